import { describe, expect, it } from 'vitest';
import { reminderRow } from '../../../testing/support';
import { completedIn } from './complete-reminder';

describe('completedIn', () => {
  it("moves a repeating reminder on its own day of the month, as the database will, and keeps the list's order", () => {
    // Set on Jan 31, now on Feb 28: the next date is Mar 31, not Mar 28.
    const monthEnd = reminderRow({
      id: 'month-end',
      frequency: 'monthly',
      reminder_date: '2026-01-31',
      next_reminder_date: '2026-02-28',
      anchor_day: 31,
    });
    const between = reminderRow({ id: 'between', next_reminder_date: '2026-03-30' });
    const after = completedIn([monthEnd, between], 'month-end');
    expect(after.map((item) => [item.id, item.next_reminder_date])).toEqual([
      ['between', '2026-03-30'],
      ['month-end', '2026-03-31'],
    ]);
  });

  it('takes a one-time reminder off the list and leaves an unknown id alone', () => {
    const once = reminderRow({ id: 'once' });
    expect(completedIn([once], 'once')).toEqual([]);
    expect(completedIn([once], 'other')).toEqual([once]);
  });
});
