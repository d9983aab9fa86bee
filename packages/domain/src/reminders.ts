import {
  addMonths,
  addWeeks,
  getDate,
  getDaysInMonth,
  isBefore,
  isSameDay,
  setDate,
  startOfDay,
  startOfMonth,
} from 'date-fns';
import type { Enums } from './database';
import { parseDate, toDateOnly } from './dates';

// The values are the database's enums (one definition, in the migrations); the records below are keyed by the
// generated types, so a value added in SQL does not type-check here until it has its label.
export type ReminderType = Enums<'reminder_type'>;
export type Frequency = Enums<'reminder_frequency'>;

/** Labels and colours of spec section 9; an unknown type is shown as custom. */
export const REMINDER_TYPE_STYLE: Record<ReminderType, { label: string; color: string }> = {
  visit_reminder: { label: 'Visit Reminder', color: 'blue' },
  birthday: { label: 'Birthday', color: 'green' },
  death_anniversary: { label: 'Death Anniversary', color: 'purple' },
  maintenance: { label: 'Maintenance', color: 'orange' },
  custom: { label: 'Custom', color: 'gray' },
};

export const REMINDER_TYPES = Object.keys(REMINDER_TYPE_STYLE) as readonly ReminderType[];

export function reminderTypeStyle(type: string): { label: string; color: string } {
  return (REMINDER_TYPES as readonly string[]).includes(type)
    ? REMINDER_TYPE_STYLE[type as ReminderType]
    : REMINDER_TYPE_STYLE.custom;
}

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  once: 'Once',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly (every 3 months)',
  biannually: 'Twice a Year (every 6 months)',
  yearly: 'Yearly',
};
export const FREQUENCIES = Object.keys(FREQUENCY_LABELS) as readonly Frequency[];

/** Months between occurrences of the frequencies that repeat by the month. */
const MONTHS: Record<Exclude<Frequency, 'once' | 'weekly'>, number> = {
  monthly: 1,
  quarterly: 3,
  biannually: 6,
  yearly: 12,
};

export type CompletionResult = { kind: 'deactivate' } | { kind: 'reschedule'; nextReminderDate: string };

/**
 * Completing a reminder, as the database's complete_reminder does (the page shows it before the answer comes): a
 * one-time reminder is soft-deleted; a repeating one moves forward from its current next date (not from today),
 * stored as a date only. Month-based frequencies keep the reminder's day of the month (`anchorDay`, the
 * reminders.anchor_day column), clamped only in shorter months: monthly from Jan 31 goes Feb 28, Mar 31, Apr 30.
 */
export function completeReminder(
  frequency: Frequency,
  nextReminderDate: string,
  anchorDay?: number,
): CompletionResult {
  if (frequency === 'once') return { kind: 'deactivate' };
  const current = parseDate(nextReminderDate);
  if (!current) throw new Error(`Not a date: ${nextReminderDate}`);
  if (frequency === 'weekly')
    return { kind: 'reschedule', nextReminderDate: toDateOnly(addWeeks(current, 1)) };
  const month = addMonths(startOfMonth(current), MONTHS[frequency]);
  const day = Math.min(anchorDay ?? getDate(current), getDaysInMonth(month));
  return { kind: 'reschedule', nextReminderDate: toDateOnly(setDate(month, day)) };
}

export type ReminderTiming = 'overdue' | 'today' | 'upcoming';

/** Date-only comparison: overdue before today, today on the same day, upcoming after. */
export function reminderTiming(nextReminderDate: string, today: Date = new Date()): ReminderTiming {
  const date = parseDate(nextReminderDate);
  if (!date) throw new Error(`Not a date: ${nextReminderDate}`);
  const day = startOfDay(today);
  if (isSameDay(date, day)) return 'today';
  return isBefore(date, day) ? 'overdue' : 'upcoming';
}

export interface ReminderCounts {
  total: number;
  /** Includes today's, as the spec says. */
  upcoming: number;
  overdue: number;
}

export function reminderCounts(dates: readonly string[], today: Date = new Date()): ReminderCounts {
  const timings = dates.map((date) => reminderTiming(date, today));
  return {
    total: dates.length,
    upcoming: timings.filter((timing) => timing !== 'overdue').length,
    overdue: timings.filter((timing) => timing === 'overdue').length,
  };
}

/** The sidebar's line for a repeating reminder ("Repeats monthly"); none for a one-time reminder. */
export function repeatsLabel(frequency: Frequency): string | null {
  if (frequency === 'once') return null;
  return `Repeats ${FREQUENCY_LABELS[frequency].toLowerCase()}`;
}

/**
 * Today's calendar date where the user is (an IANA zone), as a local Date at midnight: timing compares dates
 * only, so a reminder turns due at the user's midnight, not the server's. An unknown zone falls back to the
 * browser's own clock.
 */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): Date {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(now);
      const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
      return new Date(part('year'), part('month') - 1, part('day'));
    } catch {
      // RangeError for a zone this browser does not know.
    }
  }
  return startOfDay(now);
}

/** The private calendar feed's addresses: https for a download, webcal:// for calendar apps to subscribe. */
export function calendarFeedUrls(supabaseUrl: string, token: string): { https: string; webcal: string } {
  const https = `${supabaseUrl.replace(/\/$/, '')}/functions/v1/calendar-feed?token=${encodeURIComponent(token)}`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}

/** How many days ahead a reminder can be sent (Family plan); the database holds the same range. */
export const DAYS_BEFORE_MAX = 30;

/** The "Remind me" choice in words: "On the day", "1 day before", "3 days before". */
export function daysBeforeLabel(daysBefore: number): string {
  if (daysBefore <= 0) return 'On the day';
  return daysBefore === 1 ? '1 day before' : `${daysBefore} days before`;
}
