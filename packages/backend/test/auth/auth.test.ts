import { describe, expect, it } from 'vitest';
import { backend, client, raw, serviceClient, signUp, uniqueEmail } from '../helpers.ts';
import { mailsTo } from './auth-helpers.ts';

describe('sign-up and sign-in', () => {
  it('signs up with user metadata, creates the profile and answers a session', async () => {
    const user = await signUp('signup', 'Ada Lovelace');
    expect(user.user.user_metadata.full_name).toBe('Ada Lovelace');
    expect(user.user.identities?.[0]?.provider).toBe('email');
    const { data, error } = await user.client
      .from('profiles')
      .select('id, email, full_name')
      .eq('id', user.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: user.id, email: user.email, full_name: 'Ada Lovelace' });
  });

  it('signs in with the password and issues Supabase claims', async () => {
    const user = await signUp('signin');
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    const [, payload = ''] = (data.session?.access_token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      aal: 'aal1',
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.user_metadata).toMatchObject({ full_name: 'signin tester' });
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const user = await signUp('wrongpw');
    const { error } = await client().auth.signInWithPassword({
      email: user.email,
      password: 'not-the-password',
    });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
  });

  it('refuses an unknown e-mail the same way as a wrong password', async () => {
    const { error } = await client().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refuses a duplicate e-mail with user_already_exists', async () => {
    const user = await signUp('dup');
    const { error } = await client().auth.signUp({
      email: user.email.toUpperCase(),
      password: 'another-password',
    });
    expect(error?.code).toBe('user_already_exists');
  });

  it('refuses a short password with weak_password and its reasons', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error && 'reasons' in error ? error.reasons : undefined).toEqual(['length']);
  });

  it('answers auth errors as {code, message} with the API version header', async () => {
    const response = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.test' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
  });

  it('requires an API key', async () => {
    const response = await fetch(`${backend().url}/auth/v1/settings`);
    expect(response.status).toBe(401);
    const wrong = await raw('/rest/v1/graves', { headers: { apikey: 'not-a-key' } });
    expect(wrong.status).toBe(401);
  });
});

describe('password recovery', () => {
  it('mails a link that signs the user in for recovery at /auth?reset=true', async () => {
    const user = await signUp('recover');
    const redirectTo = 'http://localhost:3000/auth?reset=true';
    expect((await client().auth.resetPasswordForEmail(user.email, { redirectTo })).error).toBeNull();
    const [mail] = await mailsTo(user.email);
    const link = mail?.links[0] ?? '';
    expect(link).toContain('/auth/v1/verify?');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const recovering = client();
    const session = await recovering.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email: user.email, password: 'recovered-password' })).error,
    ).toBeNull();
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const known = await signUp('known');
    const unknownAnswer = await raw('/auth/v1/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const knownAnswer = await raw('/auth/v1/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: known.email }),
    });
    expect([unknownAnswer.status, await unknownAnswer.text()]).toEqual([
      knownAnswer.status,
      await knownAnswer.text(),
    ]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends a link to a foreign site back to the app instead', async () => {
    const user = await signUp('phish');
    await client().auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/steal' });
    const [mail] = await mailsTo(user.email);
    expect(mail?.links[0]).toContain(encodeURIComponent('http://localhost:3000'));
  });

  it('lists sent mail on the /mailbox page', async () => {
    const page = await (await fetch(`${backend().url}/mailbox`)).text();
    expect(page).toContain('<h1>Mailbox</h1>');
  });
});

describe('admin', () => {
  it('deletes a user with the service role key and nobody else', async () => {
    const user = await signUp('admin-delete');
    const stranger = await signUp('admin-stranger');
    expect((await stranger.client.auth.admin.deleteUser(user.id)).error?.status).toBe(403);
    expect((await client().auth.admin.deleteUser(user.id)).error?.status).toBe(403);
    const { error } = await serviceClient().auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await serviceClient().auth.admin.getUserById(user.id)).error?.status).toBe(404);
    const { data } = await serviceClient().from('profiles').select('id').eq('id', user.id);
    expect(data).toEqual([]);
  });
});
