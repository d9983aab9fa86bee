import { describe, expect, it } from 'vitest';
import {
  canComplete,
  completeReminder,
  reminderCounts,
  reminderTiming,
  reminderTypeStyle,
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
