import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from './apps';

// `npm test`: every check of the workspace, each build done once. Every step runs even after a failure so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.

function backendScript(name: string): boolean {
  const manifest = join(WORKSPACE, 'packages/backend/package.json');
  if (!existsSync(manifest)) return false;
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(scripts?.[name]);
}

interface Step {
  name: string;
  command: string[];
  when?: () => boolean;
}

const steps: Step[] = [
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'unit and component tests', command: ['pnpm', 'test:unit'] },
  {
    name: 'backend on PGlite',
    command: ['pnpm', '--filter', 'backend', 'test'],
    when: () => backendScript('test'),
  },
  {
    name: 'backend on PostgreSQL',
    command: ['pnpm', '--filter', 'backend', 'test:postgres'],
    when: () => backendScript('test:postgres'),
  },
  { name: 'production builds', command: ['pnpm', 'build'] },
  { name: 'end-to-end', command: ['pnpm', 'test:e2e'] },
  { name: 'storybook build', command: ['pnpm', 'storybook:build'] },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (step.when && !step.when()) {
    console.log(`\n=== ${step.name}: not set up yet, skipped`);
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const { status } = spawnSync(command as string, args, { cwd: WORKSPACE, stdio: 'inherit' });
  results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(28)} ${result.seconds.toFixed(1)} s`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
