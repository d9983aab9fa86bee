import { isLocale, LOCALE_COOKIE, type Locale, readCookie, SOURCE_LOCALE } from './locale';

// The server's side of choosing a locale (the host's first HTML, the functions' e-mails); the browser reads the
// same preferences from navigator.languages, without this module.

/**
 * The locale of a request from its `Accept-Language` header (RFC 9110: tags by quality, `*` any), or English when
 * it names none we speak. A region falls back to its language ("de-AT" reads German).
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return SOURCE_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag !== '' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return SOURCE_LOCALE;
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

/**
 * The locale a request is answered in: the reader's choice (the cookie) first, then what the browser prefers.
 */
export function requestLocale(headers: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const chosen = readCookie(headers.cookie, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : negotiateLocale(headers.acceptLanguage);
}
