import '@evergreen/design-system/styles.css';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { NotFound } from '@evergreen/design-system/NotFound';
import { theme } from '@evergreen/design-system/theme';
import {
  REMOTE_MOUNTS,
  type RemoteName,
  type RemoteRoutesModule,
  type RouteMount,
} from '@evergreen/domain/contracts';
import { initSupabase, loadAppConfig, syncSessionStore } from '@evergreen/supabase-client';
import { Container, MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';

function mountedAt(base: string, children: RouteObject[]): RouteObject {
  return { path: base === '/' ? '/' : `${base}/`, element: <Outlet />, children };
}

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
    const mounts = REMOTE_MOUNTS[remote];
    const routes = (Object.keys(mounts) as RouteMount[]).map((mount) =>
      mountedAt(mounts[mount] ?? '/', module[mount] ?? []),
    );
    const router = createBrowserRouter([...routes, { path: '*', element: <NotFound /> }]);
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
