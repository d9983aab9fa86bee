import { describe, expect, it } from 'vitest';
import { client, databaseConnection, raw, signUp, type TestUser } from '../helpers.ts';
import { mailsTo } from './auth-helpers.ts';

// Issue 27, item 4: GoTrue's reauthentication. GET /reauthenticate (supabase-js's auth.reauthenticate()) mails a
// nonce; PUT /user takes it for a password or e-mail change, once, within the hour.

const db = databaseConnection();

async function nonceFor(user: TestUser): Promise<string> {
  const { error } = await user.client.auth.reauthenticate();
  expect(error).toBeNull();
  const mail = (await mailsTo(user.email)).find((m) => m.subject === 'Confirm it is you');
  const nonce = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!nonce) throw new Error('no nonce mailed');
  return nonce;
}

const canSignIn = async (email: string, password: string) =>
  (await client().auth.signInWithPassword({ email, password })).error === null;

describe('reauthentication', () => {
  it('changes the password with the mailed nonce, once', async () => {
    const user = await signUp('nonce');
    const nonce = await nonceFor(user);
    expect((await user.client.auth.updateUser({ password: 'nonce-password', nonce })).error).toBeNull();
    expect(await canSignIn(user.email, 'nonce-password')).toBe(true);
    const replay = await user.client.auth.updateUser({ password: 'replayed-password', nonce });
    expect(replay.error?.code).toBe('reauthentication_not_valid');
    expect(await canSignIn(user.email, 'replayed-password')).toBe(false);
  });

  it('burns the nonce on a wrong guess, and refuses an expired one', async () => {
    const user = await signUp('nonce-wrong');
    const nonce = await nonceFor(user);
    const wrong = nonce === '000000' ? '000001' : '000000';
    const guess = await user.client.auth.updateUser({ password: 'guess-password', nonce: wrong });
    expect(guess.error?.code).toBe('reauthentication_not_valid');
    expect((await user.client.auth.updateUser({ password: 'guess-password', nonce })).error?.code).toBe(
      'reauthentication_not_valid',
    );

    await db.query('update auth.users set reauthentication_sent_at = null where id = $1', [user.id]);
    const late = await nonceFor(user);
    await db.query(
      "update auth.users set reauthentication_sent_at = now() - interval '61 minutes' where id = $1",
      [user.id],
    );
    expect((await user.client.auth.updateUser({ password: 'late-password', nonce: late })).error?.code).toBe(
      'reauthentication_not_valid',
    );
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('sends at most one nonce a minute, and also answers POST', async () => {
    const user = await signUp('nonce-often');
    const post = await raw('/auth/v1/reauthenticate', { method: 'POST', token: user.accessToken });
    expect(post.status).toBe(200);
    const again = await user.client.auth.reauthenticate();
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect((await raw('/auth/v1/reauthenticate', { method: 'POST' })).status).toBe(401);
  });

  it('takes the current password instead, and refuses the same password again', async () => {
    const user = await signUp('current');
    const update = (attributes: Record<string, string>) =>
      user.client.auth.updateUser(attributes as { password: string });
    expect((await update({ password: 'next-password', current_password: 'wrong' })).error?.code).toBe(
      'current_password_mismatch',
    );
    expect((await update({ password: user.password, current_password: user.password })).error?.code).toBe(
      'same_password',
    );
    expect((await update({ password: 'next-password', current_password: user.password })).error).toBeNull();
    expect(await canSignIn(user.email, 'next-password')).toBe(true);
  });

  it('leaves metadata changes free', async () => {
    const user = await signUp('meta');
    expect((await user.client.auth.updateUser({ data: { full_name: 'Free' } })).error).toBeNull();
  });
});
