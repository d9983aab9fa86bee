#!/usr/bin/env node
// `npm start` and `npm test` on a machine that has only Node and npm: use the pnpm pinned in package.json's
// packageManager when it is installed, otherwise run that exact version through npx. Plain JavaScript on
// purpose: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = packageManager.replace(/^pnpm@/, '');

const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
const usePnpmOnPath = installed.status === 0 && installed.stdout.trim() === version;

function pnpm(args) {
  const [command, commandArgs] = usePnpmOnPath
    ? ['pnpm', args]
    : ['npx', ['--yes', `pnpm@${version}`, ...args]];
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const task = process.argv[2];
const steps = {
  start: [['install', '--frozen-lockfile'], ['build'], ['exec', 'tsx', 'packages/devtools/src/start.ts']],
  test: [['install', '--frozen-lockfile'], ['test:all']],
};
if (!(task in steps)) {
  console.error(`usage: with-pnpm.mjs ${Object.keys(steps).join('|')}`);
  process.exit(2);
}
for (const args of steps[task]) pnpm(args);
