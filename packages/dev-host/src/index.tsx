import '@evergreen/design-system/styles.css';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { NotFound } from '@evergreen/design-system/NotFound';
import { theme } from '@evergreen/design-system/theme';
import type { RemoteName, RemoteRoutesModule } from '@evergreen/domain/contracts';
import { initSupabase, loadAppConfig, syncSessionStore } from '@evergreen/supabase-client';
import { Container, MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { mountedRoutes } from './mounted-routes';

/**
 * Runs one remote without the shell: the same provider, session store and URLs as inside the shell, with a
 * plain frame instead of the shell's layouts. The remote's exposed routes are used unchanged.
 */
export async function renderStandalone(remote: RemoteName, module: RemoteRoutesModule): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must have a #root element');
  const root = createRoot(container);
  try {
    syncSessionStore(initSupabase(await loadAppConfig()));
    const router = createBrowserRouter([
      ...mountedRoutes(remote, module),
      { path: '*', element: <NotFound /> },
    ]);
    root.render(
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <Container size="lg" py="md">
          <RouterProvider router={router} />
        </Container>
      </MantineProvider>,
    );
  } catch (error) {
    root.render(
      <MantineProvider theme={theme}>
        <ErrorPanel
          title="Could not start"
          message={error instanceof Error ? error.message : String(error)}
        />
      </MantineProvider>,
    );
  }
}
