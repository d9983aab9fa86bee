// The languages the server writes in, and which one a request or a person reads. The same as
// `@evergreen/domain/locale` and `@evergreen/domain/accept-language` (the Deno functions cannot import the package);
// test/platform/server-messages.test.ts holds them equal.

export const LOCALES = ['en', 'es', 'de', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A saved locale (profiles.locale), or English for anything else. */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : SOURCE_LOCALE);

/** The BCP 47 tag for `Intl` and `<html lang>`: English is the spec's US English ("March 5, 2024"). */
export const languageTag = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

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
