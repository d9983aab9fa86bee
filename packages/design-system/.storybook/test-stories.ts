import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@evergreen/devtools/static-server';

// `pnpm --filter design-system storybook:test`: every story of the built Storybook (storybook-static) rendered in
// Debian's Chromium by Storybook's test runner, which fails a story that throws, logs an error or has an axe
// violation. The build is served from a free port, so runs never collide with a dev server.
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(packageDir, 'storybook-static');
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('Build the Storybook first: pnpm storybook:build');
  process.exit(1);
}

const site = await serveStatic({ dir: staticDir, port: 0 });
// Not spawnSync: the server answers from this process, so its event loop must keep running.
const runner = spawn(
  'pnpm',
  [
    'exec',
    'test-storybook',
    '--url',
    site.url,
    // Stories come from the build's index.json, exactly the ones a designer sees, not from a scan of the sources.
    '--index-json',
    '--failOnConsole',
    '--ci',
    '--maxWorkers=2',
    ...process.argv.slice(2),
  ],
  { cwd: packageDir, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);
const [code] = await once(runner, 'exit');
await site.close();
process.exit(typeof code === 'number' ? code : 1);
