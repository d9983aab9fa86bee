import {
  REMOTE_MOUNTS,
  type RemoteName,
  type RemoteRoutesModule,
  type RouteMount,
} from '@evergreen/domain/contracts';
import { Outlet, type RouteObject } from 'react-router-dom';

/** A remote's routes at the URLs the shell gives them (REMOTE_MOUNTS), for hosts other than the shell. */
export function mountedRoutes(remote: RemoteName, module: RemoteRoutesModule): RouteObject[] {
  const mounts = REMOTE_MOUNTS[remote];
  return (Object.keys(mounts) as RouteMount[]).map((mount) => {
    const base = mounts[mount] ?? '/';
    return { path: base === '/' ? '/' : `${base}/`, element: <Outlet />, children: module[mount] ?? [] };
  });
}
