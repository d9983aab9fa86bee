import { describe, expect, it } from 'vitest';
import {
  addUtcDays,
  fillVisitDays,
  summarizeVisits,
  utcDayOf,
  VISIT_DAYS,
  visitsSentence,
  visitWindowStart,
} from './visits';

describe('visit days', () => {
  it('names days in UTC, whatever the local time zone', () => {
    expect(utcDayOf(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    expect(addUtcDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addUtcDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addUtcDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('shows the 90 days that end today, as the database keeps them', () => {
    expect(VISIT_DAYS).toBe(90);
    expect(visitWindowStart('2026-11-23')).toBe('2026-08-26');
    expect(visitWindowStart('2026-11-23', 1)).toBe('2026-11-23');
  });

  it('fills the days nobody visited with zero, oldest first', () => {
    const series = fillVisitDays(
      [
        { day: '2026-11-23', visits: 2 },
        { day: '2026-11-21', visits: 5 },
      ],
      '2026-11-23',
      4,
    );
    expect(series).toEqual([
      { day: '2026-11-20', visits: 0 },
      { day: '2026-11-21', visits: 5 },
      { day: '2026-11-22', visits: 0 },
      { day: '2026-11-23', visits: 2 },
    ]);
    expect(fillVisitDays([], '2026-11-23')).toHaveLength(90);
  });

  it('leaves out days outside the window and adds up a day given twice', () => {
    const series = fillVisitDays(
      [
        { day: '2026-11-19', visits: 9 },
        { day: '2026-11-24', visits: 9 },
        { day: '2026-11-22', visits: 1 },
        { day: '2026-11-22', visits: 2 },
      ],
      '2026-11-23',
      3,
    );
    expect(series.map((entry) => entry.visits)).toEqual([0, 3, 0]);
  });
});

describe('visit summary', () => {
  it('totals the series, takes today from its last day and finds the busiest day', () => {
    const series = fillVisitDays(
      [
        { day: '2026-11-01', visits: 4 },
        { day: '2026-11-10', visits: 4 },
        { day: '2026-11-23', visits: 1 },
      ],
      '2026-11-23',
    );
    const summary = summarizeVisits(series);
    expect(summary).toEqual({ total: 9, today: 1, busiest: { day: '2026-11-10', visits: 4 } });
    expect(visitsSentence(summary)).toBe(
      '9 visits in the last 90 days, 1 visit today. The busiest day was November 10, 2026, with 4 visits.',
    );
  });

  it('says so when nobody visited', () => {
    const summary = summarizeVisits(fillVisitDays([], '2026-11-23'));
    expect(summary).toEqual({ total: 0, today: 0, busiest: null });
    expect(visitsSentence(summary)).toBe('No visits in the last 90 days.');
    expect(summarizeVisits([])).toEqual({ total: 0, today: 0, busiest: null });
  });

  it('writes large totals with thousands separators', () => {
    const summary = summarizeVisits([{ day: '2026-11-23', visits: 1200 }]);
    expect(visitsSentence(summary)).toBe(
      '1,200 visits in the last 90 days, 1,200 visits today. The busiest day was November 23, 2026, with 1,200 visits.',
    );
  });
});
