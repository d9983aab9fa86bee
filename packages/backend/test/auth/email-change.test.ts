import { describe, expect, it } from 'vitest';
import { backend, client, databaseConnection, raw, signUp, type TestUser, uniqueEmail } from '../helpers.ts';
import { mailsTo, postJson } from './auth-helpers.ts';

// Issue 27, item 1: an e-mail change takes effect only once both addresses confirm (GoTrue's secure change),
// the old address is told and can take the account back for a week, and a completed change ends every session.

const db = databaseConnection();

const REDIRECT = 'http://localhost:3000/dashboard/settings';

/** The link of the newest mail to `to` with this subject. */
async function linkIn(to: string, subject: string): Promise<string> {
  const mail = (await mailsTo(to)).find((m) => m.subject === subject);
  if (!mail?.links[0]) throw new Error(`no "${subject}" mail to ${to}`);
  return mail.links[0];
}

const follow = async (link: string) => {
  const location = (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '';
  return new URLSearchParams(new URL(location).hash.slice(1));
};

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Asks to move the user to a new address, proving it with the current password. */
async function requestChange(user: TestUser, newEmail = uniqueEmail('moved')) {
  const result = await user.client.auth.updateUser(
    { email: newEmail, current_password: user.password } as { email: string },
    { emailRedirectTo: REDIRECT },
  );
  return { ...result, newEmail };
}

const emailOf = async (id: string) =>
  (await db.query<{ email: string }>('select email from auth.users where id = $1', [id])).rows[0]?.email;

describe('secure e-mail change', () => {
  it('stays pending, shown on GET /user, until both addresses confirm; then ends every session', async () => {
    const user = await signUp('change');
    const laptop = client();
    await laptop.auth.signInWithPassword({ email: user.email, password: user.password });
    const { data, error, newEmail } = await requestChange(user);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String));
    const shown = (await user.client.auth.getUser()).data.user;
    expect(shown?.new_email).toBe(newEmail);
    expect(await emailOf(user.id)).toBe(user.email);

    const toNew = await linkIn(newEmail, 'Confirm your new e-mail address');
    const toOld = await linkIn(user.email, 'Confirm the change of your e-mail address');
    expect(new URL(toNew).searchParams.get('redirect_to')).toBe(REDIRECT);
    const first = await follow(toNew);
    expect(first.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.get('access_token')).toBeNull();
    expect(await emailOf(user.id)).toBe(user.email);
    // The same link again does nothing more.
    expect((await follow(toNew)).get('error_code')).toBe('otp_expired');

    const second = await follow(toOld);
    expect(second.get('type')).toBe('email_change');
    expect(await emailOf(user.id)).toBe(newEmail);
    // Every session that existed before ends; the link's own session is the one left.
    expect((await user.client.auth.getUser()).error).not.toBeNull();
    expect((await laptop.auth.getUser()).error).not.toBeNull();
    const fresh = (await client().auth.getUser(second.get('access_token') ?? '')).data.user;
    expect(fresh?.email).toBe(newEmail);
    expect(fresh?.new_email).toBeUndefined();
    const profile = await db.query('select email from private.profiles where id = $1', [user.id]);
    expect(profile.rows[0]?.email).toBe(newEmail);
    const signIn = await client().auth.signInWithPassword({ email: newEmail, password: user.password });
    expect(signIn.error).toBeNull();
    // The old address is told, with a week to take the account back.
    const told = (await mailsTo(user.email)).find((m) => m.subject === 'Your e-mail address was changed');
    expect(told?.text).toContain(newEmail);
    expect(told?.text).toContain('within 7 days');
  });

  it('confirms through POST /verify (verifyOtp with token_hash), in either order', async () => {
    const user = await signUp('change-otp');
    const { newEmail } = await requestChange(user);
    const toOld = await linkIn(user.email, 'Confirm the change of your e-mail address');
    const toNew = await linkIn(newEmail, 'Confirm your new e-mail address');
    const anon = client();
    const first = await postJson('/auth/v1/verify', { type: 'email_change', token_hash: tokenOf(toOld) });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: '200',
    });
    const replay = await anon.auth.verifyOtp({ type: 'email_change', token_hash: tokenOf(toOld) });
    expect(replay.error?.code).toBe('otp_expired');
    const second = await anon.auth.verifyOtp({ type: 'email_change', token_hash: tokenOf(toNew) });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
  });

  it('refuses wrong and expired links', async () => {
    const user = await signUp('change-expired');
    const { newEmail } = await requestChange(user);
    expect(
      (await follow(`${backend().url}/auth/v1/verify?type=email_change&token=made-up`)).get('error_code'),
    ).toBe('otp_expired');
    await db.query("update auth.users set email_change_sent_at = now() - interval '25 hours' where id = $1", [
      user.id,
    ]);
    const toNew = await linkIn(newEmail, 'Confirm your new e-mail address');
    const toOld = await linkIn(user.email, 'Confirm the change of your e-mail address');
    expect((await follow(toNew)).get('error_code')).toBe('otp_expired');
    expect((await follow(toOld)).get('error_code')).toBe('otp_expired');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('lets the old address undo a completed change once, within a week', async () => {
    const user = await signUp('change-undo');
    const { newEmail } = await requestChange(user);
    await follow(await linkIn(newEmail, 'Confirm your new e-mail address'));
    const after = await follow(await linkIn(user.email, 'Confirm the change of your e-mail address'));
    const undo = await linkIn(user.email, 'Your e-mail address was changed');
    const undone = await follow(undo);
    expect(undone.get('type')).toBe('recovery');
    expect(await emailOf(user.id)).toBe(user.email);
    // Whoever made the change is signed out; the owner's recovery session may choose a new password.
    expect((await client().auth.getUser(after.get('access_token') ?? '')).error).not.toBeNull();
    const owner = client();
    await owner.auth.setSession({
      access_token: undone.get('access_token') ?? '',
      refresh_token: undone.get('refresh_token') ?? '',
    });
    expect((await owner.auth.updateUser({ password: 'taken-back-password' })).error).toBeNull();
    expect((await follow(undo)).get('error_code')).toBe('otp_expired');
  });

  it('refuses an undo link older than a week', async () => {
    const user = await signUp('change-undo-late');
    const { newEmail } = await requestChange(user);
    await follow(await linkIn(newEmail, 'Confirm your new e-mail address'));
    await follow(await linkIn(user.email, 'Confirm the change of your e-mail address'));
    await db.query(
      "update auth.email_change_undo set created_at = now() - interval '8 days' where user_id = $1",
      [user.id],
    );
    const undo = await linkIn(user.email, 'Your e-mail address was changed');
    expect((await follow(undo)).get('error_code')).toBe('otp_expired');
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it('refuses an address another account has, and a second request within a minute', async () => {
    const [user, other] = await Promise.all([signUp('change-taken'), signUp('change-owner')]);
    expect((await requestChange(user, other.email)).error?.code).toBe('email_exists');
    expect((await requestChange(user)).error).toBeNull();
    expect((await requestChange(user)).error?.code).toBe('over_email_send_rate_limit');
  });

  it('does not complete when someone else took the new address meanwhile', async () => {
    const user = await signUp('change-race');
    const { newEmail } = await requestChange(user);
    await follow(await linkIn(user.email, 'Confirm the change of your e-mail address'));
    const squatter = client();
    await squatter.auth.signUp({ email: newEmail, password: 'squatter-password' });
    expect((await follow(await linkIn(newEmail, 'Confirm your new e-mail address'))).get('error_code')).toBe(
      'otp_expired',
    );
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

describe('a stolen session (a valid access token, nothing else)', () => {
  it('cannot change the e-mail or the password', async () => {
    const user = await signUp('stolen');
    const thief = client();
    await thief.auth.setSession({
      access_token: user.accessToken,
      refresh_token: (await user.client.auth.getSession()).data.session?.refresh_token ?? '',
    });
    const email = await thief.auth.updateUser({ email: uniqueEmail('thief') });
    expect(email.error?.code).toBe('reauthentication_needed');
    const password = await thief.auth.updateUser({ password: 'thief-password' });
    expect(password.error?.code).toBe('reauthentication_needed');
    const guessed = await thief.auth.updateUser({ password: 'thief-password', nonce: '123456' });
    expect(guessed.error?.code).toBe('reauthentication_not_valid');
    const wrong = await raw('/auth/v1/user', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('thief'), current_password: 'a-guess' }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('current_password_mismatch');
    expect(await emailOf(user.id)).toBe(user.email);
    expect(
      (await client().auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
    expect(await mailsTo(user.email)).toEqual([]);
  });
});
