import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import type { RemoteName, RouteMount } from '@evergreen/domain/contracts';
import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { remoteMountRoute } from '@evergreen/runtime/remote-mount';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRemote, remoteRoutes } from './registry';

const loadRemote = vi.fn<(id: string) => Promise<{ default: RemoteRoutesModule } | undefined>>();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

const whenSupabaseReady = vi.fn<() => Promise<unknown>>();
vi.mock('@evergreen/supabase-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@evergreen/supabase-client')>()),
  whenSupabaseReady: () => whenSupabaseReady(),
}));

const reminders: RemoteRoutesModule = {
  dashboard: [{ index: true, element: <h1>Reminders</h1> }],
};

/** The shell's mount of a remote (reminders by default), fetched through the registry; awaited in act() to settle. */
async function renderAt(path: string, remote: RemoteName = 'mf_reminders', mount: RouteMount = 'dashboard') {
  const router = createMemoryRouter(
    remoteMountRoute(
      remote,
      mount,
      () => remoteRoutes(remote),
      () => forgetRemote(remote),
    ),
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

// How a remote mounts (404, error panels, the QueryClient) is tested with remote-mount in packages/runtime; here,
// what the shell's registry adds: the federation name, waiting for the Supabase client, a failed download.
describe("the shell's registry of remotes", () => {
  beforeEach(() => {
    loadRemote.mockReset();
    whenSupabaseReady.mockReset();
    whenSupabaseReady.mockResolvedValue({});
    forgetRemote('mf_reminders');
    forgetRemote('mf_public');
  });

  it('mounts a data remote only once the Supabase client is ready, since its pages query at once', async () => {
    let ready: (client: unknown) => void = () => undefined;
    whenSupabaseReady.mockReturnValue(new Promise((resolve) => (ready = resolve)));
    loadRemote.mockResolvedValue({ default: reminders });
    await renderAt('/dashboard/reminders');
    expect(screen.queryByRole('heading', { name: 'Reminders' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => ready({}));
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  });

  it('mounts the public pages without loading the Supabase client', async () => {
    whenSupabaseReady.mockReturnValue(new Promise(() => undefined));
    loadRemote.mockResolvedValue({ default: { public: [{ index: true, element: <h1>Welcome</h1> }] } });
    await renderAt('/', 'mf_public', 'public');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(whenSupabaseReady).not.toHaveBeenCalled();
  });

  it("fetches the remote's routes module by its federation name", async () => {
    loadRemote.mockResolvedValue({ default: reminders });
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_reminders/routes');
  });

  it('shows an error panel when the remote cannot be loaded, and loads it again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection');

    loadRemote.mockResolvedValue({ default: reminders });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  });
});
