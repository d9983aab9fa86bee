import { format, isValid, parseISO } from 'date-fns';
import { type DisplayLocale, isDisplayLocale, languageTag, SOURCE_LOCALE } from './locale';

/** The date formats of spec section 9 (US English). */
export const DATE_FORMATS = { long: 'MMMM d, yyyy', short: 'MMM d, yyyy', year: 'yyyy' } as const;

/**
 * Date-only values (yyyy-MM-dd) are read as local calendar dates, never as UTC midnight, so a birthday does
 * not move to the previous day west of Greenwich.
 */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export function formatDate(value: string | null | undefined, pattern: string = DATE_FORMATS.long): string {
  const date = parseDate(value);
  return date ? format(date, pattern) : '';
}

/**
 * The UTC calendar date (yyyy-MM-dd) of a timestamp: the same on a server and in any browser, where the local date
 * depends on the reader's time zone. What a prerendered page shows, and the app's first render that hydrates it.
 */
export function utcDateOf(timestamp: string): string | null {
  const date = parseDate(timestamp);
  return date ? date.toISOString().slice(0, 10) : null;
}

/** yyyy-MM-dd of a local calendar date, as the database stores dates. */
export function toDateOnly(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The date styles of the app, in any locale; in English they read as DATE_FORMATS do ("March 5, 2024"). */
export type DateStyle = 'long' | 'short' | 'year' | 'dayMonth' | 'dateTime';

const INTL_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  year: { year: 'numeric' },
  dayMonth: { month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/**
 * A date in the reader's language through Intl (`locale` is the active Lingui locale, e.g. `i18n.locale`): "March 5,
 * 2024", "5. März 2024", "5 mars 2024", "٥ مارس ٢٠٢٤". Date-only values are local calendar dates, as in formatDate.
 */
export function formatDateIn(
  locale: string,
  value: string | null | undefined,
  style: DateStyle = 'long',
): string {
  const date = parseDate(value);
  if (!date) return '';
  const displayLocale: DisplayLocale = isDisplayLocale(locale) ? locale : SOURCE_LOCALE;
  return new Intl.DateTimeFormat(languageTag(displayLocale), INTL_STYLES[style]).format(date);
}
