// What reminder e-mails and calendar events say, in the recipient's language (messages/). The edge functions run
// on Deno with relative imports only, so they cannot import packages/domain (date-fns, workspace types); the labels
// are repeated here and test/reminders/reminder-text.test.ts holds them equal to the domain's (spec section 9).
import { type ServerI18n, serverI18n } from './messages/i18n.ts';

const ENGLISH = serverI18n('en');

export type ReminderType = 'visit_reminder' | 'birthday' | 'death_anniversary' | 'maintenance' | 'custom';
export type Frequency = 'once' | 'weekly' | 'monthly' | 'quarterly' | 'biannually' | 'yearly';

/** The English labels, which are also the ids of their messages. */
export const REMINDER_TYPE_LABELS: Readonly<Record<ReminderType, string>> = {
  visit_reminder: /*i18n*/ 'Visit Reminder',
  birthday: /*i18n*/ 'Birthday',
  death_anniversary: /*i18n*/ 'Death Anniversary',
  maintenance: /*i18n*/ 'Maintenance',
  custom: /*i18n*/ 'Custom',
};

/** An unknown type is shown as Custom (spec section 9). */
export function reminderTypeLabel(type: string, i18n: ServerI18n = ENGLISH): string {
  return i18n._(
    Object.hasOwn(REMINDER_TYPE_LABELS, type)
      ? REMINDER_TYPE_LABELS[type as ReminderType]
      : REMINDER_TYPE_LABELS.custom,
  );
}

/** Months between the occurrences of the frequencies that repeat by the month. */
const MONTHS_APART: Readonly<Record<'monthly' | 'quarterly' | 'biannually', number>> = {
  monthly: 1,
  quarterly: 3,
  biannually: 6,
};

/** Days in each month of a leap year. */
const LONGEST_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * The RFC 5545 RRULE value of a reminder repeating from `start` (its next date, yyyy-mm-dd) on `anchorDay` of the
 * month (reminders.anchor_day; the start's own day when not given), as complete_reminder moves it; undefined for a
 * one-time reminder. A day after the 28th in a month that can be shorter is written as Outlook writes month ends,
 * "the last of the 28th to that day the month has" (BYMONTHDAY=28,29,30,31;BYSETPOS=-1): a plain monthly rule
 * would skip the months without that day instead of falling on their last day.
 */
export function recurrenceRule(frequency: string, start: string, anchorDay?: number): string | undefined {
  const day = anchorDay ?? Number(start.slice(8, 10));
  const month = Number(start.slice(5, 7));
  const monthEnd =
    day > 28
      ? `;BYMONTHDAY=${Array.from({ length: day - 27 }, (_, index) => 28 + index).join(',')};BYSETPOS=-1`
      : '';
  if (frequency === 'weekly') return 'FREQ=WEEKLY';
  if (frequency === 'yearly') {
    // Only February (and a day past a month's own length) can be short from one year to the next.
    const short = day > 28 && (month === 2 || day > (LONGEST_MONTH[month - 1] ?? 31));
    return short ? `FREQ=YEARLY;BYMONTH=${month}${monthEnd}` : 'FREQ=YEARLY';
  }
  if (!Object.hasOwn(MONTHS_APART, frequency)) return undefined;
  const interval = MONTHS_APART[frequency as keyof typeof MONTHS_APART];
  return `FREQ=MONTHLY${interval > 1 ? `;INTERVAL=${interval}` : ''}${monthEnd}`;
}

/** A `yyyy-mm-dd` date as 'MMMM d, yyyy' (spec section 9); any other text as it is. */
export function formatLongDate(date: string): string {
  return formatLongDateIn(date, ENGLISH);
}

/** A `yyyy-mm-dd` date as the long date of the reader's language ("5. März 2026"); any other text as it is. */
export function formatLongDateIn(date: string, i18n: ServerI18n): string {
  return i18n.longDate(date) ?? date;
}

export interface GravePlace {
  cemetery_name: string | null;
  section: string | null;
  plot_number: string | null;
}

/** "Oak Hill, Section North, Plot 7", leaving out what is not known; empty when nothing is. */
export function placeOf(
  { cemetery_name, section, plot_number }: GravePlace,
  i18n: ServerI18n = ENGLISH,
): string {
  const sectionName = section?.trim();
  const plot = plot_number?.trim();
  const parts = [
    cemetery_name?.trim(),
    sectionName ? i18n._('Section {sectionName}', { sectionName }) : undefined,
    plot ? i18n._('Plot {plot}', { plot }) : undefined,
  ];
  return parts.filter(Boolean).join(i18n._(', '));
}

export const memorialUrl = (siteUrl: string, graveId: string) =>
  `${siteUrl.replace(/\/+$/, '')}/dashboard/grave/${encodeURIComponent(graveId)}`;
