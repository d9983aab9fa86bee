import '@evergreen/design-system/styles.css';
import { AppProviders } from '@evergreen/runtime/providers';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The one MantineProvider and router of the page; remotes render inside both, and their pages inside the page's
 * one QueryClient (the runtime kit's PageData). A declarative `<BrowserRouter>`: no page uses loaders, actions or
 * fetchers, and the data router would cost the first visit its weight (see packages/runtime/src/shared-router.ts).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
