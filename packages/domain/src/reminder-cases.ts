import type { Frequency } from './reminders';

/**
 * One table of how repeating reminders move, for every place that computes or follows it: the database
 * (complete_reminder, packages/backend/test/reminder-month-ends.test.ts), the e-mails sent on those dates and the
 * calendar feed's RRULE (same test), and the page's optimistic update (completeReminder, reminders.test.ts).
 * Test data only; production code does not import it.
 *
 * Month ends are kept as Outlook keeps them: the chosen day, clamped only in shorter months, never drifting.
 * `dates[0]` is the start date (and first next date); each later date is what completing the one before gives.
 * Every date but the last is in the past, so the database lets a test complete it today.
 */
export interface RecurrenceCase {
  name: string;
  frequency: Exclude<Frequency, 'once'>;
  dates: readonly string[];
}

export const RECURRENCE_CASES: readonly RecurrenceCase[] = [
  {
    name: 'monthly from Jan 31: Feb 28, then back to the 31st or the month end',
    frequency: 'monthly',
    dates: ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31'],
  },
  {
    name: 'monthly from Jan 31 in a leap year: Feb 29',
    frequency: 'monthly',
    dates: ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'],
  },
  {
    name: 'monthly from Jan 30: Feb 28, then the 30th',
    frequency: 'monthly',
    dates: ['2025-01-30', '2025-02-28', '2025-03-30', '2025-04-30', '2025-05-30'],
  },
  {
    name: 'monthly from Jan 29: Feb 28, then the 29th',
    frequency: 'monthly',
    dates: ['2025-01-29', '2025-02-28', '2025-03-29'],
  },
  {
    name: 'monthly from Dec 31, across the year end',
    frequency: 'monthly',
    dates: ['2024-12-31', '2025-01-31', '2025-02-28', '2025-03-31'],
  },
  {
    name: 'monthly on the 15th',
    frequency: 'monthly',
    dates: ['2025-01-15', '2025-02-15', '2025-03-15'],
  },
  {
    name: 'quarterly from Nov 30: Feb 28, then the 30th',
    frequency: 'quarterly',
    dates: ['2024-11-30', '2025-02-28', '2025-05-30', '2025-08-30', '2025-11-30'],
  },
  {
    name: 'quarterly from Aug 31: the 31st or the month end',
    frequency: 'quarterly',
    dates: ['2024-08-31', '2024-11-30', '2025-02-28', '2025-05-31', '2025-08-31'],
  },
  {
    name: 'twice a year from Aug 31: Feb 28, then Aug 31',
    frequency: 'biannually',
    dates: ['2024-08-31', '2025-02-28', '2025-08-31', '2026-02-28'],
  },
  {
    name: 'yearly from Feb 29: Feb 28 in other years, Feb 29 in leap years',
    frequency: 'yearly',
    dates: ['2020-02-29', '2021-02-28', '2022-02-28', '2023-02-28', '2024-02-29', '2025-02-28'],
  },
  {
    name: 'yearly on Dec 31',
    frequency: 'yearly',
    dates: ['2022-12-31', '2023-12-31', '2024-12-31'],
  },
  {
    name: 'weekly, across month ends, by seven days',
    frequency: 'weekly',
    dates: ['2025-01-24', '2025-01-31', '2025-02-07', '2025-02-14', '2025-02-21', '2025-02-28', '2025-03-07'],
  },
];
