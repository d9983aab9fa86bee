import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Client } from '../db/database.ts';
import { AuthError, validationFailed } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { type Caller, readJson, requireCaller, stringField, UUID } from './request.ts';
import { recordSecurityEvent, userAgentOf } from './security-events.ts';
import { addAmrClaim, reissueSession } from './sessions.ts';
import { userById } from './users.ts';

/**
 * Two-step sign-in with an authenticator app, as GoTrue's `internal/api/mfa.go` answers it (TOTP only: phone and
 * WebAuthn are not enabled here): POST /factors enrolls, POST /factors/{id}/challenge and /verify turn a code
 * into an aal2 session, DELETE /factors/{id} unenrolls. Codes are RFC 6238's: SHA-1, 6 digits, 30 seconds, one
 * step of clock skew either way. Recovery codes are not GoTrue's: they live in the database (private.
 * mfa_recovery_codes, public.use_mfa_recovery_code), so hosted Supabase runs them unchanged.
 */

/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION: a challenge must be verified within 300 s. */
const CHALLENGE_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_FACTOR_EXPIRY_DURATION: an unverified factor nobody challenged goes after 300 s. */
const FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_MAX_ENROLLED_FACTORS and MFA_MAX_VERIFIED_FACTORS. */
const MAX_FACTORS = 10;
const PERIOD = 30;
/** Longer than any name a person types, short enough that a list of factors stays small. */
const MAX_FRIENDLY_NAME = 255;

interface FactorRow {
  id: string;
  user_id: string;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  last_verified_step: string | null;
}

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
export const invalidCode = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  });

const addressOf = (c: Context) => getConnInfo(c).remote.address ?? '0.0.0.0';

/** The caller's factor from the path (GoTrue's loadFactor middleware): 404 when it is not theirs. */
async function ownedFactor(client: Client, caller: Caller, id: string): Promise<FactorRow | undefined> {
  const { rows } = await client.query<FactorRow>(
    `select id, user_id, factor_type, status, secret, last_verified_step::text
     from auth.mfa_factors where id = $1 and user_id = $2 for update`,
    [id, caller.user.id],
  );
  return rows[0];
}

/** The session's level as the database has it now (a token handed out earlier may say more). */
async function sessionAal(client: Client, sessionId: string): Promise<string | undefined> {
  const { rows } = await client.query<{ aal: string }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return rows[0]?.aal;
}

function factorIdOf(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  return id;
}

/** POST /factors {factor_type: 'totp', friendly_name?, issuer?}: a new, unverified factor and its secret. */
export function enrollFactor({ app }: AuthKit): AuthHandler {
  return async (c) => {
    const caller = await requireCaller(app, c);
    const body = await readJson(c);
    const factorType = stringField(body, 'factor_type');
    if (factorType === 'phone' || factorType === 'webauthn') {
      const kind = factorType === 'phone' ? 'Phone' : 'WebAuthn';
      throw new AuthError(422, `mfa_${factorType}_enroll_not_enabled`, `MFA enroll is disabled for ${kind}`);
    }
    if (factorType !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    const friendlyName = stringField(body, 'friendly_name') ?? '';
    if (friendlyName.length > MAX_FRIENDLY_NAME)
      throw validationFailed(`friendly_name must be at most ${MAX_FRIENDLY_NAME} characters`);
    const issuer = stringField(body, 'issuer') || new URL(app.options.siteUrl).host;
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpOf(secret, issuer, caller.user.email).toString();
    // Named colours, not `#rrggbb`: supabase-js puts the SVG as it is into a data URI, where `#` would end it.
    const qrCode = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 }))
      .replaceAll('#ffffff', 'white')
      .replaceAll('#000000', 'black');
    const outcome = await app.db.tx(async (client) => {
      // GoTrue's validateFactors: forgotten enrollments go first, then the limits and the name.
      await client.query(
        `delete from auth.mfa_factors f where status <> 'verified'
           and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)
           and created_at + make_interval(secs => $1) < now()`,
        [FACTOR_EXPIRY_SECONDS],
      );
      const { rows } = await client.query<{ friendly_name: string | null; status: string }>(
        'select friendly_name, status from auth.mfa_factors where user_id = $1 for update',
        [caller.user.id],
      );
      if (rows.some((row) => (row.friendly_name ?? '') === friendlyName)) return { kind: 'name' as const };
      const verified = rows.filter((row) => row.status === 'verified').length;
      if (rows.length >= MAX_FACTORS || verified >= MAX_FACTORS) return { kind: 'many' as const };
      if (verified > 0 && (await sessionAal(client, caller.sessionId)) !== 'aal2')
        return { kind: 'aal' as const };
      const { rows: inserted } = await client.query<{ id: string }>(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
         values ($1, $2, 'totp', 'unverified', $3) returning id`,
        [caller.user.id, friendlyName, secret],
      );
      return { kind: 'enrolled' as const, id: inserted[0]?.id ?? '' };
    });
    if (outcome.kind === 'name')
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    if (outcome.kind === 'many')
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    if (outcome.kind === 'aal')
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    // GoTrue answers the SVG itself; supabase-js makes it a data URI.
    return c.json({
      id: outcome.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qrCode, secret, uri },
    });
  };
}

/** POST /factors/{id}/challenge: a challenge to verify a code against, from this address, for 300 s. */
export function challengeFactor({ app }: AuthKit): AuthHandler {
  return async (c) => {
    const caller = await requireCaller(app, c);
    const id = factorIdOf(c);
    const challenge = await app.db.tx(async (client) => {
      if (!(await ownedFactor(client, caller, id))) return undefined;
      await client.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [id]);
      const { rows } = await client.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2::inet)
         returning id, floor(extract(epoch from created_at))::int + $3 as expires_at`,
        [id, addressOf(c), CHALLENGE_EXPIRY_SECONDS],
      );
      return rows[0];
    });
    if (!challenge) throw factorNotFound();
    return c.json({ id: challenge.id, type: 'totp', expires_at: challenge.expires_at });
  };
}

