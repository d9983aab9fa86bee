/**
 * The service worker's caches (issue 30). Everything anyone may read (the app's files, public photos, data read
 * with the anonymous key) is shared; data read with a signed-in user's token goes to a cache of that user's own,
 * which the shell deletes at sign-out (private-caches.ts), so nobody sees another person's private memorial on a
 * shared phone.
 */
export const CACHES = {
  /** Hashed chunks of the shell and the remotes: precached ones, and every one a visited page loaded. */
  assets: 'evergreen-assets',
  /** Pages (their first HTML) and the app's index.html, the answer to any page opened offline for the first time. */
  pages: 'evergreen-pages',
  /** /app-config.json and the remotes' mf-manifest.json, network-first. */
  federation: 'evergreen-federation',
  /** Portraits, covers, gallery photos and map tiles. */
  images: 'evergreen-images',
  /** REST and RPC answers read with the anonymous key. */
  publicData: 'evergreen-data-public',
} as const;

export const USER_CACHE_PREFIX = 'evergreen-data-user-';

/** Every cache a signed-out phone must no longer hold. */
export const isPrivateCache = (name: string): boolean => name.startsWith(USER_CACHE_PREFIX);

/** The claims of a bearer token, unverified: only to choose a cache, never to trust anyone. */
function claimsOf(token: string): { sub?: unknown; role?: unknown } | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
      role?: unknown;
    };
  } catch {
    return undefined;
  }
}

/**
 * The cache for a data request, from its `Authorization` header: a signed-in user's own (by user id), or the
 * public one for the anonymous key (or no token).
 */
export function dataCacheFor(authorization: string | null): string {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const claims = token ? claimsOf(token) : undefined;
  if (claims && claims.role !== 'anon' && typeof claims.sub === 'string' && claims.sub) {
    return `${USER_CACHE_PREFIX}${claims.sub}`;
  }
  return CACHES.publicData;
}

/**
 * The RPCs that only read (supabase-js posts every RPC): their answers are kept like other reads. Never one that
 * changes something: a cached answer would tell the page a change was made when it was not.
 */
export const READ_ONLY_RPCS = [
  'advanced_reminders_included',
  'billing_plans',
  'calendar_token_created_at',
  'memorial_slug_status',
  'my_plan',
  'my_sessions',
  'resolve_memorial_slug',
] as const;

/**
 * The requests the worker answers from a data cache when the network fails: PostgREST reads (GET, and HEAD for
 * counts), the read-only RPCs, and the signed-in user's own account (`/auth/v1/user`, which pages ask for).
 */
export function isDataRead(method: string, url: URL): boolean {
  if (url.pathname.endsWith('/auth/v1/user')) return method === 'GET';
  if (!url.pathname.includes('/rest/v1/')) return false;
  if (method === 'GET' || method === 'HEAD') return true;
  const rpc = /\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname)?.[1];
  return method === 'POST' && (READ_ONLY_RPCS as readonly string[]).includes(rpc ?? '');
}

/**
 * The key a data answer is stored under: PostgREST answers one URL differently by `Accept` (one object or a list),
 * `Accept-Profile` and `Prefer` (counts), HEAD from GET, and an RPC by its body, so they are part of the key (a GET request: the
 * Cache API stores no POST).
 */
export function dataCacheKey(url: string, headers: Headers, body = '', method = 'GET'): string {
  const key = new URL(url);
  const parts = [method, headers.get('accept'), headers.get('accept-profile'), headers.get('prefer'), body];
  key.searchParams.set('__offline', parts.map((part) => part ?? '').join('|'));
  return key.href;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * What a remote's manifest says to precache: its entry and the first chunks of each exposed module (its routes and
 * widgets), resolved against where the manifest lives (remotes are served from their own origins and paths). The
 * lazily loaded pages of a route are cached when a person opens them.
 */
export function remotePrecacheUrls(manifestUrl: string, manifest: FederationManifest): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    entry?.name ? `${entry.path ?? ''}${entry.name}` : undefined,
    ...(manifest.exposes ?? []).flatMap((expose) => [
      ...(expose.assets?.js?.sync ?? []),
      ...(expose.assets?.css?.sync ?? []),
    ]),
  ];
  return [
    ...new Set(files.filter((file): file is string => Boolean(file)).map((file) => new URL(file, base).href)),
  ];
}
