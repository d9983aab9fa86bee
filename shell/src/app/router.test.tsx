import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import type { RemoteRoutesModule } from '@evergreen/domain/contracts';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteRoutes } from './RemoteRoutes';

const loadRemote = vi.fn<(id: string) => Promise<{ default: RemoteRoutesModule } | undefined>>();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

const reminders: RemoteRoutesModule = {
  dashboard: [{ index: true, element: <h1>Reminders</h1> }],
};

/** Awaited in act(), so React retries the suspended remote once its module promise settles. */
async function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/dashboard/reminders/*', element: <RemoteRoutes remote="mf_reminders" mount="dashboard" /> }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('RemoteRoutes', () => {
  beforeEach(async () => {
    loadRemote.mockReset();
    const { forgetRemote } = await import('./registry');
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

    loadRemote.mockResolvedValue({ default: reminders });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  });
});
