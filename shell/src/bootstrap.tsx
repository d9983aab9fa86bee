import { startMessages } from '@evergreen/runtime/messages';
import { parseAppConfig, startSession } from '@evergreen/supabase-client';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startApp } from './app/early-config';
import { loadShellMessages } from './app/messages';

/**
 * The app's own title and description (which the host kept on `#root`) back before it renders: what its pages'
 * useDocumentMeta put back when they go away (the prerendered page's own served the tab, and readers without
 * JavaScript, meanwhile).
 */
function restoreAppMeta(root: HTMLElement): void {
  if (root.dataset.appTitle !== undefined) document.title = root.dataset.appTitle;
  const description = document.head.querySelector('meta[name="description"]');
  if (description && root.dataset.appDescription !== undefined) {
    description.setAttribute('content', root.dataset.appDescription);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');
// The host sent the page drawn in #root (the public pages, /auth, a public memorial): the app hydrates it, so the
// nodes the visitor sees are the ones that answer.
const hydratable = container.dataset.hydrate !== undefined && container.hasChildNodes();
let root: Root | undefined;

try {
  // Started by the entry (index.tsx): the configuration, the remotes registered and the first one on its way. The
  // app's own modules (router, Mantine, TanStack Query, layouts) by dynamic import: they are run in a task of their
  // own, once they arrive, instead of in React's (one long task of the start, on a phone).
  const [rawConfig, app] = await Promise.all([
    startApp(),
    import('./app/App'),
    startMessages('shell', loadShellMessages),
  ]);
  const { App } = app;
  const config = parseAppConfig(rawConfig);
  // supabase-js is not loaded here: a visitor with no stored session gets it only when a page needs data.
  startSession(config);
  // Hydrating needs the page's code, and the data it was drawn from, at hand (a part that suspends stays dead until
  // it arrives); if they cannot be had, the app renders anew over the prerendered page and the route's error panel
  // says why.
  const readyToHydrate =
    hydratable &&
    (await app.loadPageToHydrate(window.location.pathname).then(
      () => true,
      () => false,
    ));
  if (hydratable) restoreAppMeta(container);
  if (readyToHydrate) {
    app.hydrateAsDrawn();
    root = hydrateRoot(container, <App hydrating />, { onRecoverableError: app.reportHydrationError });
  } else {
    root = createRoot(container);
    root.render(<App />);
  }
} catch (error) {
  console.error(error);
  const { StartupError } = await import('./app/StartupError');
  root ??= createRoot(container);
  root.render(<StartupError error={error} />);
}
