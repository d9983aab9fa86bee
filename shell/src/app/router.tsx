import { LoadingState } from '@evergreen/design-system/LoadingState';
import { REMOTE_MOUNTS, type RemoteName, type RouteMount } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import { remoteMountRoute } from '@evergreen/runtime/remote-mount';
import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AuthPage } from '../auth/lazy-auth-page';
import { RequireAuth } from '../auth/RequireAuth';
import { PublicLayout } from '../layout/PublicLayout';
import { forgetRemote, routesSourceOf } from '../remotes/registry';
import { withShellPageMessages } from './messages';

// Chunks of their own, with their words: the landing page needs neither the auth forms (and @mantine/form) nor the
// dashboard frame.

const DashboardLayout = lazy(() =>
  withShellPageMessages(import('../layout/DashboardLayout')).then(({ DashboardLayout }) => ({
    default: DashboardLayout,
  })),
);

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <Suspense fallback={<LoadingState label={t`Loading...`} />}>{children}</Suspense>;
}

/**
 * Each remote's mount point as a splat route (e.g. "/dashboard/reminders/*"), its module fetched over the
 * network: mounted by the same function a remote's standalone host and its tests use.
 */
function remoteMountRoutes(mount: RouteMount): RouteObject[] {
  return (Object.keys(REMOTE_MOUNTS) as RemoteName[]).flatMap((remote) =>
    remoteMountRoute(
      remote,
      mount,
      () => routesSourceOf(remote),
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
    children: [
      {
        path: paths.auth,
        element: (
          <Lazy>
            <AuthPage />
          </Lazy>
        ),
      },
      ...remoteMountRoutes('public'),
    ],
  },
  {
    element: (
      <RequireAuth>
        <Lazy>
          <DashboardLayout />
        </Lazy>
      </RequireAuth>
    ),
    children: remoteMountRoutes('dashboard'),
  },
];
