// robots.txt and sitemap.xml of the app's origin, served by the memorial-preview function (the CDN routes
// /robots.txt and /sitemap.xml to it in production; the local static server does the same).
import { memorialPageUrl } from './preview-html.ts';
import type { SitemapMemorial } from './public-memorials.ts';

/** The public pages of mf-public, besides the memorials. */
export const PUBLIC_PAGES = ['/', '/help', '/contact', '/terms', '/privacy'] as const;

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const origin = (siteUrl: string) => siteUrl.replace(/\/$/, '');

/** Public pages open to every crawler; the signed-in app and the sign-in pages are not for search results. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/**
 * The public pages, every public memorial that does not hide from search engines, and the page of every cemetery
 * with one (`/cemeteries/<slug>`, issue 31).
 */
export function sitemapXml(
  siteUrl: string,
  memorials: readonly SitemapMemorial[],
  cemeteries: readonly string[] = [],
): string {
  const entry = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const pages = PUBLIC_PAGES.map((path) => entry(`${origin(siteUrl)}${path}`));
  const graves = memorials
    .slice(0, SITEMAP_MAX_URLS - PUBLIC_PAGES.length)
    .map((memorial) =>
      entry(memorialPageUrl(siteUrl, memorial), new Date(memorial.updated_at).toISOString()),
    );
  const cemeteryPages = cemeteries
    .slice(0, Math.max(0, SITEMAP_MAX_URLS - PUBLIC_PAGES.length - graves.length))
    .map((slug) => entry(`${origin(siteUrl)}/cemeteries/${encodeURIComponent(slug)}`));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...graves,
    ...cemeteryPages,
    '</urlset>',
    '',
  ].join('\n');
}
