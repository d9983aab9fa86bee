import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Database, type RequestClaims } from '../src/db/database.ts';

// The load generator, run as a child process of bench.ts so that it never shares an event loop with the server.
// Reads one job as JSON from argv, prints its figures as JSON on stdout.

interface Load {
  connections: number;
  seconds: number;
  /** Requests per second each client sends (open loop); unset: each sends its next as soon as one answers. */
  ratePerClient?: number;
}

export interface HttpJob extends Load {
  kind: 'http';
  url: string;
  /** Sent together with `url` as one step, as a page sends its reads at once; the step lasts until the last answers. */
  alsoUrls?: string[];
  headers: Record<string, string>;
}

export interface DriverJob extends Load {
  kind: 'driver';
  databaseUrl: string;
  sql: string;
  params: unknown[];
  claims: RequestClaims;
  /** Database connections; the same number PostgREST has, for a like-for-like comparison. */
  pool: number;
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

/**
 * Runs `clients` loops until the deadline. Paced clients start spread over one interval, as independent users
 * would, and their latency counts from when a request was due, so that a slow answer cannot hide the requests
 * queued behind it (autocannon's rate limit starts every client at once, which measures bursts instead).
 */
async function clientLoops(job: Load, send: () => Promise<boolean>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + job.seconds * 1000;
  const interval = job.ratePerClient ? 1000 / job.ratePerClient : 0;
  await Promise.all(
    Array.from({ length: job.connections }, async (_, index) => {
      let due = performance.now() + (interval * index) / job.connections;
      while ((interval ? due : performance.now()) < deadline) {
        if (interval) await sleep(Math.max(0, due - performance.now()));
        const started = interval ? due : performance.now();
        due += interval;
        if (!(await send().catch(() => false))) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return figures(latencies, job.seconds, errors);
}

/** One request over a kept-alive connection; true when it answered below 400. */
function get(url: URL, headers: Record<string, string>, agent: Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    request(url, { agent, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve((response.statusCode ?? 500) < 400));
    })
      .once('error', reject)
      .end();
  });
}

async function pacedHttp(job: HttpJob): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const urls = [job.url, ...(job.alsoUrls ?? [])].map((url) => new URL(url));
  try {
    return await clientLoops(job, async () =>
      (await Promise.all(urls.map((url) => get(url, job.headers, agent)))).every(Boolean),
    );
  } finally {
    agent.destroy();
  }
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
  try {
    // One warm-up round so that connecting is not measured, as autocannon's keep-alive connections are not.
    await Promise.all(
      Array.from({ length: job.pool }, () =>
        db.tx((client) => client.query(job.sql, job.params), job.claims),
      ),
    );
    return await clientLoops(job, async () => {
      await db.tx((client) => client.query(job.sql, job.params), job.claims);
      return true;
    });
  } finally {
    await db.close();
  }
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const result =
  job.kind === 'driver' ? await driver(job) : job.ratePerClient ? await pacedHttp(job) : await http(job);
process.stdout.write(`${JSON.stringify(result)}\n`);
