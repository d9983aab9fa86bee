import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createMemorial } from '../fixtures.ts';
import { client, databaseConnection, raw, signUp, type TestUser } from '../helpers.ts';

// Issue 27, item 2: two-step sign-in as GoTrue answers it (/factors, challenge, verify, unenroll), aal2 sessions,
// the row-level security that asks for one, and our recovery codes (supabase/schemas/98_two_step.sql).

const db = databaseConnection();

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/**
 * The current code, usable again: a code is accepted once per 30-second step, and tests that verify more than
 * once within one step (what a person cannot do) forget the last one first.
 */
async function freshCode(factorId: string, secret: string): Promise<string> {
  await db.query('update auth.mfa_factors set last_verified_step = null where id = $1', [factorId]);
  return codeOf(secret);
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    aal: string;
    amr: { method: string; timestamp: number }[];
  };

interface Enrolled {
  user: TestUser;
  factorId: string;
  secret: string;
}

async function enroll(user: TestUser): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error || !data) throw error ?? new Error('enroll answered nothing');
  return { factorId: data.id, secret: data.totp.secret };
}

/** A user with a verified factor, signed in at aal2 (the code was just entered). */
async function withTwoStep(label: string): Promise<Enrolled> {
  const user = await signUp(label);
  const { factorId, secret } = await enroll(user);
  const { error } = await user.client.auth.mfa.challengeAndVerify({ factorId, code: codeOf(secret) });
  expect(error).toBeNull();
  return { user, factorId, secret };
}

/** A second client of the same user after the password only: aal1, with aal2 to reach. */
async function passwordOnly({ user }: Enrolled): Promise<SupabaseClient> {
  const other = client();
  const { error } = await other.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(error).toBeNull();
  return other;
}

const eventsOf = async (userId: string) =>
  (
    await db.query<{ kind: string }>(
      'select kind from public.security_events where user_id = $1 order by created_at',
      [userId],
    )
  ).rows.map((row) => row.kind);

describe('enroll', () => {
  it('answers the secret, its otpauth URI and a QR code, and lists the factor as unverified', async () => {
    const user = await signUp('mfa-enroll');
    const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('Phone');
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data?.totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(data?.totp.uri).toContain(encodeURIComponent(user.email));
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    // Nothing in it ends the data URI early.
    expect(data?.totp.qr_code).not.toContain('#');
    const factors = await user.client.auth.mfa.listFactors();
    expect(factors.data?.all.map((f) => [f.id, f.status])).toEqual([[data?.id, 'unverified']]);
    expect(factors.data?.totp).toEqual([]);
    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses another type, a taken name, and a second factor from an aal1 session', async () => {
    const enrolled = await withTwoStep('mfa-enroll-rules');
    const phone = await raw('/auth/v1/factors', {
      method: 'POST',
      token: (await enrolled.user.client.auth.getSession()).data.session?.access_token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'phone', phone: '+15555550100' }),
    });
    expect(phone.status).toBe(422);
    expect((await phone.json()).code).toBe('mfa_phone_enroll_not_enabled');
    const same = await enrolled.user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(same.error?.code).toBe('mfa_factor_name_conflict');
    const other = await passwordOnly(enrolled);
    const second = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(second.error?.code).toBe('insufficient_aal');
  });

  it('removes unverified factors left unchallenged for five minutes, and the others once one is verified', async () => {
    const user = await signUp('mfa-cleanup');
    const old = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Old' });
    await db.query("update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = $1", [
      old.data?.id,
    ]);
    const spare = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    const kept = await enroll(user);
    const ids = async () =>
      (
        await db.query('select id from auth.mfa_factors where user_id = $1 order by created_at', [user.id])
      ).rows.map((row) => row.id);
    expect(await ids()).toEqual([spare.data?.id, kept.factorId]);
    const verified = await user.client.auth.mfa.challengeAndVerify({
      factorId: kept.factorId,
      code: codeOf(kept.secret),
    });
    expect(verified.error).toBeNull();
    expect(await ids()).toEqual([kept.factorId]);
  });
});

