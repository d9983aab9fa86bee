import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLinkPreviewCrawler } from '@evergreen/domain/crawlers';

/** `/graves/{id or slug}`: a public memorial page of the app. */
const MEMORIAL_PAGE = /^\/graves\/[^/]+\/?$/;
/** Served by the function for everyone, at the app's origin. */
const SEARCH_FILES = new Set(['/robots.txt', '/sitemap.xml']);
/** Headers of the function's answer that a crawler should see. */
const PASSED_ON = ['content-type', 'cache-control', 'x-robots-tag', 'retry-after'];
/** How long a person's page waits for its X-Robots-Tag before it is sent without one. */
const ROBOTS_TAG_TIMEOUT_MS = 2_000;
const FORWARD_TIMEOUT_MS = 10_000;

const pathnameOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://site').pathname;

export interface PreviewRoutes {
  /** robots.txt, sitemap.xml, and a crawler's request for a memorial page: the function answers these. */
  claims(req: IncomingMessage): boolean;
  /** Sends a claimed request to the function and its answer back to the client. */
  forward(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * The X-Robots-Tag for a person's request of this path (`noindex` for a memorial hidden from search engines,
   * private or missing), asked of the function with HEAD; undefined for other paths, or when it cannot answer.
   */
  robotsTag(path: string): Promise<string | undefined>;
}

/**
 * What the CDN does in production (packages/backend/README.md, "Link previews and search engines"), for the
 * local static server of the shell: crawlers' memorial pages, robots.txt and sitemap.xml come from the
 * memorial-preview function; people get the app, with the memorial's X-Robots-Tag.
 */
export function previewRoutes(functionUrl: () => string): PreviewRoutes {
  const target = (path: string) => `${functionUrl().replace(/\/$/, '')}${path}`;
  return {
    claims(req) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const path = pathnameOf(req);
      return (
        SEARCH_FILES.has(path) ||
        (MEMORIAL_PAGE.test(path) && isLinkPreviewCrawler(req.headers['user-agent']))
      );
    },

    async forward(req, res) {
      const path = pathnameOf(req);
      let answer: Response;
      let body: Buffer;
      try {
        answer = await fetch(target(path), {
          method: req.method,
          // The function writes the preview in the reader's language (its title and description).
          headers: {
            'user-agent': req.headers['user-agent'] ?? '',
            'accept-language': req.headers['accept-language'] ?? '',
          },
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        });
        body = Buffer.from(await answer.arrayBuffer());
      } catch {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('The preview service is unavailable.');
        return;
      }
      const headers: Record<string, string> = { 'Access-Control-Allow-Origin': '*' };
      for (const name of PASSED_ON) {
        const value = answer.headers.get(name);
        if (value) headers[name] = value;
      }
      // The same address answers crawlers and people differently, and each in their language.
      if (MEMORIAL_PAGE.test(path)) headers.Vary = 'User-Agent, Accept-Language';
      res.writeHead(answer.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    },

    async robotsTag(path) {
      const pathname = new URL(path, 'http://site').pathname;
      if (!MEMORIAL_PAGE.test(pathname)) return undefined;
      try {
        const answer = await fetch(target(pathname), {
          method: 'HEAD',
          signal: AbortSignal.timeout(ROBOTS_TAG_TIMEOUT_MS),
        });
        return answer.headers.get('x-robots-tag') ?? undefined;
      } catch {
        // The backend is down or slow: the app still loads, without the tag.
        return undefined;
      }
    },
  };
}
