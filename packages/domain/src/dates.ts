import { format, isValid, parseISO } from 'date-fns';

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