describe('challenge and verify', () => {
  it('makes the session aal2 with a totp amr entry, and a refresh keeps it', async () => {
    const user = await signUp('mfa-verify');
    const { factorId, secret } = await enroll(user);
    const challenge = await user.client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);
    const { data, error } = await user.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeOf(secret),
    });
    expect(error).toBeNull();
    const claims = claimsOf(data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await user.client.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId]);

    const refreshed = await user.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
    expect(await eventsOf(user.id)).toContain('mfa_enabled');
  });

  it('signs in at aal1 with aal2 to reach, then reaches it with a code', async () => {
    const enrolled = await withTwoStep('mfa-sign-in');
    const other = await passwordOnly(enrolled);
    const before = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const code = await freshCode(enrolled.factorId, enrolled.secret);
    expect((await other.auth.mfa.challengeAndVerify({ factorId: enrolled.factorId, code })).error).toBeNull();
    const after = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('refuses a wrong code and records it for the owner', async () => {
    const enrolled = await withTwoStep('mfa-wrong');
    const other = await passwordOnly(enrolled);
    const right = codeOf(enrolled.secret);
    const wrong = right === '000000' ? '000001' : '000000';
    const { error } = await other.auth.mfa.challengeAndVerify({ factorId: enrolled.factorId, code: wrong });
    expect(error?.code).toBe('mfa_verification_failed');
    expect(error?.message).toBe('Invalid TOTP code entered');
    expect(claimsOf((await other.auth.getSession()).data.session?.access_token ?? '').aal).toBe('aal1');
    expect(await eventsOf(enrolled.user.id)).toContain('mfa_code_failed');
  });

  it('refuses a code already used, through the same challenge or a new one', async () => {
    const user = await signUp('mfa-replay');
    const { factorId, secret } = await enroll(user);
    const code = codeOf(secret);
    const challenge = await user.client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    expect((await user.client.auth.mfa.verify({ factorId, challengeId, code })).error).toBeNull();
    const again = await user.client.auth.mfa.verify({ factorId, challengeId, code });
    expect(again.error?.code).toBe('mfa_ip_address_mismatch');
    const replay = await user.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    // The next step's code (within the one step of skew allowed) is a new code, and passes.
    const next = codeOf(secret, Date.now() + 30_000);
    expect((await user.client.auth.mfa.challengeAndVerify({ factorId, code: next })).error).toBeNull();
  });

  it('refuses a challenge older than five minutes, and forgets it', async () => {
    const user = await signUp('mfa-expired');
    const { factorId, secret } = await enroll(user);
    const challenge = await user.client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    await db.query(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challengeId],
    );
    const late = await user.client.auth.mfa.verify({ factorId, challengeId, code: codeOf(secret) });
    expect(late.error?.code).toBe('mfa_challenge_expired');
    const gone = await user.client.auth.mfa.verify({ factorId, challengeId, code: codeOf(secret) });
    expect(gone.error?.code).toBe('mfa_factor_not_found');
  });

  it("answers 404 for another user's factor", async () => {
    const enrolled = await withTwoStep('mfa-owner');
    const stranger = await signUp('mfa-stranger');
    const challenge = await stranger.client.auth.mfa.challenge({ factorId: enrolled.factorId });
    expect(challenge.error?.code).toBe('mfa_factor_not_found');
    const removed = await stranger.client.auth.mfa.unenroll({ factorId: enrolled.factorId });
    expect(removed.error?.code).toBe('mfa_factor_not_found');
  });
});

describe('unenroll', () => {
  it('needs aal2 for a verified factor, then leaves the sessions at aal1', async () => {
    const enrolled = await withTwoStep('mfa-unenroll');
    const other = await passwordOnly(enrolled);
    const refused = await other.auth.mfa.unenroll({ factorId: enrolled.factorId });
    expect(refused.error?.code).toBe('insufficient_aal');
    const { data, error } = await enrolled.user.client.auth.mfa.unenroll({ factorId: enrolled.factorId });
    expect(error).toBeNull();
    expect(data?.id).toBe(enrolled.factorId);
    expect((await enrolled.user.client.auth.mfa.listFactors()).data?.all).toEqual([]);
    const refreshed = await enrolled.user.client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
    expect(await eventsOf(enrolled.user.id)).toContain('mfa_disabled');
  });

  it('removes an unverified factor from an aal1 session', async () => {
    const user = await signUp('mfa-unenroll-unverified');
    const { factorId } = await enroll(user);
    expect((await user.client.auth.mfa.unenroll({ factorId })).error).toBeNull();
  });
});

