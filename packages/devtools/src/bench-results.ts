import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from './apps';

// Every bench of `pnpm bench` leaves its goal figures here, so the run ends with one table of the goals
// beside what this run measured (issue 14), whichever benches ran and in whatever order.

export interface GoalFigure {
  figure: string;
  goal: string;
  measured: string;
  met: boolean;
}

interface BenchRecord {
  bench: string;
  measuredAt: string;
  figures: GoalFigure[];
}

export const BENCH_RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? join(WORKSPACE, 'test-results/bench/goals');

export function recordGoalFigures(bench: string, figures: readonly GoalFigure[]): void {
  mkdirSync(BENCH_RESULTS_DIR, { recursive: true });
  const record: BenchRecord = { bench, measuredAt: new Date().toISOString(), figures: [...figures] };
  writeFileSync(join(BENCH_RESULTS_DIR, `${bench}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

/** The records written at or after `since`: a bench that failed this run leaves no stale figures in the table. */
export function goalFiguresSince(since: Date): BenchRecord[] {
  let files: string[];
  try {
    files = readdirSync(BENCH_RESULTS_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(BENCH_RESULTS_DIR, file), 'utf8')) as BenchRecord)
    .filter((record) => new Date(record.measuredAt) >= since);
}

/** The goals table as Markdown, to paste into a note as it is. */
export function goalsTable(records: readonly BenchRecord[]): string {
  const rows = records.flatMap((record) =>
    record.figures.map((figure) => [
      figure.figure,
      figure.goal,
      figure.measured,
      figure.met ? 'met' : 'NOT met',
    ]),
  );
  const header = ['figure', 'goal', 'measured', 'verdict'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
