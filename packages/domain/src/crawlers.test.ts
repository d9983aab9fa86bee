import { describe, expect, it } from 'vitest';
import { isLinkPreviewCrawler } from './crawlers';

describe('isLinkPreviewCrawler', () => {
  it.each([
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'SLACKBOT',
  ])('recognises %s', (userAgent) => {
    expect(isLinkPreviewCrawler(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    'curl/8.5.0',
    '',
  ])('leaves people and other clients to the app: %s', (userAgent) => {
    expect(isLinkPreviewCrawler(userAgent)).toBe(false);
  });

  it('treats a missing header as a person', () => {
    expect(isLinkPreviewCrawler(undefined)).toBe(false);
    expect(isLinkPreviewCrawler(null)).toBe(false);
  });
});