describe('what cannot be undone needs aal2 once a factor is verified', () => {
  it('an aal1 session cannot delete a memorial; an aal2 one can', async () => {
    const enrolled = await withTwoStep('mfa-rls-memorial');
    const memorial = await createMemorial(enrolled.user);
    const other = await passwordOnly(enrolled);
    const refused = await other.from('graves').delete().eq('id', memorial.id).select('id');
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);
    const deleted = await enrolled.user.client.from('graves').delete().eq('id', memorial.id).select('id');
    expect(deleted.data).toEqual([{ id: memorial.id }]);
  });

  it('a user without a verified factor deletes at aal1', async () => {
    const user = await signUp('mfa-rls-none');
    await enroll(user);
    const memorial = await createMemorial(user);
    const deleted = await user.client.from('graves').delete().eq('id', memorial.id).select('id');
    expect(deleted.data).toEqual([{ id: memorial.id }]);
  });

  it('an aal1 session cannot change the e-mail address', async () => {
    const enrolled = await withTwoStep('mfa-email');
    const other = await passwordOnly(enrolled);
    const attributes = { email: 'stolen@example.test', current_password: enrolled.user.password };
    const { error } = await other.auth.updateUser(attributes as Parameters<typeof other.auth.updateUser>[0]);
    expect(error?.code).toBe('insufficient_aal');
    const user = await db.query('select email_change from auth.users where id = $1', [enrolled.user.id]);
    expect(user.rows[0]?.email_change ?? '').toBe('');
  });

  it('an aal1 session cannot delete the account', async () => {
    const enrolled = await withTwoStep('mfa-delete-account');
    const other = await passwordOnly(enrolled);
    const { error } = await other.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: enrolled.user.password },
    });
    expect(error).not.toBeNull();
    const left = await db.query('select 1 from auth.users where id = $1', [enrolled.user.id]);
    expect(left.rowCount).toBe(1);
  });

  it('a code entered a moment ago stands for the password when changing it', async () => {
    const enrolled = await withTwoStep('mfa-fresh');
    const changed = await enrolled.user.client.auth.updateUser({ password: 'fresh-code-password' });
    expect(changed.error).toBeNull();
    await db.query(
      "update auth.mfa_amr_claims set updated_at = now() - interval '6 minutes' where authentication_method = 'totp' and session_id in (select id from auth.sessions where user_id = $1)",
      [enrolled.user.id],
    );
    await enrolled.user.client.auth.refreshSession();
    const stale = await enrolled.user.client.auth.updateUser({ password: 'stale-code-password' });
    expect(stale.error?.code).toBe('reauthentication_needed');
  });
});

describe('recovery codes', () => {
  it('are made only from an aal2 session, ten of them, shown once', async () => {
    const enrolled = await withTwoStep('mfa-recovery-make');
    const other = await passwordOnly(enrolled);
    const refused = await other.rpc('create_mfa_recovery_codes');
    expect(refused.error?.message).toBe('Enter a code from your authenticator app first');
    const { data, error } = await enrolled.user.client.rpc('create_mfa_recovery_codes');
    expect(error).toBeNull();
    expect(data).toHaveLength(10);
    for (const code of data as string[]) expect(code).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    const stored = await db.query('select code_hash from private.mfa_recovery_codes where user_id = $1', [
      enrolled.user.id,
    ]);
    expect(stored.rows.map((row) => row.code_hash)).not.toContain((data as string[])[0]);
  });

  it('a code completes sign-in once by turning two-step sign-in off; a wrong one does nothing', async () => {
    const enrolled = await withTwoStep('mfa-recovery-use');
    const codes = (await enrolled.user.client.rpc('create_mfa_recovery_codes')).data as string[];
    const other = await passwordOnly(enrolled);
    const wrong = await other.rpc('use_mfa_recovery_code', { code: '0000-0000-0000' });
    expect(wrong.data).toBe(false);
    expect((await other.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    const right = await other.rpc('use_mfa_recovery_code', { code: ` ${codes[3]?.toUpperCase()} ` });
    expect(right.data).toBe(true);
    await other.auth.refreshSession();
    const level = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await other.rpc('use_mfa_recovery_code', { code: codes[3] })).data).toBe(false);
    expect((await other.rpc('use_mfa_recovery_code', { code: codes[4] })).data).toBe(false);
    expect(await eventsOf(enrolled.user.id)).toContain('mfa_recovery_code_used');
  });

  it('cannot be called by a visitor', async () => {
    const { error } = await client().rpc('use_mfa_recovery_code', { code: '0000-0000-0000' });
    expect(error).not.toBeNull();
  });
});
