import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startPglite } from '../../src/db/pglite.ts';
import { backend } from '../helpers.ts';
import { migratedSnapshot } from '../snapshot.ts';

// The connections of PostgREST and of our pool take turns on PGlite's single backend (src/db/pglite-wire.ts).
describe.skipIf(backend().postgres)('PGlite wire server', () => {
  let embedded: EmbeddedPostgres;
  const clients: pg.Client[] = [];

  const open = async () => {
    const client = new pg.Client({ connectionString: embedded.url });
    // A client the server hangs up on reports it here; the test looks at the outcome instead.
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    embedded = await startPglite({ snapshot: await migratedSnapshot(), idleInTransactionMs: 300 });
    const setup = await open();
    await setup.query('create table wire_test (n int)');
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await embedded?.close();
  });

  it('keeps every client’s pipelines and transactions whole under concurrency', async () => {
    const workers = await Promise.all(Array.from({ length: 6 }, () => open()));
    await Promise.all(
      workers.map(async (client, worker) => {
        for (let round = 0; round < 30; round++) {
          const value = worker * 1000 + round;
          const { rows } = await client.query<{ n: number }>('select $1::int as n', [value]);
          expect(rows[0]?.n).toBe(value);
          await client.query('begin');
          await client.query('insert into wire_test values ($1)', [value]);
          const seen = await client.query<{ count: string }>('select count(*) from wire_test where n = $1', [
            value,
          ]);
          expect(seen.rows[0]?.count).toBe('1');
          await client.query(round % 2 ? 'commit' : 'rollback');
        }
      }),
    );
    const other = await open();
    const { rows } = await other.query<{ count: string }>('select count(*) from wire_test');
    expect(rows[0]?.count).toBe(String(6 * 15));
  });

  it('ends a client idle inside a transaction, rolls it back, and lets the others through', async () => {
    const idle = await open();
    await idle.query('begin');
    await idle.query('insert into wire_test values (-1)');
    const other = await open();
    const started = Date.now();
    const { rows } = await other.query<{ count: string }>('select count(*) from wire_test where n = -1');
    expect(rows[0]?.count).toBe('0');
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(idle.query('select 1')).rejects.toThrow();
  });

  it('rolls back and recovers when a client disconnects mid-pipeline or mid-transaction', async () => {
    const quitter = await open();
    await quitter.query('begin');
    await quitter.query('insert into wire_test values (-2)');
    // A raw client that sends Parse and Bind of a failing statement but never Sync, then vanishes.
    const { port } = new URL(embedded.url);
    const raw = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => raw.once('connect', resolve));
    const startup = Buffer.from('\0\0\0\0\0\x03\0\0user\0postgres\0database\0postgres\0\0', 'latin1');
    startup.writeInt32BE(startup.length, 0);
    raw.write(startup);
    await new Promise((resolve) => raw.once('data', resolve));
    const parse = Buffer.from('P\0\0\0\0\0select 1/0\0\0\0', 'latin1');
    parse.writeInt32BE(parse.length - 1, 1);
    const bind = Buffer.from('B\0\0\0\x0e\0\0\0\0\0\0\0\0', 'latin1');
    raw.write(Buffer.concat([parse, bind]));
    const quitterSocket = (quitter as unknown as { connection: { stream: { destroy(): void } } }).connection;
    quitterSocket.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    raw.destroy();
    const other = await open();
    const { rows } = await other.query<{ count: string }>('select count(*) from wire_test where n = -2');
    expect(rows[0]?.count).toBe('0');
    expect((await other.query('select $1::text as t', ['still fine'])).rows[0]?.t).toBe('still fine');
  });
});
