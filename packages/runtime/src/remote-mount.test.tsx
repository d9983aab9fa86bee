import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import type { RemoteName, RouteMount } from '@evergreen/domain/contracts';
import { type QueryClient, QueryClientContext, useQueryClient } from '@tanstack/react-query';
import { act, useContext } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_WITHOUT_DATA, type RemoteRoutesModule } from './contracts';
import { RemoteLoadError, remoteMountRoute } from './remote-mount';

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

/** What a host's source of routes does: the module, or a load error; a promise, as over the network. */
let source: Promise<RemoteRoutesModule>;
const load = vi.fn(() => source);
const onRetry = vi.fn();

/** A remote mounted as a host mounts it (reminders by default); awaited in act() to settle. */
async function renderAt(path: string, remote: RemoteName = 'mf_reminders', mount: RouteMount = 'dashboard') {
  const router = createMemoryRouter(remoteMountRoute(remote, mount, load, onRetry), {
    initialEntries: [path],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

const serve = (module: RemoteRoutesModule) => {
  source = Promise.resolve(module);
};

describe('a remote mounted at its mount point', () => {
  beforeEach(() => {
    load.mockClear();
    onRetry.mockReset();
  });

  it("renders the remote's route for the current path", async () => {
    serve(reminders);
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  });

  it('shows the 404 page for a path the remote does not have', async () => {
    serve(reminders);
    await renderAt('/dashboard/reminders/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows an error panel when the remote cannot be loaded, and loads it again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    source = Promise.reject(new RemoteLoadError('mf_reminders'));
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection');

    onRetry.mockImplementation(() => serve(reminders));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  });

  it("does not blame the connection when the remote's page throws while rendering", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ dashboard: [{ index: true, element: <Broken /> }] });
    await renderAt('/dashboard/reminders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page');
    expect(alert).not.toHaveTextContent('connection');
    expect(alert).not.toHaveTextContent('could not be loaded');
  });

  it("gives every page that reads data the page's one QueryClient", async () => {
    clientsSeen.length = 0;
    serve({
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
    });
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Settings' })));
    expect(await screen.findByRole('heading', { name: 'Reminder settings' })).toBeInTheDocument();

    expect(clientsSeen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(clientsSeen).size).toBe(1);
  });

  it('renders a page marked PAGE_WITHOUT_DATA without a QueryClient, so TanStack Query is not needed for it', async () => {
    serve({ public: [{ index: true, element: <StaticPage />, handle: PAGE_WITHOUT_DATA }] });
    await renderAt('/', 'mf_public', 'public');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('gives an unmarked page of the same remote the QueryClient', async () => {
    serve({
      public: [
        { index: true, element: <StaticPage />, handle: PAGE_WITHOUT_DATA },
        { path: 'contact', element: <StaticPage /> },
      ],
    });
    await renderAt('/contact', 'mf_public', 'public');
    expect(await screen.findByRole('heading', { name: 'Welcome, with a QueryClient' })).toBeInTheDocument();
  });
});
