import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { optionsFromEnv, type ServerOptions } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { backend } from './helpers.ts';
import { migratedSnapshot } from './snapshot.ts';

/**
 * A server with a database of its own, for tests that change what every other test relies on (the price ids
 * in private.app_config): PGlite from the migrated snapshot, or a new database in the suite's PostgreSQL.
 */
export async function startIsolatedServer(
  label: string,
  overrides: Partial<ServerOptions> = {},
): Promise<RunningServer & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `evergreen-${label}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend().postgres && process.env.DATABASE_URL) {
    const name = `evergreen_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
    const admin = async (sql: string) => {
      const connection = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await connection.connect();
      try {
        await connection.query(sql);
      } finally {
        await connection.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
  }
  const server = await startServer({
    ...optionsFromEnv({ DATA_DIR: dataDir, QUIET: '1' }),
    port: 0,
    databaseUrl,
    snapshot: databaseUrl ? undefined : await migratedSnapshot(),
    bcryptCost: 4,
    rateLimits: { signIn: 100_000, signUp: 100_000, recover: 100_000, windowSeconds: 60 },
    ...overrides,
  });
  return Object.assign(server, {
    async stop() {
      await server.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
