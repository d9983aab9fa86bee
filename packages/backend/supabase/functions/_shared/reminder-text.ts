// What reminder e-mails and calendar events say. The edge functions run on Deno with relative imports only, so
// they cannot import packages/domain (date-fns, workspace types); the labels are repeated here and
// test/reminders/reminder-text.test.ts holds them equal to the domain's (spec section 9).
import { longDate } from './long-date.ts';

export type ReminderType = 'visit_reminder' | 'birthday' | 'death_anniversary' | 'maintenance' | 'custom';
export type Frequency = 'once' | 'weekly' | 'monthly' | 'quarterly' | 'biannually' | 'yearly';

export const REMINDER_TYPE_LABELS: Readonly<Record<ReminderType, string>> = {
  visit_reminder: 'Visit Reminder',
  birthday: 'Birthday',
  death_anniversary: 'Death Anniversary',
  maintenance: 'Maintenance',
  custom: 'Custom',
};

/** An unknown type is shown as Custom (spec section 9). */
export function reminderTypeLabel(type: string): string {
  return Object.hasOwn(REMINDER_TYPE_LABELS, type)
    ? REMINDER_TYPE_LABELS[type as ReminderType]
    : REMINDER_TYPE_LABELS.custom;
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
  return longDate(date) ?? date;
}

export interface GravePlace {
  cemetery_name: string | null;
  section: string | null;
  plot_number: string | null;
}

/** "Oak Hill, Section North, Plot 7", leaving out what is not known; empty when nothing is. */
export function placeOf({ cemetery_name, section, plot_number }: GravePlace): string {
  const parts = [
    cemetery_name?.trim(),
    section?.trim() ? `Section ${section.trim()}` : undefined,
    plot_number?.trim() ? `Plot ${plot_number.trim()}` : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

export const memorialUrl = (siteUrl: string, graveId: string) =>
  `${siteUrl.replace(/\/+$/, '')}/dashboard/grave/${encodeURIComponent(graveId)}`;
