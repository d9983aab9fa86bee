import '@evergreen/design-system/styles.css';
import { AppProviders } from '@evergreen/dev-host/providers';
import { createQueryClient, resetQueriesOnUserChange } from '@evergreen/dev-host/query-client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './router';

const queryClient = createQueryClient();
resetQueriesOnUserChange(queryClient);

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The one MantineProvider, QueryClient and router of the page; remotes render inside all three. A declarative
 * `<BrowserRouter>`: no page uses loaders, actions or fetchers, and the data router would cost the first visit
 * its weight (see packages/dev-host/src/shared-router.ts).
 */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
