const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A `yyyy-mm-dd` date as the app's long date, 'MMMM d, yyyy' (spec section 9): the calendar date as stored, without
 * any time zone getting in between. Undefined for anything else.
 */
export function longDate(value: string | null): string | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : undefined;
}
