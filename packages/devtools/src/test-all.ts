import { availableParallelism } from 'node:os';
import { WORKSPACE } from './apps';
import { runSteps, type Step } from './steps';

// `npm test`: every check of the workspace, each app built once. Steps that do not compete for the same cores run
// side by side; each step's output is printed whole when it ends, and the summary comes last. Every step runs even
// after another failed, so one run shows everything that is wrong (a step whose input failed is skipped); the exit
// code is non-zero if any step failed.
//
// `cores` is a step's share of the machine: the production builds use every core, so they run alone; the other
// steps run two at a time on the 2-core CI machine (the end-to-end journeys beside the Vitest suites), which keeps
// both cores busy from the builds to the end.
const steps: Step[] = [
  { name: 'production builds', command: ['pnpm', 'build'], cores: 2 },
  // The releases of mf-public that the federation journeys deploy instead of its dist/.
  { name: 'release builds', command: ['pnpm', '--filter', 'shell', 'build:releases'], cores: 1 },
  { name: 'typecheck', command: ['pnpm', 'typecheck'], cores: 1 },
  { name: 'lint', command: ['pnpm', 'lint'], cores: 1 },
  // Every catalog matches its code and is translated in every locale (issue 28).
  { name: 'messages', command: ['pnpm', 'messages:check'], cores: 1 },
  // Bytes of a first visit to / against their budgets (issue 14): deterministic, unlike timings.
  { name: 'size budgets', command: ['pnpm', 'budgets'], needs: ['production builds'], cores: 1 },
  {
    name: 'end-to-end',
    command: ['pnpm', '--filter', 'shell', 'exec', 'playwright', 'test', '--project', 'journeys'],
    needs: ['production builds', 'release builds'],
    cores: 1,
  },
  // Vitest runs one worker thread on two cores (cores - 1), which left the unit step at two thirds of a core beside the
  // journeys, themselves two thirds of a core (their browsers wait for pages): two workers fill the machine.
  { name: 'unit and component tests', command: ['pnpm', 'test:unit', '--maxWorkers=2'], cores: 1 },
  { name: 'backend on PGlite', command: ['pnpm', '--filter', 'backend', 'test'], cores: 1 },
  // What depends on the database engine, once more on PostgreSQL (packages/backend/vitest.engine.config.ts).
  { name: 'backend on PostgreSQL', command: ['pnpm', '--filter', 'backend', 'test:postgres'], cores: 1 },
  { name: 'storybook build', command: ['pnpm', 'storybook:build'], cores: 1 },
  {
    name: 'storybook tests',
    command: ['pnpm', '--filter', 'design-system', 'storybook:test'],
    needs: ['storybook build'],
    cores: 1,
  },
];

const results = await runSteps(steps, { cwd: WORKSPACE, cores: availableParallelism() });
process.exit(results.every((result) => result.outcome === 'ok') ? 0 : 1);
