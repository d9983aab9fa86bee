import { createHash, randomInt } from 'node:crypto';
import { compare } from 'bcryptjs';
import type { Context } from 'hono';
import type { Client } from '../db/database.ts';
import { AuthError, emailNotConfirmed } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { localeOfUser } from './mail-locale.ts';
import { reauthenticationMail } from './mails.ts';
import type { Caller, JsonBody } from './request.ts';
import { requireCaller, stringField } from './request.ts';

/** How long a nonce is valid (GoTrue's MAILER_OTP_EXP as hosted Supabase sets it). */
const NONCE_VALID = '1 hour';
/** One nonce mail a minute per user (GoTrue's SMTP_MAX_FREQUENCY). */
const NONCE_INTERVAL_SECONDS = 60;

/** As GoTrue's crypto.GenerateTokenHash: the nonce is bound to the address it was mailed to. */
const nonceHash = (email: string, nonce: string) =>
  createHash('sha256')
    .update(email + nonce)
    .digest('hex');

export const InvalidNonceMessage = 'Nonce has expired or is invalid';

/**
 * GET (what supabase-js's `auth.reauthenticate()` sends) and POST /reauthenticate: mails a 6-digit nonce to the
 * signed-in user's address; PUT /user takes it as `nonce` for a password or e-mail change.
 */
export function reauthenticate({ app }: AuthKit): AuthHandler {
  return async (c) => {
    const { user } = await requireCaller(app, c);
    if (!user.email_confirmed_at) throw emailNotConfirmed();
    const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const wait = await app.db.tx(async (client) => {
      const { rows } = await client.query<{ wait: number | null }>(
        `update auth.users set reauthentication_token = case when ok then $2 else reauthentication_token end,
           reauthentication_sent_at = case when ok then now() else reauthentication_sent_at end
         from (select coalesce(reauthentication_sent_at < now() - make_interval(secs => $3), true) as ok,
                      ceil(extract(epoch from (reauthentication_sent_at + make_interval(secs => $3) - now())))::int as left_s
               from auth.users where id = $1 for update) s
         where id = $1 returning case when ok then 0 else left_s end as wait`,
        [user.id, nonceHash(user.email, nonce), NONCE_INTERVAL_SECONDS],
      );
      return { wait: rows[0]?.wait ?? 0, locale: await localeOfUser(client, user.id) };
    });
    if (wait.wait > 0) throw overEmailRateLimit(wait.wait);
    void app.mailer.send(reauthenticationMail(user.email, nonce, wait.locale));
    return c.json({});
  };
}

export const overEmailRateLimit = (seconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );

/**
 * Uses up the user's nonce if `nonce` is it: true when it matched and was fresh. Any attempt burns the nonce, so
 * a stolen session gets one guess in a million per mail, and the mails are limited to one a minute.
 */
async function takeNonce(client: Client, userId: string, email: string, nonce: string): Promise<boolean> {
  const { rows } = await client.query<{ valid: boolean }>(
    `update auth.users u set reauthentication_token = null, reauthentication_sent_at = null
     from (select reauthentication_token = $2 and reauthentication_sent_at > now() - $3::interval as valid
           from auth.users where id = $1 for update) s
     where u.id = $1 and coalesce(u.reauthentication_token, '') <> '' returning s.valid`,
    [userId, nonceHash(email, nonce), NONCE_VALID],
  );
  return rows[0]?.valid === true;
}

/** How long a code entered in the session counts as reauthentication ("a fresh code"). */
export const FRESH_CODE_SECONDS = 300;

export type SensitiveChange = 'password' | 'email' | 'deletion';

const NEEDED: Record<SensitiveChange, string> = {
  password: 'Password update requires reauthentication',
  email: 'Email update requires reauthentication',
  deletion: 'Account deletion requires reauthentication',
};

/**
 * Proves the caller is the account's owner, not someone holding a borrowed session: a fresh nonce from
 * /reauthenticate (GoTrue's way), or the current password (`current_password`, GoTrue's
 * UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD; what our pages ask), or a two-step code entered in the session within
 * the last five minutes (its `totp` amr entry). A session begun by a recovery link may set a
 * new password without either: the link itself proved the mailbox. Unlike GoTrue we do not waive it for a
 * session younger than 24 hours: a borrowed phone's session is usually young.
 */
export async function requireReauthentication(
  { app, limit }: AuthKit,
  c: Context,
  caller: Caller,
  body: JsonBody,
  change: SensitiveChange,
): Promise<void> {
  const { user, claims } = caller;
  const nonce = stringField(body, 'nonce');
  const currentPassword = stringField(body, 'current_password');
  if (nonce) {
    if (!(await app.db.tx((client) => takeNonce(client, user.id, user.email, nonce))))
      throw new AuthError(422, 'reauthentication_not_valid', InvalidNonceMessage);
    return;
  }
  if (currentPassword) {
    limit(c, 'signIn');
    const matches = user.encrypted_password ? await compare(currentPassword, user.encrypted_password) : false;
    if (!matches) throw new AuthError(400, 'current_password_mismatch', 'Current password is incorrect.');
    return;
  }
  const amr = Array.isArray(claims.amr) ? (claims.amr as { method?: unknown; timestamp?: unknown }[]) : [];
  if (change === 'password' && amr[0]?.method === 'recovery') return;
  // A code from the authenticator app entered in this session a moment ago proves the owner as well.
  if (
    amr.some(
      (entry) => entry.method === 'totp' && Number(entry.timestamp) >= Date.now() / 1000 - FRESH_CODE_SECONDS,
    )
  )
    return;
  throw new AuthError(400, 'reauthentication_needed', NEEDED[change]);
}
