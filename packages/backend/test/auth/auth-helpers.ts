import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { optionsFromEnv } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { backend, raw } from '../helpers.ts';
import { migratedSnapshot } from '../snapshot.ts';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Mail the server kept for /mailbox, newest first. */
export const mailsTo = async (email: string, url = backend().url): Promise<SentMail[]> =>
  ((await (await fetch(`${url}/mailbox.json`)).json()) as SentMail[]).filter((mail) => mail.to === email);

/** A JSON POST to the suite's server, as supabase-js sends it, or with a body supabase-js would never send. */
export const postJson = (path: string, body: unknown, init: RequestInit & { token?: string } = {}) =>
  raw(path, {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export interface ServerOfItsOwn {
  server: RunningServer;
  close(): Promise<void>;
}

/**
 * A second server for settings the suite's server does not have (environment variables as in production), on
 * the same database kind as the suite: PGlite from the snapshot, or the same PostgreSQL.
 */
export async function startServerWith(env: Record<string, string>): Promise<ServerOfItsOwn> {
  const dataDir = mkdtempSync(join(tmpdir(), 'evergreen-auth-'));
  const databaseUrl = backend().postgres ? process.env.DATABASE_URL : undefined;
  const server = await startServer({
    ...optionsFromEnv({ ...env, DATA_DIR: dataDir, QUIET: '1' }),
    port: 0,
    databaseUrl,
    snapshot: databaseUrl ? undefined : await migratedSnapshot(),
    bcryptCost: 4,
    rateLimits: { signIn: 100_000, signUp: 100_000, recover: 100_000, windowSeconds: 60 },
  });
  return {
    server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
