/**
 * Visit counts (issue 15, Family plan): a public memorial's visits per day, as its owner's chart shows them. The
 * database counts by UTC day (backend supabase/schemas/85_visits.sql) and keeps 90 of them; days nobody visited have no row.
 */
import { DATE_FORMATS, formatDate } from './dates';

/** How many days the database keeps and the chart shows, today included. */
export const VISIT_DAYS = 90;

/** One day's count: `day` is a UTC calendar date, yyyy-MM-dd. */
export interface DailyVisits {
  day: string;
  visits: number;
}

const DAY_MS = 86_400_000;

/** The UTC calendar date of a moment: the day the database counts a visit under. */
export function utcDayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The UTC day `offset` days from `day` (yyyy-MM-dd, either way). */
export function addUtcDays(day: string, offset: number): string {
  return utcDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS));
}

/** The first of the `days` days that end with `today`. */
export function visitWindowStart(today: string, days = VISIT_DAYS): string {
  return addUtcDays(today, -(days - 1));
}

/**
 * Every one of the `days` days ending with `today`, oldest first, with its count: 0 where the database has no
 * row. Rows outside the window are left out; a day given twice counts once with both numbers added.
 */
export function fillVisitDays(rows: readonly DailyVisits[], today: string, days = VISIT_DAYS): DailyVisits[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.visits);
  const start = visitWindowStart(today, days);
  return Array.from({ length: days }, (_, index) => {
    const day = addUtcDays(start, index);
    return { day, visits: byDay.get(day) ?? 0 };
  });
}

export interface VisitSummary {
  /** Visits over the whole series. */
  total: number;
  /** The last day's visits (the series ends today). */
  today: number;
  /** The day with the most visits (the latest of equals); null when nobody visited. */
  busiest: DailyVisits | null;
}

export function summarizeVisits(series: readonly DailyVisits[]): VisitSummary {
  let total = 0;
  let busiest: DailyVisits | null = null;
  for (const entry of series) {
    total += entry.visits;
    if (entry.visits > 0 && (!busiest || entry.visits >= busiest.visits)) busiest = entry;
  }
  return { total, today: series.at(-1)?.visits ?? 0, busiest };
}

const visitsWord = (count: number) => (count === 1 ? '1 visit' : `${count.toLocaleString('en-US')} visits`);

/** The chart in one sentence, for people who cannot see it. */
export function visitsSentence(summary: VisitSummary, days = VISIT_DAYS): string {
  if (summary.total === 0) return `No visits in the last ${days} days.`;
  const busiest = summary.busiest
    ? ` The busiest day was ${formatDate(summary.busiest.day, DATE_FORMATS.long)}, with ${visitsWord(summary.busiest.visits)}.`
    : '';
  return `${visitsWord(summary.total)} in the last ${days} days, ${visitsWord(summary.today)} today.${busiest}`;
}
