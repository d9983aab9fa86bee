import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE } from './apps';
import { BENCH_RESULTS_DIR, goalFiguresSince, goalsTable } from './bench-results';

// `pnpm bench`: every bench in one run on one machine state, then the goals of issue 14 beside what this run
// measured. A bench that fails is reported and the others still run: a partial table beats none.

const BENCHES = [
  ['size', ['bench:size']],
  ['lighthouse', ['bench:lighthouse']],
  ['reminders', ['bench:reminders']],
  ['dashboard', ['bench:dashboard']],
  ['backend on PGlite', ['--filter', 'backend', 'bench']],
  ['backend on PostgreSQL', ['--filter', 'backend', 'bench:postgres']],
  ['search at five million memorials', ['bench:search']],
] as const;

const started = new Date();
rmSync(BENCH_RESULTS_DIR, { recursive: true, force: true });
const failed: string[] = [];
for (const [name, args] of BENCHES) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync('pnpm', [...args], {
    cwd: WORKSPACE,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS_DIR },
  });
  if (status !== 0) failed.push(name);
}

const table = goalsTable(goalFiguresSince(started));
console.log(`\nGoals of issue 14 beside this run (started ${started.toISOString()})\n`);
console.log(table);
// The figures people quote live in this generated file, never typed into README by hand.
mkdirSync(join(WORKSPACE, 'docs'), { recursive: true });
writeFileSync(
  join(WORKSPACE, 'docs/benchmarks.md'),
  [
    '# Benchmarks',
    '',
    `Written by \`pnpm bench\` (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)} at the end${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}). Do not edit: run \`pnpm bench\` again.`,
    '',
    table,
    '',
  ].join('\n'),
);
spawnSync('pnpm', ['exec', 'biome', 'format', '--write', 'docs/benchmarks.md'], {
  cwd: WORKSPACE,
  stdio: 'inherit',
});
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
