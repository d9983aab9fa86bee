import { render } from '@evergreen/design-system/test-utils';
import type { RemoteName, UpgradeDialogProps } from '@evergreen/domain/contracts';
import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { preloadPageData } from '@evergreen/runtime/page-data';
import { remoteRoutesAt } from '@evergreen/runtime/remote-mount';
import { initSupabase, type SessionState, useSessionStore } from '@evergreen/supabase-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** A fresh cache per test, without retries: a failing fetch shows its error at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders a component inside Mantine and a QueryClient, as the host would provide them. Pass a client to seed
 * or inspect its cache.
 */
export function renderWithQueryClient(ui: ReactNode, queryClient: QueryClient = createTestQueryClient()) {
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}

/**
 * Renders a remote's exposed routes at a URL through the shell's own mounting (remote-mount), inside a fresh
 * QueryClient, so a remote's tests check the contract the shell relies on (awaited in act() so lazy and
 * suspended screens settle).
 */
export async function renderRemoteAt(
  remote: RemoteName,
  module: RemoteRoutesModule,
  path: string,
  queryClient: QueryClient = createTestQueryClient(),
) {
  const router = createMemoryRouter(remoteRoutesAt(remote, module), { initialEntries: [path] });
  // As the shell does beside a data remote's code: the first render then shows the page, not the mount's loader.
  await preloadPageData();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

/** Where the test client sends its requests: nothing listens there but the test backend (test-backend.ts). */
export const TEST_SUPABASE_URL = 'http://backend.test';

/**
 * Configures the one client for a remote's tests. Its requests reach only what the test serves with
 * `useTestBackend()`; a test that serves nothing must not reach the network.
 */
export function initTestSupabase(): void {
  initSupabase({
    supabaseUrl: TEST_SUPABASE_URL,
    supabaseAnonKey: 'anon-key',
    remotes: {
      mf_public: 'http://public.test/mf-manifest.json',
      mf_memorials: 'http://memorials.test/mf-manifest.json',
      mf_reminders: 'http://reminders.test/mf-manifest.json',
      mf_billing: 'http://billing.test/mf-manifest.json',
    },
    mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
    geocoderUrl: 'http://geocoder.test/search',
  });
}

/** Puts a user (or nobody) in the shared session store, as the shell does after sign-in. */
export function signInAs(
  id: string | null,
  { email = `${id}@example.com`, displayName }: { email?: string; displayName?: string } = {},
): void {
  useSessionStore.setState({
    user: id ? ({ id, email, user_metadata: {} } as unknown as NonNullable<SessionState['user']>) : null,
    loading: false,
    ...(displayName === undefined ? {} : { displayName: id ? displayName : '' }),
  });
}

/**
 * Stands for the billing remote's `UpgradeDialog` (loaded over module federation) in another app's tests: says
 * which limit it was opened for, so a test checks the caller's side of the contract; the dialog's own texts are
 * tested in mf-billing.
 */
export function FakeUpgradeDialog({ opened, limit }: UpgradeDialogProps) {
  return opened ? <div role="dialog" aria-label={`Billing upgrade dialog for ${limit}`} /> : null;
}
