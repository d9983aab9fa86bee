import { spawnSync } from 'node:child_process';
import { WORKSPACE } from './apps';

// `npm test`: every check of the workspace, each build done once. Every step runs even after a failure so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.

interface Step {
  name: string;
  command: string[];
}

const steps: Step[] = [
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'unit and component tests', command: ['pnpm', 'test:unit'] },
  {
    name: 'backend on PGlite',
    command: ['pnpm', '--filter', 'backend', 'test'],
  },
  {
    name: 'backend on PostgreSQL',
    command: ['pnpm', '--filter', 'backend', 'test:postgres'],
  },
  { name: 'production builds', command: ['pnpm', 'build'] },
  // Bytes of a first visit to / against their budgets (issue 14): deterministic, unlike timings.
  { name: 'size budgets', command: ['pnpm', 'budgets'] },
  { name: 'end-to-end', command: ['pnpm', 'test:e2e'] },
  { name: 'storybook build', command: ['pnpm', 'storybook:build'] },
  { name: 'storybook tests', command: ['pnpm', '--filter', 'design-system', 'storybook:test'] },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
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
