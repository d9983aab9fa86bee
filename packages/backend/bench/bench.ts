import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv } from '../src/config.ts';
import type { RequestClaims } from '../src/db/database.ts';
import { startServer } from '../src/server.ts';
import { migratedSnapshot } from '../test/snapshot.ts';
import type { DriverJob, Figures, HttpJob, Job } from './load.ts';

type Target<T> = Omit<T, 'connections' | 'seconds' | 'ratePerClient'>;

// Dashboard list (first page of 1,000 memorials) and reminders list at 1, 10 and 50 concurrent clients: through the server (HTTP -> gateway ->
// PostgREST -> database), straight to PostgREST (to see what the gateway costs), and the same SQL through the
// driver with the same role and claims. Those clients send their next request as soon as one answers, which
// measures saturation; a last run paces 50 clients like people using the app, to show the latency they get.
// The load runs in a child process; everything targets 127.0.0.1.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
const PARTS = (process.env.BENCH_PARTS ?? 'server,postgrest,driver').split(',');
// Users pause between clicks: the paced run has PACED_CLIENTS clients sending PACED_RATE requests a second each.
const PACED_CLIENTS = 50;
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 2);
const LOAD = fileURLToPath(new URL('./load.ts', import.meta.url));
/** Memorials of the benchmark's user: the dashboard of issue 14. */
const MEMORIALS = 1000;
const CARD_COLUMNS =
  'id,user_id,full_name,birth_date,death_date,cemetery_name,image_url,person_image_url,is_public,created_at,is_read_only';
/** Goal of issue 14: opening a memorial stays under this p95 for 50 users paced like people. */
const DETAILS_P95_GOAL_MS = 100;
// A person opens a memorial, reads it, goes back and opens another: one opening every two seconds is brisk.
const DETAILS_RATE = Number(process.env.BENCH_DETAILS_RATE ?? 0.5);
const NONE: Figures = { rps: Number.NaN, p50: Number.NaN, p95: Number.NaN, errors: 0 };

/**
 * `pnpm bench` (packages/devtools/src/bench.ts) collects every bench's goal figures in BENCH_RESULTS_DIR, in the
 * shape of its bench-results.ts, and prints them beside the goals at the end.
 */
function recordGoalFigure(figure: { figure: string; goal: string; measured: string; met: boolean }): void {
  const dir = process.env.BENCH_RESULTS_DIR;
  if (!dir) return;
  const bench = `backend-${process.env.DATABASE_URL ? 'postgresql' : 'pglite'}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${bench}.json`),
    `${JSON.stringify({ bench, measuredAt: new Date().toISOString(), figures: [figure] }, null, 2)}\n`,
  );
}

function load(job: Job): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // Bounded: a load that does not finish well after its duration is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), (job.seconds + 30) * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(output) as Figures);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'evergreen-bench-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)[:/]/.test(databaseUrl)) {
  throw new Error('The benchmark only runs against a database on 127.0.0.1.');
}
const options = optionsFromEnv({ DATA_DIR: dataDir, QUIET: '1' });
const server = await startServer({
  ...options,
  port: 0,
  databaseUrl,
  snapshot: databaseUrl ? undefined : await migratedSnapshot(),
  bcryptCost: 4,
});
const { db, keys } = server.context;

