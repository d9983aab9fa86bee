import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { raw, uniqueEmail } from '../helpers.ts';
import { mailsTo, type SentMail, type ServerOfItsOwn, startServerWith } from './auth-helpers.ts';

const PASSWORD = 'correct-horse-battery';

/** Every value replaced by its type, arrays by their items' shapes: what a prober can compare. */
const shapeOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shapeOf)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]))
      : value === null
        ? 'null'
        : typeof value;

describe('settings of the suite server (MAILER_AUTOCONFIRM unset)', () => {
  it('reports auto-confirm, as the app expects', async () => {
    const settings = (await (await raw('/auth/v1/settings')).json()) as Record<string, unknown>;
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});

describe('with MAILER_AUTOCONFIRM=false', () => {
  let own: ServerOfItsOwn;
  let url = '';
  let anonKey = '';
  const supabase = (): SupabaseClient =>
    createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
  const signUpRaw = async (email: string, password = PASSWORD) => {
    const started = Date.now();
    const response = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, data: { full_name: 'Same Name' } }),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      ms: Date.now() - started,
    };
  };
  const mailbox = async (email: string): Promise<SentMail[]> => mailsTo(email, url);
  /** Signs up and confirms through the mailed link; the new account's id. */
  const confirmedAccount = async (email: string) => {
    await supabase().auth.signUp({ email, password: PASSWORD });
    const [mail] = await mailbox(email);
    await fetch(mail?.links[0] ?? '', { redirect: 'manual' });
    const { data } = await supabase().auth.signInWithPassword({ email, password: PASSWORD });
    return data.user?.id ?? '';
  };

  beforeAll(async () => {
    own = await startServerWith({ MAILER_AUTOCONFIRM: 'false' });
    url = own.server.url;
    anonKey = own.server.context.keys.anonKey;
  });
  afterAll(() => own?.close());

  it('reports it in /settings', async () => {
    const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
    expect(((await response.json()) as Record<string, unknown>).mailer_autoconfirm).toBe(false);
  });

  it('signs up without a session and confirms the address through the mailed link', async () => {
    const email = uniqueEmail('confirm');
    const redirectTo = 'http://localhost:3000/dashboard';
    const { data, error } = await supabase().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Ada' }, emailRedirectTo: redirectTo },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { full_name: 'Ada' } });

    const tooEarly = await supabase().auth.signInWithPassword({ email, password: PASSWORD });
    expect([tooEarly.error?.status, tooEarly.error?.code]).toEqual([400, 'email_not_confirmed']);
    // A wrong password learns nothing about the account waiting for confirmation.
    const wrong = await supabase().auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const [mail, ...more] = await mailbox(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const link = mail?.links[0] ?? '';
    expect(link.startsWith(`${own.server.context.publicUrl}/auth/v1/verify?`)).toBe(true);
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const fromLink = supabase();
    await fromLink.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    const { data: confirmed } = await fromLink.auth.getUser();
    expect(confirmed.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(confirmed.user?.id).toBe(data.user?.id);
    // The profile trigger ran at sign-up, with the metadata given then.
    const profile = await fromLink
      .from('profiles')
      .select('full_name')
      .eq('id', data.user?.id ?? '')
      .single();
    expect(profile.data).toEqual({ full_name: 'Ada' });

    const signIn = await supabase().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers a known and an unknown address alike', async () => {
    const known = uniqueEmail('known');
    const knownId = await confirmedAccount(known);
    expect(knownId).not.toBe('');
    const unknown = uniqueEmail('unknown');

    const forKnown = await signUpRaw(known, 'some-other-password');
    const forUnknown = await signUpRaw(unknown, 'some-other-password');
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(shapeOf(forKnown.body)).toEqual(shapeOf(forUnknown.body));
    expect([forKnown.body.email, forUnknown.body.email]).toEqual([known, unknown]);
    expect(forKnown.body.id).not.toBe(knownId);
    // Apart from the address, its random id and the clock, the two answers are the same (identities included).
    const normalized = ({ body }: { body: Record<string, unknown> }, email: string) =>
      JSON.stringify(body)
        .replaceAll(String(body.id), 'ID')
        .replaceAll(email, 'EMAIL')
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"TIME"');
    expect(normalized(forKnown, known)).toBe(normalized(forUnknown, unknown));
    // Neither answer comes sooner than the floor that hides the work done for one and not the other.
    expect(Math.min(forKnown.ms, forUnknown.ms)).toBeGreaterThanOrEqual(300);

    // The known address learns someone tried; its password did not change.
    expect((await mailbox(known)).map((mail) => mail.subject)).toEqual([
      'You already have an account',
      'Confirm your e-mail address',
    ]);
    expect((await mailbox(unknown)).map((mail) => mail.subject)).toEqual(['Confirm your e-mail address']);
    const stillMine = await supabase().auth.signInWithPassword({ email: known, password: PASSWORD });
    expect(stillMine.error).toBeNull();
    const theirs = await supabase().auth.signInWithPassword({
      email: known,
      password: 'some-other-password',
    });
    expect(theirs.error?.code).toBe('invalid_credentials');
  });

  it('sends one sign-up mail a minute to an address, however often someone signs it up', async () => {
    const email = uniqueEmail('flood');
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await signUpRaw(email));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(3);
    expect(await mailbox(email)).toHaveLength(1);
  });

  it('confirms through verifyOtp with the token from the link', async () => {
    const email = uniqueEmail('otp');
    await supabase().auth.signUp({ email, password: PASSWORD });
    const [mail] = await mailbox(email);
    const tokenHash = new URL(mail?.links[0] ?? '').searchParams.get('token') ?? '';
    const client = supabase();
    const { data, error } = await client.auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.verifyOtp({ type: 'email', token_hash: tokenHash })).error?.code).toBe(
      'otp_expired',
    );
  });

  it('confirms the address of someone who resets the password instead', async () => {
    const email = uniqueEmail('reset-first');
    await supabase().auth.signUp({ email, password: PASSWORD });
    await supabase().auth.resetPasswordForEmail(email);
    const recovery = (await mailbox(email)).find((mail) => mail.subject === 'Reset your password');
    const location = (await fetch(recovery?.links[0] ?? '', { redirect: 'manual' })).headers.get('location');
    const fragment = new URLSearchParams(new URL(location ?? '').hash.slice(1));
    const client = supabase();
    await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await client.auth.updateUser({ password: 'chosen-after-reset' })).error).toBeNull();
    expect(
      (await supabase().auth.signInWithPassword({ email, password: 'chosen-after-reset' })).error,
    ).toBeNull();
  });
});
