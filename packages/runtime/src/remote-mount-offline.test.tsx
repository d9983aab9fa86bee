import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import type { RemoteRoutesModule } from './contracts';
import { RemoteLoadError, remoteMountRoute } from './remote-mount';

// The reader went offline: the remote cannot be fetched, and neither can the error panel's own chunk.
vi.mock('@evergreen/design-system/ErrorPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it("says a remote could not be loaded, with its retry, when the error panel's code cannot be fetched either", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let source: Promise<RemoteRoutesModule> = Promise.reject(new RemoteLoadError('mf_reminders'));
  const onRetry = vi.fn(() => {
    source = Promise.resolve({ dashboard: [{ index: true, element: <h1>Reminders</h1> }] });
  });
  const router = createMemoryRouter(
    remoteMountRoute('mf_reminders', 'dashboard', () => source, onRetry),
    { initialEntries: ['/dashboard/reminders'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This page could not be loaded');
  expect(alert).toHaveTextContent('Check your connection');
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(onRetry).toHaveBeenCalledOnce();
  expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
});
