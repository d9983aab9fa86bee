import { describe, expect, it } from 'vitest';
import { toDateOnly } from './dates';
import { RECURRENCE_CASES } from './reminder-cases';
import {
  calendarFeedUrls,
  completeReminder,
  daysBeforeLabel,
  reminderCounts,
  reminderTiming,
  reminderTypeStyle,
  repeatsLabel,
  todayIn,
} from './reminders';

const today = new Date(2026, 10, 21, 15, 30);

describe('completeReminder', () => {
  it('soft-deletes a one-time reminder', () => {
    expect(completeReminder('once', '2026-11-21')).toEqual({ kind: 'deactivate' });
  });

  it.each([
    ['weekly', '2026-11-21', '2026-11-28'],
    ['monthly', '2026-01-31', '2026-02-28'],
    ['quarterly', '2026-11-21', '2027-02-21'],
    ['biannually', '2026-08-31', '2027-02-28'],
    ['yearly', '2024-02-29', '2025-02-28'],
  ] as const)('moves a %s reminder from its own next date %s to %s', (frequency, from, to) => {
    expect(completeReminder(frequency, from)).toEqual({ kind: 'reschedule', nextReminderDate: to });
  });

  // The table the database's complete_reminder is tested against too (backend test/reminder-month-ends.test.ts).
  describe.each(RECURRENCE_CASES)('$name', ({ frequency, dates }) => {
    const anchorDay = Number(dates[0]?.slice(8));
    it.each(dates.slice(0, -1).map((from, step) => [from, dates[step + 1]]))(
      'moves %s to %s, keeping the day it was set on',
      (from, to) => {
        expect(completeReminder(frequency, from as string, anchorDay)).toEqual({
          kind: 'reschedule',
          nextReminderDate: to,
        });
      },
    );
  });

  it("takes the next date's own day when no anchor day is given (a reminder just set)", () => {
    expect(completeReminder('monthly', '2026-03-31')).toEqual({
      kind: 'reschedule',
      nextReminderDate: '2026-04-30',
    });
    expect(completeReminder('monthly', '2026-02-28')).toEqual({
      kind: 'reschedule',
      nextReminderDate: '2026-03-28',
    });
  });

  it('counts from the next date, not from today, even when overdue', () => {
    expect(completeReminder('weekly', '2026-10-01')).toEqual({
      kind: 'reschedule',
      nextReminderDate: '2026-10-08',
    });
  });
});

describe('reminderTiming', () => {
  it('compares dates only', () => {
    expect(reminderTiming('2026-11-20', today)).toBe('overdue');
    expect(reminderTiming('2026-11-21', today)).toBe('today');
    expect(reminderTiming('2026-11-22', today)).toBe('upcoming');
  });

  it("counts today's reminders as upcoming too", () => {
    expect(reminderCounts(['2026-11-20', '2026-11-21', '2026-12-01'], today)).toEqual({
      total: 3,
      upcoming: 2,
      overdue: 1,
    });
  });
});

describe('reminderTypeStyle', () => {
  it('labels known types and treats unknown ones as custom', () => {
    expect(reminderTypeStyle('death_anniversary')).toEqual({ label: 'Death Anniversary', color: 'purple' });
    expect(reminderTypeStyle('something-else')).toEqual({ label: 'Custom', color: 'gray' });
  });
});

describe('repeatsLabel', () => {
  it('says how a repeating reminder repeats, and nothing for a one-time one', () => {
    expect(repeatsLabel('once')).toBeNull();
    expect(repeatsLabel('monthly')).toBe('Repeats monthly');
    expect(repeatsLabel('biannually')).toBe('Repeats twice a year (every 6 months)');
  });
});

describe('todayIn', () => {
  // 2026-11-21 02:30 UTC: still the 20th in New York, already the 21st in Tokyo.
  const now = new Date(Date.UTC(2026, 10, 21, 2, 30));

  it("takes the calendar date of the user's own time zone", () => {
    expect(toDateOnly(todayIn('America/New_York', now))).toBe('2026-11-20');
    expect(toDateOnly(todayIn('Asia/Tokyo', now))).toBe('2026-11-21');
    expect(reminderTiming('2026-11-21', todayIn('America/New_York', now))).toBe('upcoming');
    expect(reminderTiming('2026-11-21', todayIn('Asia/Tokyo', now))).toBe('today');
  });

  it("falls back to the browser's date for an unknown or missing zone", () => {
    expect(toDateOnly(todayIn('Mars/Olympus_Mons', now))).toBe(toDateOnly(now));
    expect(toDateOnly(todayIn(null, now))).toBe(toDateOnly(now));
  });
});

describe('calendarFeedUrls', () => {
  it('gives the https feed and its webcal:// twin', () => {
    expect(calendarFeedUrls('http://127.0.0.1:54321/', 'ab12')).toEqual({
      https: 'http://127.0.0.1:54321/functions/v1/calendar-feed?token=ab12',
      webcal: 'webcal://127.0.0.1:54321/functions/v1/calendar-feed?token=ab12',
    });
  });
});

describe('daysBeforeLabel', () => {
  it('says when the reminder comes', () => {
    expect(daysBeforeLabel(0)).toBe('On the day');
    expect(daysBeforeLabel(1)).toBe('1 day before');
    expect(daysBeforeLabel(3)).toBe('3 days before');
  });
});
