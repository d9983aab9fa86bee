import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

// `pnpm --filter design-system storybook:test`: every story of the built Storybook (storybook-static) rendered in
// Debian's Chromium by Storybook's test runner, which fails a story that throws, logs an error, fails its play
// function or has an axe violation. The build is served from a free port, so runs never collide with a dev server.
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(packageDir, 'storybook-static');
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('Build the Storybook first: pnpm storybook:build');
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

// A plain file server: the app's own (devtools) adds a Content-Security-Policy fitted to the app, which would
// forbid the inline scripts of Storybook and of the test runner.
const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://storybook').pathname);
  const file = join(staticDir, normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// Not spawnSync: the server answers from this process, so its event loop must keep running.
const runner = spawn(
  'pnpm',
  [
    'exec',
    'test-storybook',
    '--url',
    url,
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
server.closeAllConnections();
server.close();
process.exit(typeof code === 'number' ? code : 1);
