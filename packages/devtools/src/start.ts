import type { ChildProcess } from 'node:child_process';
import { backendExists, startBackend } from './backend';
import { serveAll } from './serve';

// `npm start`: the backend with demo data, then every production build on its own port, as deployed.
const started = Date.now();
let backend: ChildProcess | undefined;
if (backendExists()) backend = await startBackend();
else console.warn('packages/backend has no start script yet: the app runs without a backend.');

const [shell] = await serveAll();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nEvergreen Memorials is running at ${shell?.url} (ready in ${seconds} s). Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    backend?.kill(signal);
    process.exit(0);
  });
}
