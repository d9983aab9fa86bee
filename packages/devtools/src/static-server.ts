import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '@evergreen/domain/contracts';
import sirv from 'sirv';

export interface StaticSiteOptions {
  dir: string;
  port: number;
  host?: string;
  /** The shell: unknown paths serve index.html and /app-config.json is answered from this function. */
  appConfig?: () => AppConfig;
}

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves one production build as its own deployment would: its own origin, hashed assets cached for good,
 * entry files (index.html, mf-manifest.json, remoteEntry.js) never cached so a redeploy is seen at once, and
 * CORS open because the shell loads remotes from other origins.
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  appConfig,
}: StaticSiteOptions): Promise<RunningSite> {
  const assets = sirv(dir, {
    etag: true,
    single: appConfig !== undefined,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const server = createServer((req, res) => {
    if (appConfig && req.url?.split('?')[0] === '/app-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(appConfig()));
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
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
