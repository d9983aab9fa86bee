// The edge functions (Deno, relative imports only) repeat the reminder labels of packages/domain; this keeps the
// two equal, and checks the texts of e-mails and calendar events that need no server.
import {
  FREQUENCIES,
  RECURRENCE_RULES,
  REMINDER_TYPE_STYLE,
  REMINDER_TYPES,
} from '@evergreen/domain/reminders';
import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  placeOf,
  RECURRENCE,
  REMINDER_TYPE_LABELS,
  recurrenceOf,
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
    expect(Object.keys(RECURRENCE).sort()).toEqual(FREQUENCIES.filter((f) => f !== 'once').sort());
    expect(recurrenceOf('once')).toBeUndefined();
    expect(recurrenceOf('quarterly')).toEqual({ freq: 'MONTHLY', interval: 3 });
    expect(recurrenceOf('biannually')).toEqual({ freq: 'MONTHLY', interval: 6 });
    for (const frequency of FREQUENCIES) {
      const rule = recurrenceOf(frequency);
      const written = rule && `FREQ=${rule.freq}${rule.interval > 1 ? `;INTERVAL=${rule.interval}` : ''}`;
      expect(written ?? null, frequency).toBe(RECURRENCE_RULES[frequency]);
    }
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
