const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Apps on this machine (any port), the configured site and the extra allowed origins. */
export function isAllowedOrigin(origin: string, siteUrl: string, extra: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  const allowed = [siteUrl, ...extra].flatMap((entry) => {
    try {
      return [new URL(entry).origin];
    } catch {
      return [];
    }
  });
  return allowed.includes(url.origin);
}

/** Where an e-mail link may send the browser: the requested place if allowed, else the site. */
export function safeRedirect(
  requested: string | undefined,
  siteUrl: string,
  extra: readonly string[],
): string {
  // The parsed form: percent-encoded, so a NUL or a line break in the request cannot reach a Location header.
  if (requested && isAllowedOrigin(requested, siteUrl, extra)) return new URL(requested).href;
  return siteUrl;
}
