// The edge functions (Deno, relative imports only) repeat the reminder labels of packages/domain; this keeps the
// two equal, and checks the texts of e-mails and calendar events that need no server.
import { FREQUENCIES, REMINDER_TYPE_STYLE, REMINDER_TYPES } from '@evergreen/domain/reminders';
import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  placeOf,
  REMINDER_TYPE_LABELS,
  recurrenceRule,
  reminderTypeLabel,
} from '../../supabase/functions/_shared/reminder-text.ts';

describe('reminder texts of the edge functions', () => {
  it('label every type as the domain does (spec section 9), unknown as Custom', () => {
    expect(Object.keys(REMINDER_TYPE_LABELS).sort()).toEqual([...REMINDER_TYPES].sort());
    for (const type of REMINDER_TYPES)
      expect(REMINDER_TYPE_LABELS[type]).toBe(REMINDER_TYPE_STYLE[type].label);
    expect(reminderTypeLabel('party')).toBe('Custom');
    expect(reminderTypeLabel('toString')).toBe('Custom');
  });

  it('have a recurrence for every repeating frequency and none for once', () => {
    for (const frequency of FREQUENCIES) {
      expect(recurrenceRule(frequency, '2026-03-10') === undefined, frequency).toBe(frequency === 'once');
    }
    expect(recurrenceRule('daily', '2026-03-10')).toBeUndefined();
    expect(recurrenceRule('weekly', '2026-03-31')).toBe('FREQ=WEEKLY');
    expect(recurrenceRule('monthly', '2026-03-10')).toBe('FREQ=MONTHLY');
    expect(recurrenceRule('quarterly', '2026-03-10')).toBe('FREQ=MONTHLY;INTERVAL=3');
    expect(recurrenceRule('biannually', '2026-03-10')).toBe('FREQ=MONTHLY;INTERVAL=6');
    expect(recurrenceRule('yearly', '2026-03-10')).toBe('FREQ=YEARLY');
  });

  // Expanded against complete_reminder's dates in test/reminder-month-ends.test.ts.
  it('keep a day after the 28th as the last day of shorter months, not skip them', () => {
    expect(recurrenceRule('monthly', '2026-01-31')).toBe('FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1');
    expect(recurrenceRule('monthly', '2026-02-28', 31)).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
    );
    expect(recurrenceRule('monthly', '2026-01-30')).toBe('FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1');
    expect(recurrenceRule('monthly', '2026-02-28', 29)).toBe('FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1');
    expect(recurrenceRule('monthly', '2026-02-28')).toBe('FREQ=MONTHLY');
    expect(recurrenceRule('quarterly', '2026-11-30')).toBe(
      'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=28,29,30;BYSETPOS=-1',
    );
    expect(recurrenceRule('yearly', '2028-02-29')).toBe('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1');
    expect(recurrenceRule('yearly', '2027-02-28', 29)).toBe(
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1',
    );
    // A yearly day that every year's month has needs nothing more.
    expect(recurrenceRule('yearly', '2026-12-31')).toBe('FREQ=YEARLY');
    expect(recurrenceRule('yearly', '2026-04-30', 31)).toBe(
      'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
    );
  });

  it("write dates as 'MMMM d, yyyy' without a time zone shifting the day", () => {
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026');
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('name the place from what is known of it', () => {
    expect(placeOf({ cemetery_name: 'Oak Hill', section: 'North', plot_number: '7' })).toBe(
      'Oak Hill, Section North, Plot 7',
    );
    expect(placeOf({ cemetery_name: ' ', section: null, plot_number: '12B' })).toBe('Plot 12B');
    expect(placeOf({ cemetery_name: null, section: null, plot_number: null })).toBe('');
  });
});
