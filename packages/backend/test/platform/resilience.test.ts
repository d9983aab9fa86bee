import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { backend } from '../helpers.ts';
import { migratedSnapshot } from '../snapshot.ts';

// A server of its own: bursts and a killed PostgREST must not disturb the files sharing the suite's server.
describe('resilience', () => {
  let server: RunningServer;
  let dataDir: string;
  const email = `burst-${Date.now()}@example.test`;
  const password = 'burst-password';

  const call = (path: string, init: RequestInit = {}, timeoutMs = 5000) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { apikey: server.context.keys.anonKey, 'content-type': 'application/json', ...init.headers },
      signal: init.signal ?? AbortSignal.timeout(timeoutMs),
    });
  const signIn = (timeoutMs?: number) =>
    call(
      '/auth/v1/token?grant_type=password',
      { method: 'POST', body: JSON.stringify({ email, password }) },
      timeoutMs,
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'evergreen-resilience-'));
    const databaseUrl = backend().postgres ? process.env.DATABASE_URL : undefined;
    server = await startServer({
      ...optionsFromEnv({ DATA_DIR: dataDir, QUIET: '1' }),
      port: 0,
      databaseUrl,
      snapshot: databaseUrl ? undefined : await migratedSnapshot(),
      bcryptCost: 4,
      rateLimits: { signIn: 100_000, signUp: 100_000, recover: 100_000, windowSeconds: 60 },
    });
    const signUp = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(signUp.status).toBe(200);
  });

  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in within seconds after a burst of REST requests, some aborted, beside auth traffic', async () => {
    const session = (await (await signIn()).json()) as { access_token: string };
    const rest = { authorization: `Bearer ${session.access_token}`, 'accept-profile': 'public' };
    const deadline = Date.now() + 2000;
    const outcomes = { ok: 0, failed: 0, aborted: 0 };
    const loop = async (request: () => Promise<Response>) => {
      while (Date.now() < deadline) {
        try {
          const response = await request();
          await response.arrayBuffer();
          outcomes[response.ok ? 'ok' : 'failed'] += 1;
        } catch {
          outcomes.aborted += 1;
        }
      }
    };
    const list = () => call('/rest/v1/graves?select=*&order=created_at.desc', { headers: rest });
    // Clients that hang up mid-request, as a closed browser tab does.
    const impatient = () =>
      call('/rest/v1/reminders?select=*,graves(full_name)', {
        headers: rest,
        signal: AbortSignal.timeout(25),
      });
    await Promise.all([
      ...Array.from({ length: 8 }, () => loop(list)),
      ...Array.from({ length: 2 }, () => loop(impatient)),
      ...Array.from({ length: 2 }, () => loop(() => signIn())),
    ]);
    expect(outcomes.ok).toBeGreaterThan(20);
    expect(outcomes.failed).toBe(0);

    const started = Date.now();
    const after = await signIn(4000);
    expect(after.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(4000);
    const user = await call('/auth/v1/user', { headers: rest });
    expect(user.status).toBe(200);
  });

  it('restarts PostgREST when it dies; the next REST request succeeds within seconds', async () => {
    const before = server.postgrest.pid;
    expect(before).toBeGreaterThan(0);
    server.postgrest.crashForTest();
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 8000) {
      status = await call('/rest/v1/graves?select=id&limit=1', {}, 2000)
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.postgrest.pid).not.toBe(before);
  });
});
