import { remoteMountRoute } from '@evergreen/dev-host/remote-mount';
import { REMOTE_MOUNTS, type RemoteName, type RouteMount } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import type { RouteObject } from 'react-router-dom';
import { AuthPage } from '../auth/AuthPage';
import { RequireAuth } from '../auth/RequireAuth';
import { DashboardLayout } from '../layout/DashboardLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { forgetRemote, remoteRoutes } from '../remotes/registry';

/**
 * Each remote's mount point as a splat route (e.g. "/dashboard/reminders/*"), its module fetched over the
 * network: mounted by the same function a remote's standalone host and its tests use.
 */
function remoteMountRoutes(mount: RouteMount): RouteObject[] {
  return (Object.keys(REMOTE_MOUNTS) as RemoteName[]).flatMap((remote) =>
    remoteMountRoute(
      remote,
      mount,
      () => remoteRoutes(remote),
      () => forgetRemote(remote),
    ),
  );
}

/**
 * The route map of spec section 2: the shell owns the layouts and /auth; every other path belongs to the
 * remote mounted there, which contributes its own route objects to this one router. Unknown paths end at the
 * 404 page of the remote mount that catches them.
 */
export const routes: RouteObject[] = [
  // Layouts are pathless: a layout with a path would itself match that exact path, with nothing in its outlet.
  {
    element: <PublicLayout />,
    children: [{ path: paths.auth, element: <AuthPage /> }, ...remoteMountRoutes('public')],
  },
  {
    element: (
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    ),
    children: remoteMountRoutes('dashboard'),
  },
];