type Verified =
  | { kind: 'session'; session: Awaited<ReturnType<typeof reissueSession>> }
  | { kind: 'error'; error: AuthError; failed?: boolean };

/**
 * POST /factors/{id}/verify {challenge_id, code}: a right code makes the factor verified (the first time) and the
 * session aal2, with a `totp` entry in its `amr`; the answer is the session with new tokens. A challenge is used
 * once, and so is a code: one from a step already accepted is refused, even through a new challenge. As GoTrue
 * does, the user's aal1 sessions elsewhere end and their other unverified factors go.
 */
export function verifyFactor({ app, tokens, limit }: AuthKit): AuthHandler {
  return async (c) => {
    const caller = await requireCaller(app, c);
    const id = factorIdOf(c);
    const body = await readJson(c);
    const code = stringField(body, 'code');
    const challengeId = stringField(body, 'challenge_id');
    if (!code) throw validationFailed('Code needs to be non-empty');
    if (!challengeId || !UUID.test(challengeId))
      throw new AuthError(
        400,
        'bad_json',
        'Could not parse request body as JSON: challenge_id must be an UUID',
      );
    limit(c, 'signIn');
    const userAgent = userAgentOf(c);
    const outcome = await app.db.tx(async (client): Promise<Verified> => {
      const factor = await ownedFactor(client, caller, id);
      if (!factor?.secret) return { kind: 'error', error: factorNotFound() };
      const { rows } = await client.query<{ verified: boolean; here: boolean; expired: boolean }>(
        `select verified_at is not null as verified, ip_address = $3::inet as here,
                created_at + make_interval(secs => $4) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId, id, addressOf(c), CHALLENGE_EXPIRY_SECONDS],
      );
      const challenge = rows[0];
      if (!challenge)
        return {
          kind: 'error',
          error: new AuthError(
            422,
            'mfa_factor_not_found',
            'MFA factor with the provided challenge ID not found',
          ),
        };
      if (challenge.verified || !challenge.here)
        return {
          kind: 'error',
          error: new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
        };
      if (challenge.expired) {
        await client.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
        return {
          kind: 'error',
          error: new AuthError(
            422,
            'mfa_challenge_expired',
            `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
          ),
        };
      }
      const now = Date.now();
      const delta = /^\d{6}$/.test(code)
        ? totpOf(factor.secret).validate({ token: code, timestamp: now, window: 1 })
        : null;
      const step = delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
      const used = factor.last_verified_step === null ? null : Number(factor.last_verified_step);
      if (step === null || (used !== null && step <= used))
        return { kind: 'error', error: invalidCode(), failed: true };
      await client.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
      await client.query(
        `update auth.mfa_factors set status = 'verified', last_verified_step = $2, updated_at = now()
         where id = $1`,
        [id, step],
      );
      if (factor.status !== 'verified')
        await recordSecurityEvent(client, caller.user.id, 'mfa_enabled', userAgent);
      await client.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [caller.sessionId, id],
      );
      await addAmrClaim(client, caller.sessionId, 'totp');
      await client.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [caller.user.id]);
      await client.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
        [caller.user.id],
      );
      const user = await userById(client, caller.user.id);
      if (!user) return { kind: 'error', error: new AuthError(404, 'user_not_found', 'User not found') };
      return { kind: 'session', session: await reissueSession(client, tokens, user, caller.sessionId) };
    });
    if (outcome.kind === 'session') return c.json(outcome.session);
    // The owner sees wrong codes in their security activity (after the rollback of the attempt).
    if (outcome.failed)
      await app.db.tx((client) => recordSecurityEvent(client, caller.user.id, 'mfa_code_failed', userAgent));
    throw outcome.error;
  };
}

/**
 * DELETE /factors/{id}: removes the factor. A verified one only from an aal2 session (a code entered), as GoTrue
 * requires; the sessions it raised go back to aal1, and the user's recovery codes go with the last one.
 */
export function unenrollFactor({ app }: AuthKit): AuthHandler {
  return async (c) => {
    const caller = await requireCaller(app, c);
    const id = factorIdOf(c);
    const userAgent = userAgentOf(c);
    const outcome = await app.db.tx(async (client) => {
      const factor = await ownedFactor(client, caller, id);
      if (!factor) return 'missing' as const;
      if (factor.status === 'verified' && (await sessionAal(client, caller.sessionId)) !== 'aal2')
        return 'aal' as const;
      await client.query('delete from auth.mfa_factors where id = $1', [id]);
      // GoTrue's DowngradeSessionsToAAL1.
      await client.query(
        `delete from auth.mfa_amr_claims where authentication_method = 'totp'
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [id],
      );
      await client.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [
        id,
      ]);
      if (factor.status === 'verified') {
        await client.query(
          `delete from private.mfa_recovery_codes where user_id = $1
             and not exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified')`,
          [caller.user.id],
        );
        await recordSecurityEvent(client, caller.user.id, 'mfa_disabled', userAgent);
      }
      return 'removed' as const;
    });
    if (outcome === 'missing') throw factorNotFound();
    if (outcome === 'aal')
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    return c.json({ id });
  };
}
