// private.post_guard (supabase/schemas/99_post_guard.sql), the gate of every visitor post: form tokens signed by
// the database, the honeypot, the 3 s minimum form age and the limits per user, address and memorial. A server of
// its own, with the guard's real 3 s and low limits: the suite's shared server lowers both for the other files.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startIsolatedServer } from '../isolated-server.ts';

interface Caller {
  user?: string;
  address?: string;
}

interface Refusal {
  code?: string;
  detail?: string;
}

describe('the post guard', () => {
  let server: Awaited<ReturnType<typeof startIsolatedServer>>;

  const sql = async <Row extends object>(text: string, values: unknown[] = []) =>
    server.context.db.tx(async (client) => (await client.query<Row>(text, values)).rows);

  /** A token issued `ageMs` ago, as form_token() would have made it then. */
  const tokenAged = async (ageMs: number) =>
    (
      await sql<{ token: string }>(
        `select private.form_token_at(clock_timestamp() - make_interval(secs => $1::float8 / 1000)) as token`,
        [ageMs],
      )
    )[0]?.token ?? '';

  /** Calls the guard as an API role would, from `caller`'s address; answers the refusal, or null when it passes. */
  const guard = (
    token: string | null,
    honeypot: string | null,
    memorial: string | null,
    caller: Caller,
    kind = 'memory',
  ): Promise<Refusal | null> =>
    server.context.db
      .tx(async (client) => {
        await client.query(
          `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`,
          [
            JSON.stringify(caller.user ? { sub: caller.user, role: 'authenticated' } : { role: 'anon' }),
            JSON.stringify(caller.address ? { 'x-forwarded-for': `${caller.address}, 10.0.0.1` } : {}),
          ],
        );
        await client.query(`set local role ${caller.user ? 'authenticated' : 'anon'}`);
        await client.query('select private.post_guard($1, $2, $3, $4)', [token, honeypot, kind, memorial]);
        return null;
      })
      .catch((error: Refusal) => ({ code: error.code, detail: error.detail }));

  beforeAll(async () => {
    server = await startIsolatedServer('post-guard');
    await sql(
      `update private.post_guard_limits set per_user = 2, per_address = 3, per_memorial = 4 where kind = 'memory'`,
    );
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('hands anyone a signed token, and refuses a post sooner than 3 s after it was issued', async () => {
    const anon = createClient(server.url, server.context.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const { data: token, error } = await anon.rpc('form_token');
    expect(error).toBeNull();
    expect(token).toMatch(/^\d+\.[0-9a-f]{64}$/);
    const caller = { address: '192.0.2.1' };
    expect(await guard(token as string, null, null, caller)).toEqual({
      code: 'PT400',
      detail: 'post_too_fast',
    });
    expect(await guard(await tokenAged(2_800), null, null, caller)).toEqual({
      code: 'PT400',
      detail: 'post_too_fast',
    });
    expect(await guard(await tokenAged(3_100), null, null, caller)).toBeNull();
  });

  it('refuses a filled honeypot, a missing, forged or day-old token and an unknown kind', async () => {
    const caller = { address: '192.0.2.2' };
    const good = await tokenAged(5_000);
    expect(await guard(good, 'https://spam.example', null, caller)).toEqual({
      code: 'PT400',
      detail: 'post_honeypot',
    });
    expect(await guard(null, null, null, caller)).toEqual({ code: 'PT400', detail: 'post_token_missing' });
    expect(await guard('', '', null, caller)).toEqual({ code: 'PT400', detail: 'post_token_missing' });
    // Another time under the same signature, a made-up signature, and junk.
    const [issued, signature] = good.split('.');
    const older = `${Number(issued) - 60_000}.${signature}`;
    expect(await guard(older, null, null, caller)).toEqual({ code: 'PT400', detail: 'post_token_invalid' });
    expect(await guard(`${issued}.${'0'.repeat(64)}`, null, null, caller)).toEqual({
      code: 'PT400',
      detail: 'post_token_invalid',
    });
    expect(await guard("1' or '1'='1", null, null, caller)).toEqual({
      code: 'PT400',
      detail: 'post_token_invalid',
    });
    expect(await guard(await tokenAged(25 * 3600 * 1000), null, null, caller)).toEqual({
      code: 'PT400',
      detail: 'post_token_expired',
    });
    expect(await guard(good, null, null, caller, 'essay')).toMatchObject({ code: '22023' });
    // Each refusal above was undone: the address has posted nothing yet.
    expect(await guard(good, null, null, caller)).toBeNull();
  });

  it('limits posts per user, then per address, then per memorial (2, 3 and 4 an hour here)', async () => {
    const memorial = randomUUID();
    const [first, second, third, fourth] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [home, cafe] = ['198.51.100.7', '203.0.113.9'];
    const post = async (user: string, address: string) =>
      guard(await tokenAged(4_000), null, memorial, {
        user,
        address,
      });
    expect(await post(first, home)).toBeNull();
    expect(await post(first, home)).toBeNull();
    expect(await post(first, home)).toEqual({ code: 'PT429', detail: 'post_rate_user' });
    expect(await post(second, home)).toBeNull();
    expect(await post(third, home)).toEqual({ code: 'PT429', detail: 'post_rate_address' });
    expect(await post(third, cafe)).toBeNull();
    expect(await post(fourth, cafe)).toEqual({ code: 'PT429', detail: 'post_rate_memorial' });
    // Signed out, only the address counts: the refused post took nothing, so the cafe has two left of its 3.
    expect(await guard(await tokenAged(4_000), null, null, { address: cafe })).toBeNull();
    expect(await guard(await tokenAged(4_000), null, null, { address: cafe })).toBeNull();
    expect(await guard(await tokenAged(4_000), null, null, { address: cafe })).toEqual({
      code: 'PT429',
      detail: 'post_rate_address',
    });
    // Another kind has limits of its own.
    expect(await guard(await tokenAged(4_000), null, memorial, { address: cafe }, 'tribute')).toBeNull();
  });

  it('keeps its secret and its counts from every API role', async () => {
    for (const role of ['anon', 'authenticated']) {
      const refused = await server.context.db
        .tx(async (client) => {
          await client.query(`set local role ${role}`);
          await client.query('select * from private.post_guard_secret');
        })
        .then(
          () => null,
          (error: Refusal) => error.code,
        );
      expect(refused).toBe('42501');
    }
  });
});
