import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend, client, raw, signUp, uniqueEmail } from '../helpers.ts';
import { mailsTo, postJson, type ServerOfItsOwn, startServerWith } from './auth-helpers.ts';

describe('sessions', () => {
  it('rotates refresh tokens and ends the session when a used one comes back', async () => {
    const user = await signUp('rotate');
    const first = (await user.client.auth.getSession()).data.session?.refresh_token ?? '';
    const second = await client().auth.refreshSession({ refresh_token: first });
    expect(second.error).toBeNull();
    const secondToken = second.data.session?.refresh_token ?? '';
    expect(secondToken).not.toBe(first);
    const third = await client().auth.refreshSession({ refresh_token: secondToken });
    expect(third.error).toBeNull();
    // The first token's successor has been used too: this is a replay, not a second tab.
    const replay = await client().auth.refreshSession({ refresh_token: first });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const afterRevoke = await client().auth.refreshSession({
      refresh_token: third.data.session?.refresh_token ?? '',
    });
    expect(afterRevoke.error).not.toBeNull();
    const { error } = await client().auth.getUser(third.data.session?.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'made-up-token' });
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('refuses an expired access token at auth and REST', async () => {
    const user = await signUp('expired');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: 'x',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(backend().jwtSecret));
    const { error } = await client().auth.getUser(expired);
    expect(error?.code).toBe('bad_jwt');
    const rest = await raw('/rest/v1/graves?select=id', { token: expired });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301');
  });

  it('updates metadata and password; an e-mail change waits for confirmation (email-change.test.ts)', async () => {
    const user = await signUp('update');
    const named = await user.client.auth.updateUser({ data: { full_name: 'New Name' } });
    expect(named.data.user?.user_metadata.full_name).toBe('New Name');
    expect((await user.client.auth.updateUser({ password: 'short' })).error?.code).toBe('weak_password');
    const changed = await user.client.auth.updateUser({
      password: 'a-new-password',
      current_password: user.password,
    });
    expect(changed.error).toBeNull();
    const signIn = await client().auth.signInWithPassword({ email: user.email, password: 'a-new-password' });
    expect(signIn.error).toBeNull();
    const newEmail = uniqueEmail('moved');
    const moved = await user.client.auth.updateUser({
      email: newEmail,
      current_password: 'a-new-password',
    } as {
      email: string;
    });
    expect(moved.data.user?.email).toBe(user.email);
    expect(moved.data.user?.new_email).toBe(newEmail);
    const other = await signUp('taken');
    const taken = await user.client.auth.updateUser({
      email: other.email,
      current_password: 'a-new-password',
    } as { email: string });
    expect(taken.error?.code).toBe('email_exists');
  });

  it('logs out with local, others and global scopes', async () => {
    const user = await signUp('logout');
    const second = client();
    await second.auth.signInWithPassword({ email: user.email, password: user.password });
    const third = client();
    await third.auth.signInWithPassword({ email: user.email, password: user.password });
    expect((await third.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await user.client.auth.getUser()).error).not.toBeNull();
    expect((await third.auth.getUser()).error).toBeNull();
    const tokenOfThird = (await third.auth.getSession()).data.session?.access_token;
    expect((await third.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client().auth.getUser(tokenOfThird)).error?.name).toBe('AuthSessionMissingError');
    const fourth = client();
    await fourth.auth.signInWithPassword({ email: user.email, password: user.password });
    const token = (await fourth.auth.getSession()).data.session?.access_token;
    expect((await fourth.auth.signOut()).error).toBeNull();
    expect((await client().auth.getUser(token)).error?.name).toBe('AuthSessionMissingError');
  });
});

interface SessionAnswer {
  access_token: string;
  refresh_token: string;
}

const refresh = async (refreshToken: string) => {
  const response = await postJson('/auth/v1/token?grant_type=refresh_token', { refresh_token: refreshToken });
  return { status: response.status, body: (await response.json()) as SessionAnswer & { code?: string } };
};

const currentUser = async (accessToken: string) =>
  (await raw('/auth/v1/user', { token: accessToken })).status;

