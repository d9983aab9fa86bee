/**
 * The languages Evergreen speaks. The shell owns the reader's locale; every app, the e-mails, the calendar feed
 * and the keepsake read it from here, so a locale is added in one place.
 */

/** Catalog names: the `{locale}` of every `src/locales/{locale}.po`. English is the source: the spec's texts. */
export const LOCALES = ['en', 'es', 'de', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/**
 * Accented and a third longer, for seeing clipped or hard-coded text (Storybook's toolbar, `?locale=pseudo`); never
 * offered to readers.
 */
export const PSEUDO_LOCALE = 'pseudo';
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language by its own name, as a reader looks for it in the language menu. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  ar: 'العربية',
};

/** The cookie a signed-out reader's choice is kept in (a signed-in one's is `profiles.locale` too). */
export const LOCALE_COOKIE = 'evergreen-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isDisplayLocale(value: unknown): value is DisplayLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/** The BCP 47 tag for `<html lang>` and `Intl`: English is the spec's US English (dates as "March 5, 2024"). */
export function languageTag(locale: DisplayLocale): string {
  if (locale === 'en') return 'en-US';
  // The pseudo-locale formats dates and numbers as English does: only its messages are altered.
  if (locale === PSEUDO_LOCALE) return 'en-US';
  return locale;
}

export function directionOf(locale: DisplayLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The value of one cookie in a `Cookie` header or `document.cookie`. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
