import { parseAppConfig, startSession } from '@evergreen/supabase-client';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/early-config';
import { revealOverPrerendered } from './app/prerendered';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');
const root = createRoot(container);
// A prerendered page stays on screen until the app has painted the same content.
const reveal = revealOverPrerendered(container);

try {
  // Started by the entry (index.tsx): the configuration, the remotes registered and the first one on its way. The
  // app's own modules (router, Mantine, TanStack Query, layouts) by dynamic import: they are run in a task of their
  // own, once they arrive, instead of in React's (one long task of the start, on a phone).
  const [rawConfig, { App }] = await Promise.all([startApp(window.location.pathname), import('./app/App')]);
  const config = parseAppConfig(rawConfig);
  // supabase-js is not loaded here: a visitor with no stored session gets it only when a page needs data.
  startSession(config);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of one task that
  // blocks input for the whole first render (Lighthouse's Total Blocking Time on a phone).
  startTransition(() => root.render(<App />));
} catch (error) {
  console.error(error);
  reveal();
  const { StartupError } = await import('./app/StartupError');
  root.render(<StartupError error={error} />);
}