describe('tabs refreshing at once', () => {
  it.each([3, 10])('keeps the session when %i tabs refresh the same token together', async (tabs) => {
    const user = await signUp(`tabs${tabs}`);
    const first = (await user.client.auth.getSession()).data.session?.refresh_token ?? '';
    const answers = await Promise.all(Array.from({ length: tabs }, () => refresh(first)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(tabs).fill(200));
    // Every tab holds the one successor, as GoTrue hands back the active child inside the reuse interval.
    const successors = new Set(answers.map((answer) => answer.body.refresh_token));
    expect(successors.size).toBe(1);
    const [successor = ''] = successors;
    expect(successor).not.toBe(first);
    for (const answer of answers) expect(await currentUser(answer.body.access_token)).toBe(200);
    const next = await refresh(successor);
    expect(next.status).toBe(200);
    expect(await currentUser(next.body.access_token)).toBe(200);
    const { data, error } = await user.client.from('profiles').select('id').eq('id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.id }]);
  });
});

describe('a refresh token used again after the reuse interval', () => {
  let own: ServerOfItsOwn;
  beforeAll(async () => {
    // An interval of 0 s: every second use of a token is past it, without waiting in the test.
    own = await startServerWith({ REFRESH_TOKEN_REUSE_INTERVAL: '0' });
  });
  afterAll(() => own?.close());

  it('is taken as a leak and ends the session', async () => {
    const call = (path: string, body: unknown, token?: string) =>
      fetch(`${own.server.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          apikey: own.server.context.keys.anonKey,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const signedUp = (await (
      await call('/auth/v1/signup', { email: uniqueEmail('late'), password: 'correct-horse-battery' })
    ).json()) as SessionAnswer;
    const rotate = (refreshToken: string) =>
      call('/auth/v1/token?grant_type=refresh_token', { refresh_token: refreshToken });
    const rotated = await rotate(signedUp.refresh_token);
    expect(rotated.status).toBe(200);
    const child = (await rotated.json()) as SessionAnswer;
    const replay = await rotate(signedUp.refresh_token);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe('refresh_token_already_used');
    expect((await rotate(child.refresh_token)).status).toBe(400);
    expect((await call('/auth/v1/user', undefined, child.access_token)).status).toBe(403);
  });
});

describe('a new password', () => {
  const sessionOf = async (supabase: SupabaseClient) => {
    const session = (await supabase.auth.getSession()).data.session;
    return { access: session?.access_token ?? '', refresh: session?.refresh_token ?? '' };
  };

  it('ends every other session of the user and keeps the one that changed it', async () => {
    const user = await signUp('newpw');
    const laptop = client();
    expect(
      (await laptop.auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
    const before = await sessionOf(laptop);
    const changed = await user.client.auth.updateUser({
      password: 'a-brand-new-password',
      current_password: user.password,
    });
    expect(changed.error).toBeNull();

    expect(await currentUser(before.access)).toBe(403);
    expect((await refresh(before.refresh)).status).toBe(400);
    const kept = await sessionOf(user.client);
    expect(await currentUser(kept.access)).toBe(200);
    const refreshed = await refresh(kept.refresh);
    expect(refreshed.status).toBe(200);
    expect(await currentUser(refreshed.body.access_token)).toBe(200);
  });

  it('leaves the other sessions alone when only the name changes', async () => {
    const user = await signUp('rename');
    const laptop = client();
    await laptop.auth.signInWithPassword({ email: user.email, password: user.password });
    expect((await user.client.auth.updateUser({ data: { full_name: 'Renamed' } })).error).toBeNull();
    expect(await currentUser((await sessionOf(laptop)).access)).toBe(200);
  });

  it('set after a recovery link ends the sessions of whoever had the old one', async () => {
    const user = await signUp('recovered');
    const intruder = await sessionOf(user.client);
    await client().auth.resetPasswordForEmail(user.email, { redirectTo: 'http://localhost:3000/auth' });
    const [mail] = await mailsTo(user.email);
    const location = (await fetch(mail?.links[0] ?? '', { redirect: 'manual' })).headers.get('location');
    const fragment = new URLSearchParams(new URL(location ?? '').hash.slice(1));
    const recovering = client();
    await recovering.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await recovering.auth.updateUser({ password: 'only-i-know-this' })).error).toBeNull();

    expect(await currentUser(intruder.access)).toBe(403);
    expect((await refresh(intruder.refresh)).status).toBe(400);
    expect((await recovering.auth.getUser()).error).toBeNull();
  });
});
