import { type RunningBackend, startBackend } from './backend';
import { serveAll } from './serve';

// `npm start`: the backend with demo data, then every production build on its own port, as deployed.
const started = Date.now();
const backend: RunningBackend = await startBackend();

const [shell] = await serveAll();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\nEvergreen Memorials is running at ${shell?.url} (ready in ${seconds} s). Press Ctrl+C to stop.`,
);
console.log(
  'Demo account: demo@evergreen.local / demo-password. Sent e-mails: http://127.0.0.1:54321/mailbox',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await backend.stop();
    process.exit(0);
  });
}
