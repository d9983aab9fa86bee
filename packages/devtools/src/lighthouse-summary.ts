// The figures `pnpm bench:lighthouse` keeps from each Lighthouse run, their medians, and the table it prints with
// the goals of issue 14 beside them. Pure: no browser here, so the arithmetic and the verdicts are unit-tested.

import type { GoalFigure } from './bench-results';

export type FormFactor = 'desktop' | 'mobile';

/** One Lighthouse run's figures: score 0-100, times in milliseconds, layout shift unitless. */
export interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface PageSummary extends RunFigures {
  /** The route, or EMPTY_PAGE for the one-line page measured beside them. */
  route: string;
  formFactor: FormFactor;
  runs: number;
}

export const EMPTY_PAGE = '(empty page)';

/** Issue 14: desktop 100 and mobile at least 95 on the four routes; mobile LCP on `/` within 1.5 s. */
export const LIGHTHOUSE_GOALS = { desktopScore: 100, mobileScore: 95, mobileLandingLcpMs: 1500 } as const;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs, taken separately (as Lighthouse's own docs advise for variance). */
export function summarise(route: string, formFactor: FormFactor, runs: readonly RunFigures[]): PageSummary {
  return {
    route,
    formFactor,
    runs: runs.length,
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

export interface Verdict {
  route: string;
  formFactor: FormFactor;
  goal: string;
  met: boolean;
}

/** The goals that apply to a summary (none to the empty page, which is the yardstick). */
export function verdicts(summary: PageSummary): Verdict[] {
  if (summary.route === EMPTY_PAGE) return [];
  const { route, formFactor } = summary;
  const scoreGoal = formFactor === 'desktop' ? LIGHTHOUSE_GOALS.desktopScore : LIGHTHOUSE_GOALS.mobileScore;
  const found: Verdict[] = [
    {
      route,
      formFactor,
      goal: formFactor === 'desktop' ? `score ${scoreGoal}` : `score >= ${scoreGoal}`,
      met: summary.score >= scoreGoal,
    },
  ];
  if (route === '/' && formFactor === 'mobile') {
    found.push({
      route,
      formFactor,
      goal: `LCP <= ${(LIGHTHOUSE_GOALS.mobileLandingLcpMs / 1000).toFixed(1)} s`,
      met: summary.lcpMs <= LIGHTHOUSE_GOALS.mobileLandingLcpMs,
    });
  }
  return found;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figures = (page: PageSummary | undefined) =>
  page
    ? [
        String(Math.round(page.score)),
        seconds(page.lcpMs),
        `${Math.round(page.tbtMs)} ms`,
        page.cls.toFixed(3),
      ]
    : ['-', '-', '-', '-'];

/**
 * One line per route and form factor: the medians, the goal, and the empty page's medians for the same form
 * factor (the floor of this machine and server), as Markdown so the table pastes into a note as it is.
 */
export function lighthouseTable(summaries: readonly PageSummary[]): string {
  const empty = (formFactor: FormFactor) =>
    summaries.find((page) => page.route === EMPTY_PAGE && page.formFactor === formFactor);
  const rows = summaries.map((page) => {
    const goals = verdicts(page)
      .map((verdict) => `${verdict.goal} ${verdict.met ? 'met' : 'NOT met'}`)
      .join(', ');
    const floor = page.route === EMPTY_PAGE ? ['', '', '', ''] : figures(empty(page.formFactor));
    return [page.route, page.formFactor, ...figures(page), goals || '-', ...floor];
  });
  const header = [
    'route',
    'form factor',
    'score',
    'LCP',
    'TBT',
    'CLS',
    'goal',
    'empty: score',
    'LCP',
    'TBT',
    'CLS',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * The rows `pnpm bench` puts in its goals table: each verdict with the median it judged; an LCP beside the empty
 * page's, since that is the floor this machine allows.
 */
export function lighthouseGoalFigures(summaries: readonly PageSummary[]): GoalFigure[] {
  const emptyLcp = (formFactor: FormFactor) =>
    summaries.find((page) => page.route === EMPTY_PAGE && page.formFactor === formFactor)?.lcpMs;
  return summaries.flatMap((page) =>
    verdicts(page).map((verdict) => {
      const isLcp = verdict.goal.startsWith('LCP');
      const floor = emptyLcp(page.formFactor);
      return {
        figure: `Lighthouse ${page.formFactor} ${page.route}${isLcp ? ' LCP' : ''}`,
        goal: verdict.goal,
        measured: isLcp
          ? `${seconds(page.lcpMs)}${floor === undefined ? '' : ` (empty page ${seconds(floor)})`}`
          : String(Math.round(page.score)),
        met: verdict.met,
      };
    }),
  );
}
