import '@evergreen/design-system/styles.css';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { NotFound } from '@evergreen/design-system/NotFound';
import { theme } from '@evergreen/design-system/theme';
import type { RemoteName } from '@evergreen/domain/contracts';
import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { startMessages } from '@evergreen/runtime/messages';
import { AppProviders } from '@evergreen/runtime/providers';
import { remoteRoutesAt } from '@evergreen/runtime/remote-mount';
import { initSupabase, loadAppConfig, syncSessionStore } from '@evergreen/supabase-client';
import { Container, MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';

/** The shell's kind of router (declarative, see shared-router.ts), so a remote alone behaves as inside it. */
function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Runs one remote without the shell: the same providers, session store, URLs and mounting as
 * inside the shell, with a plain frame instead of the shell's layouts. The remote's exposed routes are used
 * unchanged.
 */
export async function renderStandalone(remote: RemoteName, module: RemoteRoutesModule): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must have a #root element');
  const root = createRoot(container);
  try {
    const [config] = await Promise.all([
      loadAppConfig(),
      startMessages(remote, module.messages ?? (async () => ({ messages: {} }))),
    ]);
    syncSessionStore(await initSupabase(config));
    const routes = [...remoteRoutesAt(remote, module), { path: '*', element: <NotFound /> }];
    root.render(
      <AppProviders>
        <Container size="lg" py="md">
          <BrowserRouter>
            <StandaloneRoutes routes={routes} />
          </BrowserRouter>
        </Container>
      </AppProviders>,
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
