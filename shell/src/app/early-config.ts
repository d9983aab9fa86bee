import type { RemoteName, RouteMount } from '@evergreen/domain/contracts';
import { registerRemotesFromConfig } from '../remotes/register';

/** The shell's own page (paths.auth; @evergreen/domain/paths is shared, so it is not imported here). */
export const SHELL_AUTH_PATH = '/auth';

/**
 * The start of the page, run by the entry before the shared chunks (React, Mantine...) arrive: the runtime
 * configuration and the remotes registered from it. This file imports nothing shared statically, so it runs in the
 * entry chunk, ahead of the federation's async boundary; the small shared modules it needs arrive by dynamic import.
 */

export const APP_CONFIG_URL = '/app-config.json';

type Mounts = Readonly<Record<RemoteName, { readonly [mount in RouteMount]?: string }>>;

/** The remote whose mount holds `pathname` (the longest mount that is a prefix of it), as the router decides. */
export function remoteForPath(
  pathname: string,
  mounts: Mounts,
  shellPaths: readonly string[],
): RemoteName | null {
  if (shellPaths.includes(pathname)) return null;
  let best: { remote: RemoteName; length: number } | null = null;
  for (const [remote, at] of Object.entries(mounts) as [RemoteName, Mounts[RemoteName]][]) {
    for (const base of Object.values(at)) {
      const prefix = base === '/' ? '/' : `${base}/`;
      const matches = pathname === base || pathname.startsWith(prefix);
      if (matches && (!best || base.length > best.length)) best = { remote, length: base.length };
    }
  }
  return best?.remote ?? null;
}

async function fetchJson(): Promise<unknown> {
  const response = await fetch(APP_CONFIG_URL);
  if (!response.ok) throw new Error(`Could not load ${APP_CONFIG_URL} (HTTP ${response.status})`);
  return response.json();
}

let started: Promise<unknown> | undefined;

/** The manifest URLs of a configuration not validated yet (bootstrap validates it and reports what is wrong). */
function manifestsOf(raw: unknown): Record<RemoteName, string> | null {
  const remotes = (raw as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return null;
  const entries = Object.entries(remotes);
  return entries.every(([, url]) => typeof url === 'string') ? (remotes as Record<RemoteName, string>) : null;
}

/** The raw configuration, fetched once, with every remote registered. */
export function startApp(): Promise<unknown> {
  started ??= fetchJson().then((raw) => {
    const manifests = manifestsOf(raw);
    if (manifests) registerRemotesFromConfig(manifests);
    return raw;
  });
  return started;
}
