import { parseAppConfig, startSession } from '@evergreen/supabase-client';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/early-config';
import { revealOverPrerendered } from './app/prerendered';
import { StartupError } from './app/StartupError';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');
const root = createRoot(container);
// A prerendered page stays on screen until the app has painted the same content.
const reveal = revealOverPrerendered(container);

try {
  // Started by the entry (index.tsx): the configuration, the remotes registered and the first one on its way.
  const config = parseAppConfig(await startApp(window.location.pathname));
  // supabase-js is not loaded here: a visitor with no stored session gets it only when a page needs data.
  startSession(config);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of one task that
  // blocks input for the whole first render (Lighthouse's Total Blocking Time on a phone).
  startTransition(() => root.render(<App />));
} catch (error) {
  console.error(error);
  reveal();
  root.render(<StartupError error={error} />);
}
