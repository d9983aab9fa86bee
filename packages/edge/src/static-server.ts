import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { requestLocale } from '@evergreen/domain/accept-language';
import type { AppConfig } from '@evergreen/domain/contracts';
import sirv from 'sirv';
import { isPageRequest } from './page-request';
import { type ComposedPage, type PrerenderedPages, prerenderedPages } from './prerendered-pages';
import { previewRoutes } from './preview-routes';
import { staticSecurityHeaders } from './security-headers';

export interface StaticSiteOptions {
  dir: string;
  port: number;
  host?: string;
  /** Answers /app-config.json (the shell, and a remote previewed on its own). */
  appConfig?: () => AppConfig;
  /**
   * The shell's origin: crawlers' /graves/* pages, robots.txt and sitemap.xml come from the memorial-preview
   * function at the configured Supabase URL, as a CDN rule sends them in production; `/` and public memorials
   * come with their content prerendered (prerendered-pages.ts).
   */
  publicPages?: boolean;
}

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

/** A composed page, compressed on the fly (it differs per memorial) with the encoding the browser accepts. */
function sendComposed(
  req: IncomingMessage,
  res: ServerResponse,
  page: ComposedPage,
  appConfig: () => AppConfig,
): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const body = Buffer.from(page.html);
  const [encoding, encoded] = /\bbr\b/.test(accepts)
    ? ['br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', gzipSync(body)]
      : [undefined, body];
  res.writeHead(200, {
    ...staticSecurityHeaders(appConfig(), page.scriptHashes),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControlOf('/index.html'),
    // Drawn in the reader's language: the cookie of their choice, else what their browser prefers (issue 28).
    Vary: 'Accept-Encoding, Cookie, Accept-Language',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(encoded);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
  res.end('Not found');
}

/** A content hash in the name (rsbuild's `name.0123abcd.js`): the file at that URL never changes. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|ttf|png|svg|jpe?g|webp|avif|gif|ico)$/;

/**
 * Hashed assets are cached for a year without revalidation; everything else (index.html, mf-manifest.json,
 * remoteEntry.js, app-config.json) is revalidated on every use, so a redeploy is seen at once. `no-cache`, not
 * `no-store`: a `<link rel=preload>` answer stays usable by the fetch that follows it.
 */
export function cacheControlOf(pathname: string): string {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves one production build as its own deployment would: its own origin, hashed assets cached for good,
 * entry files (index.html, mf-manifest.json, remoteEntry.js) never cached so a redeploy is seen at once, and
 * CORS open because the shell loads remotes from other origins. Every answer carries the security headers, with a
 * Content-Security-Policy built from the app configuration this site serves.
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  appConfig,
  publicPages = false,
}: StaticSiteOptions): Promise<RunningSite> {
  const assets = sirv(dir, {
    etag: true,
    // The build writes file.br and file.gz beside each text file (build-config's precompress): one is sent when
    // the request accepts it, with Vary: Accept-Encoding.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', cacheControlOf(pathname));
    },
  });
  const security = Object.entries(staticSecurityHeaders(appConfig?.()));
  const previews =
    publicPages && appConfig
      ? previewRoutes(() => `${appConfig().supabaseUrl}/functions/v1/memorial-preview`)
      : undefined;
  const prerendered: PrerenderedPages | undefined =
    publicPages && appConfig ? prerenderedPages({ shellDir: dir, appConfig }) : undefined;
  const server = createServer((req, res) => {
    for (const [name, value] of security) res.setHeader(name, value);
    if (appConfig && req.url?.split('?')[0] === '/app-config.json') {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': cacheControlOf('/app-config.json'),
      });
      res.end(JSON.stringify(appConfig()));
      return;
    }
    if (previews?.claims(req)) {
      void previews.forward(req, res);
      return;
    }
    const path = req.url ?? '/';
    const pathname = new URL(path, 'http://site').pathname;
    const pageRequest = isPageRequest(req.method, pathname, req.headers.accept);
    if (prerendered && appConfig && pageRequest && req.method === 'GET' && prerendered.handles(pathname)) {
      const locale = requestLocale({
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      void Promise.all([prerendered.pageFor(pathname, path, locale), previews?.robotsTag(path)]).then(
        ([page, tag]) => {
          if (tag) res.setHeader('X-Robots-Tag', tag);
          if (page) return sendComposed(req, res, page, appConfig);
          req.url = pathname === '/' ? '/' : '/index.html';
          assets(req, res, () => notFound(res));
        },
      );
      return;
    }
    assets(req, res, () => {
      // A page of the app (client-side routes) gets the app; a missing file stays a 404 for its loader.
      if (pageRequest) {
        const path = req.url ?? '/';
        req.url = '/index.html';
        if (!previews) return assets(req, res, () => notFound(res));
        // A memorial hidden from search engines (or private, or missing) says so in a header, too.
        void previews.robotsTag(path).then((tag) => {
          if (tag) res.setHeader('X-Robots-Tag', tag);
          assets(req, res, () => notFound(res));
        });
        return;
      }
      notFound(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
