import { render } from '@evergreen/design-system/test-utils';
import type { RemoteName, RemoteRoutesModule } from '@evergreen/domain/contracts';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mountedRoutes } from './mounted-routes';

/**
 * Renders a remote's exposed routes at a URL, mounted where the shell mounts them, so a remote's tests check
 * the contract the shell relies on (awaited in act() so lazy and suspended screens settle).
 */
export async function renderRemoteAt(remote: RemoteName, module: RemoteRoutesModule, path: string) {
  const router = createMemoryRouter(mountedRoutes(remote, module), { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}
