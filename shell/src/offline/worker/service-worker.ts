// The one service worker of the app (issue 30), registered by the shell for its whole origin. Bundled by
// scripts/build-service-worker.ts, which injects the shell's precache list into `self.__WB_MANIFEST`.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHES,
  dataCacheFor,
  dataCacheKey,
  isDataRead,
  isPrivateCache,
  remotePrecacheUrls,
} from './cache-names';

// The worker's globals, typed here: the workspace's one type check runs with the DOM library, not WebWorker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventWithPorts extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  registration: { sync?: unknown };
  clients: {
    claim(): Promise<void>;
    matchAll(options?: object): Promise<{ postMessage(data: unknown): void }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventWithPorts) => void): void;
  addEventListener(type: 'sync', listener: (event: ExtendableEvent & { tag: string }) => void): void;
}
declare const self: WorkerScope;

/** A federation manifest or the configuration slower than this is taken from the cache (a redeploy is seen online). */
const NETWORK_TIMEOUT_SECONDS = 3;
const ONE_MONTH = 30 * 24 * 60 * 60;

const router = new Router();

// Hashed files never change: cache-first, in a cache that outlives deploys, so a page cached before a redeploy
// still finds the older chunks it names (its entries expire by count and age, not by deploy).
const hashedAsset = /\/static\/.+\.[0-9a-f]{8,}\.(js|css|woff2?|ttf|png|svg|jpe?g|webp)$/;
const assets = new CacheFirst({
  cacheName: CACHES.assets,
  plugins: [
    // Remotes' chunks arrive from their own origins as plain <script> loads (opaque answers).
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 3 * ONE_MONTH, purgeOnQuotaError: true }),
  ],
});
router.registerRoute(
  new Route(({ url, request }) => request.method === 'GET' && hashedAsset.test(url.pathname), assets),
);

// The configuration and the remotes' manifests: network-first, so a remote redeployed while the visitor was away
// is the one loaded at their next online visit; the cached one when the network is gone or slow.
router.registerRoute(
  new Route(
    ({ url, request }) => request.method === 'GET' && /\/(mf-manifest|app-config)\.json$/.test(url.pathname),
    new NetworkFirst({
      cacheName: CACHES.federation,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  ),
);

// Pages: network-first (the server composes a public memorial's first HTML); offline, the page as last seen, else
// the app itself, which draws the page from cached data.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
  ],
});
router.registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const app = await caches.match('/index.html', { cacheName: CACHES.pages });
      return app ?? Response.error();
    }
  }),
);

// Photos (public storage objects, map tiles): cache-first; they are stored under new names when replaced.
router.registerRoute(
  new Route(
    ({ url, request }) =>
      request.method === 'GET' &&
      !request.headers.has('authorization') &&
      (request.destination === 'image' || url.pathname.includes('/storage/v1/object/public/')),
    new CacheFirst({
      cacheName: CACHES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 3 * ONE_MONTH, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

const wait = (seconds: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(resolve, seconds * 1000, 'timeout'));

/**
 * Data (PostgREST reads, read-only RPCs, the user's account): network-first, stored per reader (cache-names.ts).
 * Slower than 3 s, the cached answer if there is one, else the network's when it comes. Writes are never answered
 * from a cache; a failed write fails as it would without the worker (the outbox keeps memories).
 */
async function readData(request: Request): Promise<Response> {
  const body = request.method === 'POST' ? await request.clone().text() : '';
  const cacheName = dataCacheFor(request.headers.get('authorization'));
  const key = dataCacheKey(request.url, request.headers, body, request.method);
  const cached = () => caches.match(key, { cacheName, ignoreVary: true });
  const network = fetch(request).then(async (response) => {
    // 206 (a range of rows) is refused by the Cache API; only whole answers are kept.
    if (response.status === 200) {
      await caches
        .open(cacheName)
        .then((cache) => cache.put(key, response.clone()))
        .catch(() => undefined);
    }
    return response;
  });
  try {
    const first = await Promise.race([network, wait(NETWORK_TIMEOUT_SECONDS)]);
    if (first !== 'timeout') return first;
    return (await cached()) ?? (await network);
  } catch (error) {
    const kept = await cached();
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (isDataRead(event.request.method, url)) {
    event.respondWith(readData(event.request));
    return;
  }
  const answer = router.handleRequest({ request: event.request, event: event as never });
  if (answer) event.respondWith(answer);
});

/** Adds the URLs a cache lacks (hashed files never change: one already there is kept as it is). */
async function addMissing(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}

/** Each remote's entry and first chunks, from the manifests the configuration names. */
async function precacheRemotes(): Promise<void> {
  const config = (await (await fetch('/app-config.json', { cache: 'no-cache' })).json()) as {
    remotes?: Record<string, string>;
  };
  await Promise.all(
    Object.values(config.remotes ?? {}).map(async (manifestUrl) => {
      const response = await fetch(manifestUrl, { cache: 'no-cache' });
      const federation = await caches.open(CACHES.federation);
      await federation.put(manifestUrl, response.clone());
      await addMissing(CACHES.assets, remotePrecacheUrls(manifestUrl, await response.json()));
    }),
  );
}

self.addEventListener('install', (event) => {
  const shell = self.__WB_MANIFEST.map((entry) => new URL(entry.url, self.location.origin).href);
  event.waitUntil(
    Promise.all([
      addMissing(
        CACHES.assets,
        shell.filter((url) => hashedAsset.test(new URL(url).pathname)),
      ),
      caches.open(CACHES.pages).then((cache) => cache.add('/index.html')),
      // A remote that cannot be reached now is cached when its pages are opened.
      precacheRemotes().catch(() => undefined),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: string[] } | null;
  const reply = () => event.ports[0]?.postMessage('done');
  // The shell at sign-out: every answer read with a user's token goes (the page deletes them too, and waits).
  if (data?.type === 'sign-out') {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter(isPrivateCache).map((name) => caches.delete(name))))
        .then(reply),
    );
  }
  // "Save for my visit" and the first visit's own files: each URL through its route, so into its cache.
  if (data?.type === 'cache-urls' && Array.isArray(data.urls)) {
    event.waitUntil(
      Promise.allSettled(
        data.urls.map((url) => {
          const request = new Request(url);
          return router.handleRequest({ request, event: event as never }) ?? fetch(request);
        }),
      ).then(reply),
    );
  }
});

// Background Sync: the connection is back; the open pages send their outbox (they hold the session's token).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'send-outbox' });
    }),
  );
});
