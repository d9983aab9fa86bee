import { RemoteLoadError } from '@evergreen/dev-host/remote-mount';
import type { RemoteName, RemoteRoutesModule } from '@evergreen/domain/contracts';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Registers every remote under its manifest URL from app-config.json: no remote URL is baked into this build. */
export function registerRemotesFromConfig(remotes: Record<RemoteName, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

const routeModules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Any failure to get the module is a load failure: the error panel then speaks of the connection. */
async function importRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let module: { default?: RemoteRoutesModule } | null | undefined;
  try {
    module = await loadRemote<{ default?: RemoteRoutesModule }>(`${remote}/routes`);
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
    pending = importRoutes(remote);
    routeModules.set(remote, pending);
  }
  return pending;
}

export function forgetRemote(remote: RemoteName): void {
  routeModules.delete(remote);
}

/** Starts fetching a remote when the user shows intent (hover or focus on a link to it). */
export function preloadRoutesOf(remote: RemoteName): void {
  void preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]).catch(() => {
    // A failed preload is harmless: the real navigation retries and shows the error panel if it still fails.
  });
}
