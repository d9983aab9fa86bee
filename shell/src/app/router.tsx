import { REMOTE_MOUNTS, type RemoteName, type RouteMount } from '@evergreen/domain/contracts';
import type { RouteObject } from 'react-router-dom';
import { DashboardLayout } from '../layout/DashboardLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { RemoteRoutes } from '../remotes/RemoteRoutes';

const LAYOUT_BASE: Record<RouteMount, string> = { public: '/', dashboard: '/dashboard' };

/** Each remote's mount point as a child path of its layout, e.g. /dashboard/reminders -> "reminders/*". */
function remoteMountRoutes(mount: RouteMount): RouteObject[] {
  return (Object.keys(REMOTE_MOUNTS) as RemoteName[]).flatMap((remote) => {
    const base = REMOTE_MOUNTS[remote][mount];
    if (base === undefined) return [];
    const relative = base.slice(LAYOUT_BASE[mount].length).replace(/^\//, '');
    return [{ path: relative ? `${relative}/*` : '*', element: <RemoteRoutes remote={remote} mount={mount} /> }];
  });
}

/**
 * The route map of spec section 2: the shell owns the layouts and /auth; every other path belongs to the
 * remote mounted there, which contributes its own route objects to this one router. Unknown paths end at the
 * 404 page of the remote mount that catches them.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <PublicLayout />, children: remoteMountRoutes('public') },
  { path: '/dashboard', element: <DashboardLayout />, children: remoteMountRoutes('dashboard') },
];
