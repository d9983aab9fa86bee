import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import { remoteMountRoute } from '@evergreen/dev-host/remote-mount';
import type { RemoteRoutesModule } from '@evergreen/domain/contracts';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRemote, remoteRoutes } from '../remotes/registry';

const loadRemote = vi.fn<(id: string) => Promise<{ default: RemoteRoutesModule } | undefined>>();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

const reminders: RemoteRoutesModule = {
  dashboard: [{ index: true, element: <h1>Reminders</h1> }],
};

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

/** The shell's mount of the reminders remote, fetched through the registry; awaited in act() to settle. */
async function renderAt(path: string) {
  const router = createMemoryRouter(
    remoteMountRoute(
      'mf_reminders',
      'dashboard',
      () => remoteRoutes('mf_reminders'),
      () => forgetRemote('mf_reminders'),
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
    forgetRemote('mf_reminders');
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
});
