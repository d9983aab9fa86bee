import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { optionsFromEnv } from '../src/config.ts';
import type { RequestClaims } from '../src/db/database.ts';
import { startServer } from '../src/server.ts';
import { migratedSnapshot } from '../test/snapshot.ts';

// Dashboard list and reminders list: through the server (HTTP -> proxy -> PostgREST -> database) against the
// same SQL through our driver with the same role and claims, at 1, 10 and 50 concurrent clients.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
const PARTS = process.env.BENCH_PARTS ?? 'server,driver';

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function figures(latencies: number[], seconds: number, errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    errors,
  };
}

async function throughServer(
  url: string,
  headers: Record<string, string>,
  connections: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: SECONDS }, (error) =>
      error ? reject(error) : resolve(),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      if (status >= 400) errors += 1;
      latencies.push(time);
    });
  });
  return figures(latencies, SECONDS, errors);
}

async function direct(run: () => Promise<unknown>, connections: number): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await run();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return figures(latencies, SECONDS, 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'evergreen-bench-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const server = await startServer({
  ...optionsFromEnv({ DATA_DIR: dataDir, QUIET: '1' }),
  port: 0,
  databaseUrl,
  snapshot: databaseUrl ? undefined : await migratedSnapshot(),
  bcryptCost: 4,
});
const { db, keys } = server.context;
if (process.env.BENCH_DEBUG)
  setInterval(
    () => console.log('in transaction:', server.embedded?.db.isInTransaction(), server.embedded?.stats()),
    2000,
  ).unref();

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
  });

  const claims: RequestClaims = { role: 'authenticated', sub: userId, aud: 'authenticated' };
  const headers = {
    apikey: keys.anonKey,
    authorization: `Bearer ${session.access_token}`,
    'accept-profile': 'public',
  };
  const queries = [
    {
      name: 'dashboard list',
      path: `/rest/v1/graves?select=*&user_id=eq.${userId}&order=created_at.desc`,
      sql: 'select * from public.graves where user_id = $1 order by created_at desc',
    },
    {
      name: 'reminders list',
      path: `/rest/v1/reminders?select=*,graves(id,full_name,cemetery_name,image_url)&user_id=eq.${userId}&is_active=eq.true&order=next_reminder_date.asc`,
      sql: `select r.*, json_build_object('id', g.id, 'full_name', g.full_name, 'cemetery_name', g.cemetery_name,
              'image_url', g.image_url) as graves
            from public.reminders r join public.graves g on g.id = r.grave_id
            where r.user_id = $1 and r.is_active order by r.next_reminder_date`,
    },
  ];

  const fmt = (f: Figures) =>
    `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms`;
  console.log(
    `\nBackend benchmark on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${SECONDS} s per measurement\n`,
  );
  for (const query of queries) {
    for (const connections of LEVELS) {
      const none: Figures = { rps: Number.NaN, p50: Number.NaN, p95: Number.NaN, errors: 0 };
      const viaDriver = PARTS.includes('driver')
        ? await direct(() => db.tx((client) => client.query(query.sql, [userId]), claims), connections)
        : none;
      // Driver first: on PGlite our pool has been seen to stall after PostgREST drops connections under load.
      const viaServer = PARTS.includes('server')
        ? await throughServer(`${server.url}${query.path}`, headers, connections)
        : none;
      console.log(
        `${query.name.padEnd(15)} ${String(connections).padStart(2)} clients | server ${fmt(viaServer)}${viaServer.errors ? ` (${viaServer.errors} errors)` : ''} | driver ${fmt(viaDriver)} | server/driver ${(viaServer.rps / viaDriver.rps).toFixed(2)}`,
      );
    }
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