try {
  const email = `bench-${Date.now()}@example.test`;
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', data: { full_name: 'Bench' } }),
  });
  const session = (await signUp.json()) as { access_token: string; user: { id: string } };
  const userId = session.user.id;
  await db.tx(async (client) => {
    await client.query(
      "insert into public.subscriptions (user_id, price_id, status) values ($1, 'price_family_monthly', 'active')",
      [userId],
    );
    for (let n = 0; n < 20; n++) {
      const { rows } = await client.query<{ id: string }>(
        "insert into public.graves (user_id, full_name, cemetery_name) values ($1, $2, 'Oak Hill') returning id",
        [userId, `Memorial ${n}`],
      );
      await client.query(
        `insert into public.reminders (grave_id, user_id, reminder_date, next_reminder_date, reminder_type)
         values ($1, $2, current_date, current_date + $3::int, 'visit_reminder')`,
        [rows[0]?.id, userId, n],
      );
    }
    // The rest of a dashboard of 1,000 memorials (issue 14), each with two memories.
    await client.query(
      `insert into public.graves (user_id, full_name, cemetery_name, created_at)
       select $1, 'Memorial ' || n, 'Oak Hill', now() - n * interval '1 hour' from generate_series(20, ${MEMORIALS - 1}) n`,
      [userId],
    );
    await client.query(
      `insert into public.visitor_memories (grave_id, user_id, memory_text)
       select id, user_id, 'A memory' from public.graves, generate_series(1, 2) where user_id = $1`,
      [userId],
    );
  });
  const { rows: middle } = await db.tx((client) =>
    client.query<{ id: string }>(
      'select id from public.graves where user_id = $1 order by created_at desc, id desc offset $2 limit 1',
      [userId, MEMORIALS / 2],
    ),
  );
  const graveId = middle[0]?.id ?? '';

  const claims: RequestClaims = { role: 'authenticated', sub: userId, aud: 'authenticated' };
  const bearer = { authorization: `Bearer ${session.access_token}`, 'accept-profile': 'public' };
  const queries = [
    {
      // The first page of the dashboard as mf-memorials asks for it (api/get-memorials.ts).
      name: 'dashboard list',
      path: `/graves?select=${CARD_COLUMNS}&user_id=eq.${userId}&order=created_at.desc,id.desc&offset=0&limit=25`,
      sql: `select ${CARD_COLUMNS.replace('is_read_only', 'public.is_read_only(g) as is_read_only')} from public.graves g
            where user_id = $1 order by created_at desc, id desc limit 25`,
    },
    {
      name: 'reminders list',
      path: `/reminders?select=*,graves(id,full_name,cemetery_name,image_url)&user_id=eq.${userId}&is_active=eq.true&order=next_reminder_date.asc`,
      sql: `select r.*, json_build_object('id', g.id, 'full_name', g.full_name, 'cemetery_name', g.cemetery_name,
              'image_url', g.image_url) as graves
            from public.reminders r join public.graves g on g.id = r.grave_id
            where r.user_id = $1 and r.is_active order by r.next_reminder_date`,
    },
  ];

  const fmt = (f: Figures) =>
    `${f.rps.toFixed(0).padStart(5)}/s p50 ${f.p50.toFixed(1).padStart(5)} p95 ${f.p95.toFixed(1).padStart(5)}${f.errors ? ` (${f.errors} errors)` : ''}`;
  console.log(
    `\nBackend benchmark on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${SECONDS} s per measurement, latencies in ms\n`,
  );
  for (const query of queries) {
    const driverJob: Target<DriverJob> = {
      kind: 'driver',
      databaseUrl: databaseUrl ?? server.embedded?.url ?? '',
      sql: query.sql,
      params: [userId],
      claims,
      pool: databaseUrl ? options.postgrestPool : 1,
    };
    const postgrestJob = {
      kind: 'http',
      url: `${server.postgrest.url}${query.path}`,
      headers: bearer,
    } as const;
    const serverJob: Target<HttpJob> = {
      kind: 'http',
      url: `${server.url}/rest/v1${query.path}`,
      headers: { ...bearer, apikey: keys.anonKey },
    };
    for (const connections of LEVELS) {
      const base = { connections, seconds: SECONDS };
      const run = (part: string, job: Job) => (PARTS.includes(part) ? load(job) : Promise.resolve(NONE));
      const viaDriver = await run('driver', { ...base, ...driverJob });
      const viaPostgrest = await run('postgrest', { ...base, ...postgrestJob });
      const viaServer = await run('server', { ...base, ...serverJob });
      const line = `${query.name.padEnd(14)} ${String(connections).padStart(2)} clients | server ${fmt(viaServer)} | postgrest ${fmt(viaPostgrest)} | driver ${fmt(viaDriver)} | server/driver ${(viaServer.rps / viaDriver.rps).toFixed(2)}`;
      console.log(line);
    }
    if (PACED_RATE > 0) {
      const base = { connections: PACED_CLIENTS, seconds: SECONDS, ratePerClient: PACED_RATE };
      const viaDriver = await load({ ...base, ...driverJob });
      const viaServer = await load({ ...base, ...serverJob });
      console.log(
        `${query.name.padEnd(14)} ${PACED_CLIENTS} clients at ${PACED_RATE}/s each | server ${fmt(viaServer)} | driver ${fmt(viaDriver)}`,
      );
    }
  }
  if (DETAILS_RATE > 0) {
    // Opening a memorial's details page: its five reads sent together, as the page sends them; one step lasts
    // until the last answers.
    const details = [
      `/graves?select=*,is_read_only,read_only_reason&id=eq.${graveId}`,
      `/grave_managers?select=role&grave_id=eq.${graveId}&user_id=eq.${userId}`,
      `/visitor_memories?select=id,memory_text,created_at,updated_at,user_id,author:profiles(full_name)&grave_id=eq.${graveId}&order=created_at.desc`,
      `/grave_managers?select=id,user_id,role,invited_email,created_at,person:profiles(full_name)&grave_id=eq.${graveId}&order=created_at.asc`,
      `/reminders?select=id&grave_id=eq.${graveId}&is_active=eq.true`,
    ].map((path) => `${server.url}/rest/v1${path}`);
    const [first = '', ...rest] = details;
    const opened = await load({
      kind: 'http',
      url: first,
      alsoUrls: rest,
      headers: { ...bearer, apikey: keys.anonKey },
      connections: PACED_CLIENTS,
      seconds: SECONDS,
      ratePerClient: DETAILS_RATE,
    });
    const met = opened.p95 <= DETAILS_P95_GOAL_MS && opened.errors === 0;
    console.log(
      `memorial details (5 reads at once, ${MEMORIALS} memorials) ${PACED_CLIENTS} clients at ${DETAILS_RATE}/s each | server ${fmt(opened)} | goal p95 <= ${DETAILS_P95_GOAL_MS} ms: ${met ? 'met' : 'MISSED'}`,
    );
    recordGoalFigure({
      figure: `opening a memorial, ${PACED_CLIENTS} paced users, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: p95`,
      goal: `<= ${DETAILS_P95_GOAL_MS} ms`,
      measured: `${opened.p95.toFixed(0)} ms${opened.errors ? ` (${opened.errors} errors)` : ''}`,
      met,
    });
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
