import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { optionsFromEnv } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { migratedSnapshot } from './snapshot.ts';

export interface BackendUnderTest {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  postgres: boolean;
  /** A superuser connection to the server's database (PGlite's wire server or PostgreSQL), for checks of the
   * catalog and for states no API call can make. */
  databaseUrl: string;
  /** Where the server keeps object files (`<bucket>/<name>`), to check that none is left behind. */
  storageDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: BackendUnderTest;
  }
}

/** One server for the whole run: PGlite from a migrated snapshot, or PostgreSQL when DATABASE_URL is set. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'evergreen-backend-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const options = optionsFromEnv({ DATA_DIR: dataDir, QUIET: '1' });
  const server = await startServer({
    ...options,
    port: 0,
    databaseUrl,
    snapshot: databaseUrl ? undefined : await migratedSnapshot(),
    bcryptCost: 4,
    rateLimits: { signIn: 100_000, signUp: 100_000, recover: 100_000, windowSeconds: 60 },
    // Every test file posts from 127.0.0.1 with fresh form tokens: the guard's own rules are proven on a server
    // of their own (test/memorials/post-guard.test.ts).
    postGuardMinAgeMs: 0,
  });
  await server.context.db.tx((client) =>
    client.query(
      'update private.post_guard_limits set per_user = 100000, per_address = 100000, per_memorial = 100000',
    ),
  );
  project.provide('backend', {
    url: server.url,
    anonKey: server.context.keys.anonKey,
    serviceRoleKey: server.context.keys.serviceRoleKey,
    jwtSecret: server.context.keys.jwtSecret,
    postgres: Boolean(databaseUrl),
    databaseUrl: databaseUrl ?? server.embedded?.url ?? '',
    storageDir: server.context.storageDir,
  });
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
