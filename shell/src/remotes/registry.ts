import type { RemoteName } from '@evergreen/domain/contracts';
import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { preloadPageData } from '@evergreen/runtime/page-data';
import { RemoteLoadError } from '@evergreen/runtime/remote-mount';
import { whenSupabaseReady } from '@evergreen/supabase-client';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';

const routeModules = new Map<RemoteName, Promise<RemoteRoutesModule>>();
/** The modules that have arrived: a mount renders them at once, without suspending (so hydration never waits). */
const arrived = new Map<RemoteName, RemoteRoutesModule>();

/**
 * Remotes whose pages read no data (the landing, legal and help pages): they are mounted without waiting for
 * supabase-js, so a visitor's first page never downloads it. Every other remote reads data through
 * `getSupabase()` as soon as it renders, so its routes mount once the one client is ready, and TanStack Query
 * with the page's QueryClient is there (both fetched in parallel with the remote's code). A page of mf-public
 * that does need them awaits `whenSupabaseReady()`, and gets the QueryClient when it renders.
 */
const WITHOUT_CLIENT: ReadonlySet<RemoteName> = new Set(['mf_public']);

/** Any failure to get the module is a load failure: the error panel then speaks of the connection. */
async function importRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let module: { default?: RemoteRoutesModule } | null | undefined;
  try {
    [module] = await Promise.all([
      loadRemote<{ default?: RemoteRoutesModule }>(`${remote}/routes`),
      ...(WITHOUT_CLIENT.has(remote) ? [] : [whenSupabaseReady(), preloadPageData()]),
    ]);
  } catch (cause) {
    throw new RemoteLoadError(remote, { cause });
  }
  if (!module?.default) throw new RemoteLoadError(remote);
  return module.default;
}

/**
 * One promise per remote, so React's `use()` sees a stable value across renders. A failed load is forgotten
 * by `forgetRemote`, which the error panel's "Try again" calls before rendering again.
 */
export function remoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = importRoutes(remote).then((module) => {
      arrived.set(remote, module);
      return module;
    });
    routeModules.set(remote, pending);
  }
  return pending;
}

/** The remote's routes module if it has arrived, else the promise of it (what a RemoteMount renders from). */
export function routesSourceOf(remote: RemoteName): RemoteRoutesModule | Promise<RemoteRoutesModule> {
  return arrived.get(remote) ?? remoteRoutes(remote);
}

export function forgetRemote(remote: RemoteName): void {
  routeModules.delete(remote);
  arrived.delete(remote);
}

/** Starts fetching a remote when the user shows intent (hover or focus on a link to it). */
export function preloadRoutesOf(remote: RemoteName): void {
  void preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]).catch(() => {
    // A failed preload is harmless: the real navigation retries and shows the error panel if it still fails.
  });
}
