import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { ServerOptions } from './config.ts';
import type { AppContext } from './context.ts';
import { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type EmbeddedPostgres, startPglite } from './db/pglite.ts';
import { seedDemo } from './db/seed.ts';
import { loadKeys } from './keys.ts';
import { createMailer } from './mail/mailer.ts';
import { Postgrest } from './rest/postgrest.ts';

export interface RunningServer {
  url: string;
  context: AppContext;
  postgrest: Postgrest;
  /** The in-process PGlite, when not on PostgreSQL. */
  embedded: EmbeddedPostgres | undefined;
  close(): Promise<void>;
}

function postgrestUri(databaseUrl: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  url.password = password;
  return url.toString();
}

/** Starts everything in order: keys, database, platform and migrations, PostgREST, HTTP; seeds on request. */
export async function startServer(
  options: ServerOptions,
  hooks: { onFatal?: (error: Error) => void } = {},
): Promise<RunningServer> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  mkdirSync(options.dataDir, { recursive: true });
  const keys = await loadKeys(options.dataDir, options);
  // Bound first, on the given port or on 0: a port probed free and bound seconds later (after PGlite started) can
  // be taken in between, which failed a test run with EADDRINUSE. Until everything is up it answers 503.
  let app: ReturnType<typeof createApp> | undefined;
  const http = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const server = serve(
      {
        fetch: (request, env) =>
          app
            ? app.fetch(request, env)
            : new Response('Starting', { status: 503, headers: { 'retry-after': '1' } }),
        hostname: options.host,
        port: options.port,
      },
      () => resolve(server),
    );
    server.once('error', reject);
  });
  const closeHttp = () =>
    new Promise<void>((resolve) => {
      http.close(() => resolve());
      if ('closeAllConnections' in http) http.closeAllConnections();
    });
  const { port } = http.address() as AddressInfo;
  const publicUrl = (options.publicUrl ?? `http://${options.host}:${port}`).replace(/\/$/, '');
  const closers: (() => Promise<void>)[] = [closeHttp];
  try {
    const embedded = options.databaseUrl
      ? undefined
      : await startPglite({ dataDir: join(options.dataDir, 'db'), snapshot: options.snapshot, log });
    if (embedded) closers.push(() => embedded.close());
    const databaseUrl = options.databaseUrl ?? embedded?.url ?? '';
    const db = new Database(databaseUrl);
    // Closed after the HTTP server and PostgREST, before PGlite.
    closers.splice(1, 0, () => db.close());
    const applied = await migrate(db, embedded ? undefined : keys.authenticatorPassword);
    if (applied.length > 0) log(`Applied migrations ${applied.join(', ')}`);
    const minAgeMs = options.postGuardMinAgeMs;
    if (minAgeMs !== undefined) {
      await db.tx((client) =>
        client.query(
          `insert into private.app_config (key, value) values ('post_guard_min_age_ms', $1)
           on conflict (key) do update set value = excluded.value`,
          [String(Math.max(0, Math.round(minAgeMs)))],
        ),
      );
    }
    const storageDir = join(options.dataDir, 'storage');
    mkdirSync(storageDir, { recursive: true });
    const context: AppContext = {
      options,
      keys,
      db,
      mailer: createMailer(options, log),
      publicUrl,
      internalUrl: `http://${['0.0.0.0', '::', ''].includes(options.host) ? '127.0.0.1' : options.host}:${port}`,
      storageDir,
      log,
    };
    if (options.seed) await seedDemo(context);

    const postgrest = new Postgrest({
      dbUri: embedded ? embedded.url : postgrestUri(databaseUrl, keys.authenticatorPassword),
      jwtSecret: keys.jwtSecret,
      embedded: Boolean(embedded),
      dbPool: options.postgrestPool,
      plansEnabled: options.postgrestPlans,
      bin: options.postgrestBin,
      log,
      onFatal: hooks.onFatal ?? ((error) => log(error.message)),
    });
    await postgrest.start();
    closers.splice(1, 0, () => postgrest.stop());

    app = createApp(context, postgrest);
    const url = `http://${options.host}:${port}`;
    return {
      url,
      context,
      postgrest,
      embedded,
      async close() {
        for (const close of closers) await close().catch(() => {});
      },
    };
  } catch (error) {
    for (const close of closers) await close().catch(() => {});
    throw error;
  }
}
