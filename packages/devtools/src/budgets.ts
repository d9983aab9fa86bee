import type { RemoteName } from '@evergreen/domain/contracts';
import { type Download, kib, type Totals, totalOf } from './landing-weight';

/**
 * Byte budgets of a first visit to `/` (issue 14), checked by `npm test` against the production builds. Each
 * figure has the issue's goal and the ceiling enforced today: where the goal is not met yet, the ceiling is the
 * measured value rounded up a little (a ratchet: lower it when a change lands, never raise it without a reason
 * in the commit). gzip -6 bytes, as bench:size prints them.
 */
export interface Budget {
  figure: string;
  goalKiB: number;
  ceilingKiB: number;
}

export const BUDGETS = {
  /**
   * Every script a visitor's first view of `/` downloads (shell, shared chunks, mf-public). 193.6 measured before
   * issue 28; its messages added 13.1 (Lingui's runtime 3.3, the English catalogs on `/` 4.6 with their hashed ids,
   * the language menu, locale table, DirectionProvider and nine more chunks' loading code), and the issue allows 4.
   * Back to 195.4, under issue 28's 197.6 (206.7 -> 202.3 -> 195.4): the error panel loaded when a remote fails
   * and the shell's catalog split so `/` gets its frame's words only (-4.4), then the shell's start modules in one
   * chunk, each once (-6.9; build-config's host-chunks.ts). Breakdown: docs/performance.md, K12. Issue 30's
   * service worker registration after the page loads and offline banner: 0.5 (the issue allows 1). The domain's
   * texts as messages put 3.9 more on `/` in the UI kit's catalog; in its catalog of pages since (with the design
   * system's page-only components), and the plan table no longer twice: 199.4 -> 196.4 (docs/performance.md, K12).
   */
  landingJavaScript: { figure: 'JavaScript on /', goalKiB: 170, ceilingKiB: 196.8 },
  /** Each remote's entry script (mf-manifest.json's remoteEntry), whether `/` loads it or not. */
  remoteEntry: { figure: 'remoteEntry', goalKiB: 20, ceilingKiB: 19 },
  /** Every stylesheet of the first view of `/`: 14.2 since the error panel's CSS comes with it (15.4 before). */
  landingCss: { figure: 'CSS on /', goalKiB: 15, ceilingKiB: 14.5 },
} as const satisfies Record<string, Budget>;

/** Libraries the landing page must not download: they serve other pages (maps, date pickers, data). */
export const FORBIDDEN_ON_LANDING = [
  'leaflet',
  '@mantine/dates',
  '@supabase/supabase-js',
  '@tanstack/react-query',
] as const;

export interface BudgetResult {
  figure: string;
  measuredKiB: number;
  goalKiB: number;
  ceilingKiB: number;
  ok: boolean;
  /** What went over, for the failure message. */
  detail?: string;
}

const toKiB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function against(budget: Budget, figure: string, total: Totals, detail?: string): BudgetResult {
  const measuredKiB = toKiB(total.gzip);
  const ok = measuredKiB <= budget.ceilingKiB;
  return {
    figure,
    measuredKiB,
    goalKiB: budget.goalKiB,
    ceilingKiB: budget.ceilingKiB,
    ok,
    ...(ok || !detail ? {} : { detail }),
  };
}

/** Compares what `/` downloaded and the remotes' entry sizes with BUDGETS and FORBIDDEN_ON_LANDING. */
export function checkBudgets(
  landing: readonly Download[],
  remoteEntries: Readonly<Record<RemoteName, Totals>>,
): BudgetResult[] {
  const scripts = landing.filter((download) => download.kind === 'script');
  const styles = landing.filter((download) => download.kind === 'stylesheet');
  const largest = (downloads: readonly Download[]) =>
    [...downloads]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((download) => `${download.url} ${kib(download.gzip)}`)
      .join(', ');
  const results = [
    against(
      BUDGETS.landingJavaScript,
      BUDGETS.landingJavaScript.figure,
      totalOf(scripts),
      `largest: ${largest(scripts)}`,
    ),
    ...Object.entries(remoteEntries).map(([remote, size]) =>
      against(BUDGETS.remoteEntry, `${BUDGETS.remoteEntry.figure} ${remote}`, size),
    ),
    against(BUDGETS.landingCss, BUDGETS.landingCss.figure, totalOf(styles), `largest: ${largest(styles)}`),
  ];
  for (const library of FORBIDDEN_ON_LANDING) {
    const carriers = landing.filter((download) => download.libraries.includes(library));
    results.push({
      figure: `${library} not on /`,
      measuredKiB: toKiB(totalOf(carriers).gzip),
      goalKiB: 0,
      ceilingKiB: 0,
      ok: carriers.length === 0,
      ...(carriers.length === 0
        ? {}
        : { detail: `in ${carriers.map((download) => download.url).join(', ')}` }),
    });
  }
  return results;
}

/** The table `npm test` prints: measured, the ceiling enforced and the goal beside it. */
export function formatBudgetTable(results: readonly BudgetResult[]): string {
  const rows = results.map(
    (result) =>
      `${result.ok ? 'ok  ' : 'OVER'} ${result.figure.padEnd(30)} ${`${result.measuredKiB.toFixed(1)} KiB`.padStart(11)}  ceiling ${`${result.ceilingKiB} KiB`.padStart(8)}  goal ${`${result.goalKiB} KiB`.padStart(8)}${result.measuredKiB > result.goalKiB ? '  (goal not met yet)' : ''}${result.detail ? `\n       ${result.detail}` : ''}`,
  );
  return ['gzip bytes of a first visit to / (bench:size measures the same)', ...rows].join('\n');
}
