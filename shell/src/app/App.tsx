import '@evergreen/design-system/styles.css';
import { PrerenderedContext } from '@evergreen/design-system/prerendered';
import { AppProviders } from '@evergreen/runtime/providers';
import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { replayEarlyClicks } from './hydration';
import { routes } from './router';

// In the app's one chunk, not one of their own: another dynamic import splits the modules both use into more
// chunks of the first visit (198.1 against 195.7 KiB gz on `/`, measured).
export { hydrateAsDrawn, loadPageToHydrate, reportHydrationError } from './hydration';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The one MantineProvider and router of the page; remotes render inside both, and their pages inside the page's
 * one QueryClient (the runtime kit's PageData). A declarative `<BrowserRouter>`: no page uses loaders, actions or
 * fetchers, and the data router would cost the first visit its weight (see packages/runtime/src/shared-router.ts).
 *
 * `hydrating`: the first render hydrates the prerendered page, so it draws what was prerendered (fields and choices
 * disabled: usePrerendered), and the next one, once hydrated, makes them live; then the buttons pressed before are
 * pressed again (replayEarlyClicks).
 */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  const [prerendered, setPrerendered] = useState(hydrating);
  useEffect(() => {
    if (prerendered) startTransition(() => setPrerendered(false));
    else if (hydrating) replayEarlyClicks();
  }, [prerendered, hydrating]);
  return (
    <AppProviders>
      <PrerenderedContext value={prerendered}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PrerenderedContext>
    </AppProviders>
  );
}
