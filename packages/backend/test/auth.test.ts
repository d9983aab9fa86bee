import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { backend, client, raw, serviceClient, signUp, uniqueEmail } from './helpers.ts';

interface SentMail {
  to: string;
  subject: string;
  links: string[];
}

const mailsTo = async (email: string): Promise<SentMail[]> =>
  ((await (await fetch(`${backend().url}/mailbox.json`)).json()) as SentMail[]).filter(
    (mail) => mail.to === email,
  );

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

  it('updates metadata, password and e-mail', async () => {
    const user = await signUp('update');
    const named = await user.client.auth.updateUser({ data: { full_name: 'New Name' } });
    expect(named.data.user?.user_metadata.full_name).toBe('New Name');
    expect((await user.client.auth.updateUser({ password: 'short' })).error?.code).toBe('weak_password');
    expect((await user.client.auth.updateUser({ password: 'a-new-password' })).error).toBeNull();
    const newEmail = uniqueEmail('moved');
    const moved = await user.client.auth.updateUser({ email: newEmail });
    expect(moved.data.user?.email).toBe(newEmail);
    const signIn = await client().auth.signInWithPassword({ email: newEmail, password: 'a-new-password' });
    expect(signIn.error).toBeNull();
    const profile = await user.client.from('profiles').select('email').eq('id', user.id).single();
    expect(profile.data?.email).toBe(newEmail);
    const other = await signUp('taken');
    expect((await user.client.auth.updateUser({ email: other.email })).error?.code).toBe('email_exists');
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
