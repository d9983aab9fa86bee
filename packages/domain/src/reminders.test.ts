import { describe, expect, it } from 'vitest';
import { toDateOnly } from './dates';
import {
  calendarFeedUrls,
  canComplete,
  completeReminder,
  DAYS_BEFORE_MAX,
  daysBeforeLabel,
  isValidDaysBefore,
  nextOccurrence,
  RECURRENCE_RULES,
  reminderCounts,
  reminderTiming,
  reminderTypeStyle,
  repeatsLabel,
  sendDate,
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

  it('offers Complete only for today and overdue', () => {
    expect(canComplete('2026-11-21', today)).toBe(true);
    expect(canComplete('2026-11-01', today)).toBe(true);
    expect(canComplete('2026-11-22', today)).toBe(false);
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

describe('RECURRENCE_RULES', () => {
  it('repeats each frequency as section 4 moves it, and a once reminder not at all', () => {
    expect(RECURRENCE_RULES).toEqual({
      once: null,
      weekly: 'FREQ=WEEKLY',
      monthly: 'FREQ=MONTHLY',
      quarterly: 'FREQ=MONTHLY;INTERVAL=3',
      biannually: 'FREQ=MONTHLY;INTERVAL=6',
      yearly: 'FREQ=YEARLY',
    });
  });
});

describe('sendDate', () => {
  it('is the date less the days before, across month and year ends', () => {
    expect(sendDate('2026-03-10', 0)).toBe('2026-03-10');
    expect(sendDate('2026-03-10', 3)).toBe('2026-03-07');
    expect(sendDate('2026-03-02', 3)).toBe('2026-02-27');
    expect(sendDate('2028-03-01', 1)).toBe('2028-02-29');
    expect(sendDate('2027-01-05', 30)).toBe('2026-12-06');
  });

  it('refuses what the database refuses', () => {
    expect(() => sendDate('2026-03-10', 31)).toThrow();
    expect(() => sendDate('2026-03-10', -1)).toThrow();
    expect(() => sendDate('2026-03-10', 1.5)).toThrow();
    expect(() => sendDate('not a date', 1)).toThrow();
    expect(isValidDaysBefore(0)).toBe(true);
    expect(isValidDaysBefore(DAYS_BEFORE_MAX)).toBe(true);
    expect(isValidDaysBefore(DAYS_BEFORE_MAX + 1)).toBe(false);
  });
});

describe('nextOccurrence', () => {
  const today = new Date(2026, 4, 20); // May 20, 2026

  it('keeps a date still to come, and a one-time date even when past', () => {
    expect(nextOccurrence('monthly', '2026-06-01', today)).toBe('2026-06-01');
    expect(nextOccurrence('monthly', '2026-05-20', today)).toBe('2026-05-20');
    expect(nextOccurrence('once', '2026-01-01', today)).toBe('2026-01-01');
  });

  it('brings a past repeating date round to the first one on or after today', () => {
    expect(nextOccurrence('weekly', '2026-05-06', today)).toBe('2026-05-20');
    expect(nextOccurrence('weekly', '2026-05-07', today)).toBe('2026-05-21');
    expect(nextOccurrence('quarterly', '2025-11-25', today)).toBe('2026-05-25');
    expect(nextOccurrence('biannually', '2025-05-19', today)).toBe('2026-11-19');
    expect(nextOccurrence('yearly', '2020-02-29', today)).toBe('2027-02-28');
  });

  it('counts month ends from the first date, as the calendar feed repeats them', () => {
    expect(nextOccurrence('monthly', '2026-01-31', new Date(2026, 2, 1))).toBe('2026-03-31');
    expect(nextOccurrence('monthly', '2026-01-31', new Date(2026, 1, 10))).toBe('2026-02-28');
  });
});

describe('daysBeforeLabel', () => {
  it('says when the reminder comes', () => {
    expect(daysBeforeLabel(0)).toBe('On the day');
    expect(daysBeforeLabel(1)).toBe('1 day before');
    expect(daysBeforeLabel(3)).toBe('3 days before');
  });
});
