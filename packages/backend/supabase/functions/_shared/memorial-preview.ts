// The memorial-preview edge function, shared by the Supabase deployment (memorial-preview/index.ts, on Deno,
// deployed with --no-verify-jwt: crawlers send no headers) and the local server (src/functions/memorial-preview.ts).
// The app's origin routes three things here (a CDN rule in production, the static server locally):
//   GET /memorial-preview/graves/{id or slug}  a memorial's link preview for crawlers (Open Graph, Twitter card),
//                                              with `X-Robots-Tag: noindex` when it hides from search engines
//   GET /memorial-preview/robots.txt
//   GET /memorial-preview/sitemap.xml          public pages and indexable public memorials, made per request
// HEAD answers the same headers without a body (the static server asks it for a person's page's X-Robots-Tag).
// Everything is read as an anonymous visitor, so a private memorial's page says nothing of it.
import { serverI18n } from './messages/i18n.ts';
import { negotiateLocale } from './messages/locale.ts';
import { genericPreviewHtml, memorialPreviewHtml } from './preview-html.ts';
import type { PublicMemorials } from './public-memorials.ts';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap.ts';

export interface MemorialPreviewDeps {
  memorials: PublicMemorials;
  /** The app's public address: every URL in the answers starts with it. */
  siteUrl: string;
  /** The Supabase URL, against which a relative photo URL is resolved. */
  storageUrl: string;
}

/** Crawlers and CDNs may keep an answer this long: a change shows within a minute. */
const MAX_AGE_SECONDS = 60;

function answer(request: Request, status: number, type: string, body: string, headers: HeadersInit = {}) {
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: { 'content-type': type, 'cache-control': `public, max-age=${MAX_AGE_SECONDS}`, ...headers },
  });
}

/** A page's words are in the requester's language, so a cache keeps one answer per Accept-Language. */
const BY_LANGUAGE = { vary: 'Accept-Language' };

const HTML = 'text/html; charset=utf-8';

/** The path below the function's name: `/graves/x` of `/functions/v1/memorial-preview/graves/x`. */
function subpath(request: Request): string {
  const match = /\/memorial-preview(\/.*)?$/.exec(new URL(request.url).pathname);
  return match?.[1] ?? '/';
}

function memorialKey(path: string): string | undefined {
  const match = /^\/graves\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // Malformed percent-encoding names no memorial, but it is still a memorial address: the generic page.
    return '';
  }
}

async function memorialPage(request: Request, key: string, deps: MemorialPreviewDeps): Promise<Response> {
  const i18n = serverI18n(negotiateLocale(request.headers.get('accept-language')));
  let memorial: Awaited<ReturnType<PublicMemorials['find']>>;
  try {
    memorial = await deps.memorials.find(key);
  } catch (error) {
    // The database could not be asked: say nothing about the memorial, and let the crawler come back.
    console.error(error);
    return answer(request, 503, HTML, genericPreviewHtml(deps.siteUrl, i18n), {
      ...BY_LANGUAGE,
      'cache-control': 'no-store',
      'retry-after': '60',
      'x-robots-tag': 'noindex',
    });
  }
  if (!memorial) {
    // Missing and private answer alike, so the answer does not tell whether a private memorial exists.
    return answer(request, 404, HTML, genericPreviewHtml(deps.siteUrl, i18n), {
      ...BY_LANGUAGE,
      'x-robots-tag': 'noindex',
    });
  }
  const html = memorialPreviewHtml(memorial, { siteUrl: deps.siteUrl, storageUrl: deps.storageUrl, i18n });
  return answer(request, 200, HTML, html, {
    ...BY_LANGUAGE,
    ...(memorial.hide_from_search ? { 'x-robots-tag': 'noindex' } : {}),
  });
}

export async function memorialPreview(request: Request, deps: MemorialPreviewDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json({ error: 'Only GET and HEAD' }, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  const path = subpath(request);
  if (path === '/robots.txt')
    return answer(request, 200, 'text/plain; charset=utf-8', robotsTxt(deps.siteUrl));
  if (path === '/sitemap.xml') {
    let memorials: Awaited<ReturnType<PublicMemorials['indexable']>>;
    let cemeteries: string[] = [];
    try {
      memorials = await deps.memorials.indexable(SITEMAP_MAX_URLS);
      cemeteries = (await deps.memorials.cemeteries?.(SITEMAP_MAX_URLS)) ?? [];
    } catch (error) {
      console.error(error);
      return Response.json({ error: 'The sitemap is unavailable; try again.' }, { status: 503 });
    }
    return answer(
      request,
      200,
      'application/xml; charset=utf-8',
      sitemapXml(deps.siteUrl, memorials, cemeteries),
    );
  }
  const key = memorialKey(path);
  if (key !== undefined) return memorialPage(request, key, deps);
  return Response.json({ error: 'Not found' }, { status: 404 });
}
