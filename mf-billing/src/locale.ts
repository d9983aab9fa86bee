import { formatDate, formatDateIn } from '@evergreen/domain/dates';
import { type DisplayLocale, isDisplayLocale, SOURCE_LOCALE } from '@evergreen/domain/locale';

/** The page's locale as Lingui holds it (`i18n.locale`), for Intl: English when it is not one of ours. */
export function displayLocale(locale: string): DisplayLocale {
  return isDisplayLocale(locale) ? locale : SOURCE_LOCALE;
}

/**
 * A moment with its time in the reader's language: "Nov 21, 2026 15:30" in English, as the settings page always
 * wrote it; through Intl elsewhere ("21. Nov. 2026, 15:30").
 */
export function formatDateTimeIn(locale: string, value: string | null | undefined): string {
  const display = displayLocale(locale);
  return display === SOURCE_LOCALE
    ? formatDate(value, 'MMM d, yyyy HH:mm')
    : formatDateIn(display, value, 'dateTime');
}
