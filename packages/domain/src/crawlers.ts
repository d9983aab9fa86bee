/**
 * The link-preview and search crawlers that get a memorial's preview page (Open Graph and Twitter card tags)
 * instead of the app: messengers and social networks unfurling a shared link, and the two search engines. The
 * local static server routes them with this test; in production a CDN rule does the same with the same list
 * (packages/backend/README.md, "Link previews and search engines").
 */
export const LINK_PREVIEW_CRAWLERS = [
  'facebookexternalhit',
  'Twitterbot',
  'Slackbot',
  'WhatsApp',
  'LinkedInBot',
  'Discordbot',
  'Googlebot',
  'bingbot',
] as const;

const CRAWLER = new RegExp(LINK_PREVIEW_CRAWLERS.join('|'), 'i');

/** Whether a User-Agent header names one of those crawlers (anywhere in it, any case). */
export function isLinkPreviewCrawler(userAgent: string | null | undefined): boolean {
  return userAgent ? CRAWLER.test(userAgent) : false;
}
