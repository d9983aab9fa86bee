import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import type { RemoteName, RouteMount } from '@evergreen/domain/contracts';
import { PAGE_WITHOUT_DATA, type RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { remoteMountRoute } from '@evergreen/runtime/remote-mount';
import { type QueryClient, QueryClientContext, useQueryClient } from '@tanstack/react-query';
import { act, useContext } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRemote, remoteRoutes } from '../remotes/registry';

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

/** A page that reads data: it needs the page's QueryClient, and records which one it got. */
const clientsSeen: QueryClient[] = [];
function DataPage({ title }: { title: string }) {
  clientsSeen.push(useQueryClient());
  return <h1>{title}</h1>;
}

function StaticPage() {
  const client = useContext(QueryClientContext);
  return <h1>{client ? 'Welcome, with a QueryClient' : 'Welcome'}</h1>;
}

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

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

describe("the shell's remote mounts", () => {
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

  it("renders the remote's route for the current path", async () => {
    loadRemote.mockResolvedValue({ default: reminders });
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_reminders/routes');
  });

  it('shows the 404 page for a path the remote does not have', async () => {
    loadRemote.mockResolvedValue({ default: reminders });
    await renderAt('/dashboard/reminders/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
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

  it("does not blame the connection when the remote's page throws while rendering", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockResolvedValue({ default: { dashboard: [{ index: true, element: <Broken /> }] } });
    await renderAt('/dashboard/reminders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page');
    expect(alert).not.toHaveTextContent('connection');
    expect(alert).not.toHaveTextContent('could not be loaded');
  });

  it("gives every page that reads data the page's one QueryClient", async () => {
    clientsSeen.length = 0;
    loadRemote.mockResolvedValue({
      default: {
        dashboard: [
          {
            index: true,
            element: (
              <>
                <DataPage title="Reminders" />
                <Link to="settings">Settings</Link>
              </>
            ),
          },
          { path: 'settings', element: <DataPage title="Reminder settings" /> },
        ],
      },
    });
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Settings' })));
    expect(await screen.findByRole('heading', { name: 'Reminder settings' })).toBeInTheDocument();

    expect(clientsSeen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(clientsSeen).size).toBe(1);
  });

  it('renders a page marked PAGE_WITHOUT_DATA without a QueryClient, so TanStack Query is not needed for it', async () => {
    loadRemote.mockResolvedValue({
      default: { public: [{ index: true, element: <StaticPage />, handle: PAGE_WITHOUT_DATA }] },
    });
    await renderAt('/', 'mf_public', 'public');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('gives an unmarked page of the same remote the QueryClient', async () => {
    loadRemote.mockResolvedValue({
      default: {
        public: [
          { index: true, element: <StaticPage />, handle: PAGE_WITHOUT_DATA },
          { path: 'contact', element: <StaticPage /> },
        ],
      },
    });
    await renderAt('/contact', 'mf_public', 'public');
    expect(await screen.findByRole('heading', { name: 'Welcome, with a QueryClient' })).toBeInTheDocument();
  });
});
