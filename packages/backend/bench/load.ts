import autocannon from 'autocannon';
import { Database, type RequestClaims } from '../src/db/database.ts';

// The load generator, run as a child process of bench.ts so that it never shares an event loop with the server.
// Reads one job as JSON from argv, prints its figures as JSON on stdout.

export interface HttpJob {
  kind: 'http';
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface DriverJob {
  kind: 'driver';
  databaseUrl: string;
  sql: string;
  params: unknown[];
  claims: RequestClaims;
  /** Database connections; the same number PostgREST has, for a like-for-like comparison. */
  pool: number;
  connections: number;
  seconds: number;
}

export type Job = HttpJob | DriverJob;

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

function figures(latencies: number[], seconds: number, errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    errors,
  };
}

async function http(job: HttpJob): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await autocannon({
    url: job.url,
    headers: job.headers,
    connections: job.connections,
    duration: job.seconds,
    timeout: 10,
    setupClient: (client) =>
      client.on('response', (status: number, _bytes: number, time: number) => {
        if (status >= 400) errors += 1;
        latencies.push(time);
      }),
  });
  return figures(latencies, job.seconds, errors + result.errors + result.timeouts);
}

async function driver(job: DriverJob): Promise<Figures> {
  const db = new Database(job.databaseUrl, job.pool);
  const latencies: number[] = [];
  let errors = 0;
  try {
    // One warm-up round so that connecting is not measured, as autocannon's keep-alive connections are not.
    await Promise.all(
      Array.from({ length: job.pool }, () =>
        db.tx((client) => client.query(job.sql, job.params), job.claims),
      ),
    );
    const deadline = performance.now() + job.seconds * 1000;
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          await db
            .tx((client) => client.query(job.sql, job.params), job.claims)
            .catch(() => {
              errors += 1;
            });
          latencies.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await db.close();
  }
  return figures(latencies, job.seconds, errors);
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const result = job.kind === 'http' ? await http(job) : await driver(job);
process.stdout.write(`${JSON.stringify(result)}\n`);
