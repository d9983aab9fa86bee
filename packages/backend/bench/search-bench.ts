import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { optionsFromEnv } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { MISSPELLED_QUERIES, MISSPELLINGS } from './search-corpus.ts';
import { cemeteryPoint, seedSearch, targetId } from './search-seed.ts';

// `pnpm bench:search` (issue 31): five million public memorials (SEARCH_BENCH_ROWS) on PostgreSQL (DATABASE_URL,
// else the throwaway one of bin/with-postgres.sh), then name, name + year, cemetery and radius searches from 20
// concurrent searchers: p95 inside the database (the RPC through the driver, as anon) and end to end through the
// local server and PostgREST, and recall in the top 10 on the hand-written misspellings. Goals: p95 <= 60 ms in
// the database, <= 250 ms end to end, recall >= 95 %. The figures go to BENCH_RESULTS_DIR and docs/benchmarks.md.

const ROWS = Number(process.env.SEARCH_BENCH_ROWS ?? 5_000_000);
const SEARCHERS = 20;
const PER_KIND = Number(process.env.SEARCH_BENCH_REQUESTS ?? 400);
const GOAL = { dbMs: 60, endToEndMs: 250, recall: 0.95 };
const WORKSPACE = fileURLToPath(new URL('../../../', import.meta.url));

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)[:/]/.test(databaseUrl)) {
  throw new Error(
    'bench:search runs against a PostgreSQL on 127.0.0.1 (DATABASE_URL); `pnpm bench:search` starts one.',
  );
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
};

/** The searches of one kind, deterministic. */
function workload(
  kind: 'name' | 'name+year' | 'cemetery' | 'radius',
  cemeteries: number,
): Record<string, unknown>[] {
  return Array.from({ length: PER_KIND }, (_, i) => {
    const entry = MISSPELLED_QUERIES[i % MISSPELLED_QUERIES.length];
    if (kind === 'name') return { name: entry?.query, page_size: 20 };
    if (kind === 'name+year') return { name: entry?.query, born_from: 1925, born_to: 1935, page_size: 20 };
    if (kind === 'cemetery') return { cemetery: `bench-cemetery-${(i * 7) % cemeteries}`, page_size: 20 };
    const point = cemeteryPoint((i * 13) % cemeteries);
    return { near_latitude: point.lat, near_longitude: point.lng, radius_km: 10, page_size: 20 };
  });
}

/** Runs every call with 20 at a time and answers each one's milliseconds. */
async function concurrently(calls: (() => Promise<unknown>)[]): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SEARCHERS }, async () => {
      while (next < calls.length) {
        const call = calls[next++];
        const started = performance.now();
        await call?.();
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

const ARGS = [
  'name',
  'born_from',
  'born_to',
  'died_from',
  'died_to',
  'cemetery',
  'near_latitude',
  'near_longitude',
  'radius_km',
] as const;

const dataDir = mkdtempSync(join(tmpdir(), 'evergreen-search-bench-'));
const server = await startServer({
  ...optionsFromEnv({ DATA_DIR: dataDir, QUIET: '1' }),
  port: 0,
  databaseUrl,
  bcryptCost: 4,
});
const pool = new pg.Pool({ connectionString: databaseUrl, max: SEARCHERS });
try {
  const seeded = await pool.query<{ n: string }>('select count(*) as n from public.memorial_search');
  if (Number(seeded.rows[0]?.n ?? 0) < ROWS) {
    const started = performance.now();
    const seedClient = await pool.connect();
    try {
      await seedSearch(seedClient, ROWS);
    } finally {
      seedClient.release();
    }
    console.log(
      `Seeded ${ROWS.toLocaleString('en')} memorials in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  const cemeteries = Math.ceil(ROWS / 2500);
  const inDb = (args: Record<string, unknown>) => async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role anon');
      await client.query(
        `select * from public.search_memorials(${ARGS.map((name, i) => `${name} => $${i + 1}`).join(', ')}, page_size => 20)`,
        ARGS.map((name) => args[name] ?? null),
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  const http = (args: Record<string, unknown>) => async () => {
    const response = await fetch(`${server.url}/rest/v1/rpc/search_memorials`, {
      method: 'POST',
      headers: { apikey: server.context.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
    await response.json();
  };

  const figures: { figure: string; goal: string; measured: string; met: boolean }[] = [];
  const rows = `${(ROWS / 1e6).toLocaleString('en')}M memorials`;
  for (const kind of ['name', 'name+year', 'cemetery', 'radius'] as const) {
    const searches = workload(kind, cemeteries);
    await concurrently(searches.slice(0, 40).map(inDb)); // warm the caches
    const db = p95(await concurrently(searches.map(inDb)));
    const endToEnd = p95(await concurrently(searches.map(http)));
    console.log(`${kind}: p95 ${db.toFixed(1)} ms in the database, ${endToEnd.toFixed(1)} ms end to end`);
    figures.push(
      {
        figure: `search ${kind}, ${rows}, 20 searchers: p95 in PostgreSQL`,
        goal: `<= ${GOAL.dbMs} ms`,
        measured: `${db.toFixed(0)} ms`,
        met: db <= GOAL.dbMs,
      },
      {
        figure: `search ${kind}, ${rows}, 20 searchers: p95 through PostgREST`,
        goal: `<= ${GOAL.endToEndMs} ms`,
        measured: `${endToEnd.toFixed(0)} ms`,
        met: endToEnd <= GOAL.endToEndMs,
      },
    );
  }
  let found = 0;
  for (const { query, target } of MISSPELLED_QUERIES) {
    const result = await pool.query<{ id: string }>(
      'select id from public.search_memorials(name => $1, page_size => 10)',
      [query],
    );
    if (result.rows.some((row) => row.id === targetId(target))) found += 1;
    else console.log(`missed: "${query}" for ${MISSPELLINGS[target]?.name}`);
  }
  const recall = found / MISSPELLED_QUERIES.length;
  figures.push({
    figure: `search recall in the top 10, ${MISSPELLED_QUERIES.length} misspelled names, ${rows}`,
    goal: `>= ${GOAL.recall * 100} %`,
    measured: `${(recall * 100).toFixed(1)} %`,
    met: recall >= GOAL.recall,
  });
  console.table(figures);
  record(figures);
} finally {
  await pool.end();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Into BENCH_RESULTS_DIR for `pnpm bench`'s table, and into docs/benchmarks.md (the generated file of figures),
 * replacing this bench's rows of an earlier run.
 */
function record(figures: { figure: string; goal: string; measured: string; met: boolean }[]): void {
  const dir = process.env.BENCH_RESULTS_DIR ?? join(WORKSPACE, 'test-results/bench/goals');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'search.json'),
    `${JSON.stringify({ bench: 'search', measuredAt: new Date().toISOString(), figures }, null, 2)}\n`,
  );
  if (process.env.BENCH_RESULTS_DIR) return; // `pnpm bench` writes docs/benchmarks.md itself
  const file = join(WORKSPACE, 'docs/benchmarks.md');
  const kept = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .filter((line) => !line.startsWith('| search '));
  const rows = figures.map(
    (figure) =>
      `| ${figure.figure} | ${figure.goal} | ${figure.measured} | ${figure.met ? 'met' : 'NOT met'} |`,
  );
  const note = `Search rows by \`pnpm bench:search\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}).`;
  writeFileSync(
    file,
    `${[...kept.filter((line) => !line.startsWith('Search rows by')), ...rows, '', note].join('\n')}\n`,
  );
}
