import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { backend, client, databaseConnection, raw, signUp, type TestUser } from '../helpers.ts';

// Issue 27, item 3: public.my_sessions() lists where the caller is signed in, public.end_session(id) ends one of
// their other sessions. Both are SQL (rpc through PostgREST), as they would be on hosted Supabase.

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

const db = databaseConnection();

/** A second device: its own client, with its own browser's user agent. */
function device(userAgent: string): SupabaseClient {
  return createClient(backend().url, backend().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'user-agent': userAgent } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

async function signInOn(userAgent: string, user: TestUser) {
  const supabase = device(userAgent);
  const { data, error } = await supabase.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return { supabase, session: data.session };
}

const refresh = (refreshToken: string) =>
  raw('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

interface SessionRow {
  id: string;
  user_agent: string | null;
  created_at: string;
  last_active_at: string;
  is_current: boolean;
}

async function sessionsOf(supabase: SupabaseClient): Promise<SessionRow[]> {
  const { data, error } = await supabase.rpc('my_sessions');
  if (error) throw error;
  return data as SessionRow[];
}

describe('my_sessions', () => {
  it("lists the caller's sessions, with their browser and the current one first, and nobody else's", async () => {
    const [user, other] = await Promise.all([signUp('sessions'), signUp('sessions-other')]);
    const phone = await signInOn(PHONE, user);
    await signInOn(LAPTOP, user);

    const seen = await sessionsOf(phone.supabase);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({ user_agent: PHONE, is_current: true });
    expect(seen.filter((session) => session.is_current)).toHaveLength(1);
    expect(seen.map((session) => session.user_agent)).toContain(LAPTOP);
    for (const session of seen) expect(Date.parse(session.last_active_at)).not.toBeNaN();

    expect(await sessionsOf(other.client)).toHaveLength(1);
    const anonymous = await client().rpc('my_sessions');
    expect(anonymous.error?.code).toBe('42501');
  });

  it('moves "last active" forward when a session refreshes', async () => {
    const user = await signUp('sessions-active');
    const phone = await signInOn(PHONE, user);
    const before = (await sessionsOf(user.client)).find((session) => !session.is_current);
    // The phone was last used an hour ago.
    await db.query(
      `update auth.sessions set created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour',
         refreshed_at = refreshed_at - interval '1 hour' where id = $1`,
      [before?.id],
    );
    const stale = (await sessionsOf(user.client)).find((session) => session.id === before?.id);
    expect(Date.parse(stale?.last_active_at ?? '')).toBeLessThan(Date.now() - 50 * 60_000);
    expect((await refresh(phone.session.refresh_token)).status).toBe(200);
    const after = (await sessionsOf(user.client)).find((session) => session.id === before?.id);
    expect(Date.parse(after?.last_active_at ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
  });
});

describe('end_session', () => {
  it('ends one other session: its refresh token and access token stop working, the rest go on', async () => {
    const user = await signUp('sessions-end');
    const phone = await signInOn(PHONE, user);
    const laptop = await signInOn(LAPTOP, user);
    const phoneId = (await sessionsOf(phone.supabase)).find((session) => session.is_current)?.id;
    expect(phoneId).toBeDefined();

    const ended = await laptop.supabase.rpc('end_session', { session_id: phoneId });
    expect(ended.error).toBeNull();

    const refused = await refresh(phone.session.refresh_token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('refresh_token_not_found');
    const stale = await raw('/auth/v1/user', { token: phone.session.access_token });
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { code: string }).code).toBe('session_not_found');

    // The laptop, which ended it, and the first device are still signed in.
    expect((await refresh(laptop.session.refresh_token)).status).toBe(200);
    expect((await sessionsOf(user.client)).map((session) => session.user_agent)).not.toContain(PHONE);
    const events = await user.client
      .from('security_events')
      .select('kind, user_agent')
      .order('created_at', { ascending: false })
      .limit(1);
    // Recorded with the browser that ended it (PostgREST's request.headers).
    expect(events.data).toEqual([{ kind: 'sessions_ended', user_agent: LAPTOP }]);
  });

  it("cannot end another user's session, nor the current one (that is signing out)", async () => {
    const [user, stranger] = await Promise.all([signUp('sessions-mine'), signUp('sessions-stranger')]);
    const [mine] = await sessionsOf(user.client);
    const theirs = await stranger.client.rpc('end_session', { session_id: mine?.id });
    expect(theirs.error?.code).toBe('P0002');
    const own = await user.client.rpc('end_session', { session_id: mine?.id });
    expect(own.error?.code).toBe('P0002');
    const anonymous = await client().rpc('end_session', { session_id: mine?.id });
    expect(anonymous.error?.code).toBe('42501');
    expect((await user.client.auth.getUser()).error).toBeNull();
    expect(await sessionsOf(user.client)).toHaveLength(1);
  });

  it('a new password ends the other sessions, as GoTrue does', async () => {
    const user = await signUp('sessions-password');
    const phone = await signInOn(PHONE, user);
    const changed = await user.client.auth.updateUser({
      password: 'sessions-new-password',
      current_password: user.password,
    } as { password: string });
    expect(changed.error).toBeNull();
    expect((await refresh(phone.session.refresh_token)).status).toBe(400);
    expect(await sessionsOf(user.client)).toHaveLength(1);
  });
});
