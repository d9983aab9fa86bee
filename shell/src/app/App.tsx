import '@evergreen/design-system/styles.css';
import { AppProviders } from '@evergreen/dev-host/providers';
import { createQueryClient, resetQueriesOnUserChange } from '@evergreen/dev-host/query-client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
resetQueriesOnUserChange(queryClient);

/** The one MantineProvider, QueryClient and router of the page; remotes render inside all three. */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
