import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../src/config.ts';
import { type EmbeddedPostgres, startPglite } from '../../src/db/pglite.ts';
import { freePort, Postgrest } from '../../src/rest/postgrest.ts';
import { startServer } from '../../src/server.ts';
import { backend } from '../helpers.ts';
import { startIsolatedServer } from '../isolated-server.ts';
import { migratedSnapshot } from '../snapshot.ts';

// A port probed free and bound later can be taken in between (a test run once failed to start with EADDRINUSE).
// Which port another process takes cannot be staged, so a port held by this test is handed in as the probed one.

const listening = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

describe('ports', () => {
  let held: Server;
  let dataDir: string;
  let embedded: EmbeddedPostgres | undefined;
  let dbUri: string;

  beforeAll(async () => {
    held = await listening();
    dataDir = mkdtempSync(join(tmpdir(), 'evergreen-ports-'));
    // PostgREST needs a database to become ready; on PGlite one of its own, as PGlite serves one connection.
    if (backend().postgres && process.env.DATABASE_URL) {
      dbUri = process.env.DATABASE_URL;
    } else {
      embedded = await startPglite({
        dataDir: join(dataDir, 'db'),
        snapshot: await migratedSnapshot(),
        log: () => {},
      });
      dbUri = embedded.url;
    }
  });

  afterAll(async () => {
    await new Promise((resolve) => held?.close(resolve));
    await embedded?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const supervisor = (pickPort: () => Promise<number>, lines: string[]) =>
    new Postgrest({
      dbUri,
      jwtSecret: 'a-test-secret-that-is-at-least-32-characters-long',
      embedded: Boolean(embedded),
      log: (line) => lines.push(line),
      onFatal: () => {},
      pickPort,
    });

  it('starts PostgREST on other ports when a probed port is taken by the time it binds', async () => {
    // The first port handed out is the held one; every later one is probed as in production.
    const picked: number[] = [];
    const pick = async () => {
      const port = picked.length === 0 ? portOf(held) : await freePort();
      picked.push(port);
      return port;
    };
    const lines: string[] = [];
    const postgrest = supervisor(pick, lines);
    try {
      await postgrest.start();
      expect(postgrest.state).toBe('ready');
      expect(postgrest.port).not.toBe(portOf(held));
      expect(await postgrest.isLive()).toBe(true);
      expect(lines).toContain(`postgrest: port ${portOf(held)} or ${picked[1]} was taken; trying others`);
    } finally {
      await postgrest.stop();
    }
  });

  it('gives up with PostgREST own words after five tries on taken ports, leaving no process behind', async () => {
    const lines: string[] = [];
    // Every API port is the held one; admin ports are free, so nothing else answers PostgREST's readiness check.
    let picks = 0;
    const postgrest = supervisor(async () => (picks++ % 2 === 0 ? portOf(held) : freePort()), lines);
    await expect(postgrest.start()).rejects.toThrow(/Address in use/);
    expect(lines.filter((line) => line.endsWith('trying others'))).toHaveLength(4);
    expect(postgrest.pid).toBeUndefined();
  });

  it('serves on the port it reports when started on port 0, and names it in its public URL', async () => {
    const server = await startIsolatedServer('ports', { port: 0 });
    try {
      const { port } = new URL(server.url);
      expect(Number(port)).toBeGreaterThan(0);
      expect(server.context.publicUrl).toBe(server.url);
      const response = await fetch(`${server.url}/rest/v1/`, {
        headers: { apikey: server.context.keys.anonKey },
      });
      expect(response.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('fails clearly, without moving, when the port it is given is taken', async () => {
    const taken = startServer({
      ...optionsFromEnv({ DATA_DIR: join(dataDir, 'taken'), QUIET: '1' }),
      host: '127.0.0.1',
      port: portOf(held),
    });
    await expect(taken).rejects.toThrow(
      `listen EADDRINUSE: address already in use 127.0.0.1:${portOf(held)}`,
    );
  });
});
