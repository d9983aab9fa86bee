import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { precompressDir } from '@evergreen/build-config';
import type { RemoteName } from '@evergreen/domain/contracts';
import { serveStatic } from '@evergreen/edge/static-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { APPS, type App, distOf, REMOTE_APPS, SHELL, WORKSPACE } from './apps';
import { recordGoalFigures } from './bench-results';
import {
  EMPTY_PAGE,
  type FormFactor,
  LIGHTHOUSE_GOALS,
  lighthouseGoalFigures,
  lighthouseTable,
  type RunFigures,
  summarise,
  verdicts,
} from './lighthouse-summary';
import { startLocalStack } from './local-stack';

// `pnpm bench:lighthouse` (part of `pnpm bench`): Lighthouse's performance category, desktop preset and default
// mobile (simulated throttling), for the four routes of issue 14 and a one-line page served by the same static
// server, against the production builds served as `npm start` serves them (backend with demo data). Debian's
// Chromium, headless and offline: every host name but localhost fails to resolve. Median of 5 runs each
// (`--runs N` to shorten). Run `pnpm build` first. Prints a Markdown table with the goals beside the medians and
// writes the summary to test-results/bench/lighthouse.json (git-ignored).

const argOf = (flag: string) => {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
};
// `--routes /,/help` and `--form-factors mobile` narrow a run while working on one page; the goals table of issue
// 14 is the full run.
const ROUTES = argOf('--routes')?.split(',') ?? ['/', '/graves/demo', '/help', '/auth'];
const FORM_FACTORS = (argOf('--form-factors')?.split(',') ?? ['desktop', 'mobile']) as FormFactor[];
if (FORM_FACTORS.some((formFactor) => formFactor !== 'desktop' && formFactor !== 'mobile')) {
  console.error('--form-factors takes desktop, mobile or both, separated by a comma.');
  process.exit(1);
}
// `--reports <folder>`: every run's whole Lighthouse report (JSON), to read which tasks block and why.
const reportsArg = argOf('--reports');
const REPORTS = reportsArg === undefined ? undefined : resolve(reportsArg);
const RUNS = Number(argOf('--runs') ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(1);
}
const OUTPUT = join(WORKSPACE, 'test-results/bench/lighthouse.json');
// `--dist <folder>`: measure a copy of the builds (<folder>/shell, <folder>/mf-public, ...) instead of the dist/
// folders, so other work can rebuild while the benchmark runs for minutes.
const distArg = argOf('--dist');
const copies = distArg === undefined ? undefined : resolve(distArg);
const buildOf = (app: App) => (copies ? join(copies, app.dir) : distOf(app));

const missing = APPS.filter((app) => !existsSync(join(buildOf(app), 'index.html')));
if (missing.length > 0) {
  console.error(
    `No production build of ${missing.map((app) => app.dir).join(', ')}: run \`pnpm build\` first.`,
  );
  process.exit(1);
}
const builds = {
  shellDir: buildOf(SHELL),
  remoteDirs: Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([remote, app]) => [remote, buildOf(app)]),
  ) as Record<RemoteName, string>,
};

/** The yardstick: what this machine, server and Lighthouse give a page with nothing on it. */
async function serveEmptyPage() {
  const dir = mkdtempSync(join(tmpdir(), 'evergreen-empty-page-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title></head><body><p>An empty page, served like the app.</p></body></html>\n',
  );
  // As the builds are (a page this small stays uncompressed there too).
  await precompressDir(dir);
  const site = await serveStatic({ dir, port: 0 });
  return {
    url: `${site.url}/`,
    async close() {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measure(
  port: number,
  url: string,
  formFactor: FormFactor,
  reportName: string,
): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} measured no ${id}`);
    return value;
  };
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const stack = await startLocalStack({ builds });
const empty = await serveEmptyPage();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    // Offline: nothing but this machine's servers answers, so no request leaves it and none can slow a run.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
});
try {
  const pages = [
    { route: EMPTY_PAGE, url: empty.url },
    ...ROUTES.map((route) => ({ route, url: new URL(route, stack.deployment.shellUrl).href })),
  ];
  const figures = new Map<string, RunFigures[]>();
  const key = (route: string, formFactor: FormFactor) => `${formFactor} ${route}`;
  // Round by round, every page once per round: a busy spell of the shared machine spreads over all pages
  // instead of spoiling one page's five runs.
  for (let run = 1; run <= RUNS; run += 1) {
    for (const formFactor of FORM_FACTORS) {
      for (const page of pages) {
        const reportName = `${formFactor}-${page.route.replace(/[^a-z0-9]+/gi, '_')}-${run}`;
        const measured = await measure(chrome.port, page.url, formFactor, reportName);
        figures.set(key(page.route, formFactor), [
          ...(figures.get(key(page.route, formFactor)) ?? []),
          measured,
        ]);
        console.log(
          `  run ${run}/${RUNS} ${formFactor.padEnd(7)} ${page.route.padEnd(14)} score ${measured.score.toFixed(0)}`,
        );
      }
    }
  }
  const summaries = FORM_FACTORS.flatMap((formFactor) =>
    pages.map((page) => summarise(page.route, formFactor, figures.get(key(page.route, formFactor)) ?? [])),
  );
  console.log(
    `\nLighthouse performance, median of ${RUNS} run${RUNS === 1 ? '' : 's'}, production builds, Chromium headless, offline`,
  );
  console.log(lighthouseTable(summaries));
  const unmet = summaries.flatMap(verdicts).filter((verdict) => !verdict.met);
  console.log(
    unmet.length === 0
      ? 'PASS: every Lighthouse goal met'
      : `FAIL: ${unmet.map((v) => `${v.formFactor} ${v.route} ${v.goal}`).join('; ')}`,
  );
  recordGoalFigures('lighthouse', lighthouseGoalFigures(summaries));
  mkdirSync(join(OUTPUT, '..'), { recursive: true });
  writeFileSync(
    OUTPUT,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        runs: RUNS,
        goals: LIGHTHOUSE_GOALS,
        summaries,
        runsByPage: Object.fromEntries(figures),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Summary written to ${OUTPUT}`);
  if (unmet.length > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
} finally {
  chrome.kill();
  await empty.close();
  await stack.close();
}
