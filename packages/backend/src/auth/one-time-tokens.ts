import { createHash, randomBytes } from 'node:crypto';
import type { Client } from '../db/database.ts';
import { type UserRow, userById } from './users.ts';

const RECOVERY_VALID = '1 hour';
/** GoTrue's default for sign-up links (MAILER_OTP_EXP). */
const CONFIRMATION_VALID = '24 hours';
/** At most one sign-up mail a minute to one address, so sign-up cannot be used to flood someone's inbox. */
const SIGNUP_MAIL_INTERVAL = '60 seconds';

/** Only the hash is stored, so a read of auth.users does not hand out working links. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

/** A new recovery token for the user; the mail carries the token, the database its hash. */
export async function issueRecoveryToken(client: Client, userId: string): Promise<string> {
  const token = newToken();
  await client.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
    userId,
    digest(token),
  ]);
  return token;
}

/**
 * Uses up a recovery token: the user it belongs to if it is still valid, else undefined. The mail reached the
 * address's owner, so an address not confirmed yet is confirmed by it too, as GoTrue does.
 */
export async function takeRecoveryToken(client: Client, token: string): Promise<UserRow | undefined> {
  const { rows } = await client.query<{ id: string }>(
    `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now())
     where recovery_token = $1 and recovery_token <> ''
       and recovery_sent_at > now() - $2::interval
     returning id`,
    [digest(token), RECOVERY_VALID],
  );
  return rows[0] && userById(client, rows[0].id);
}

/**
 * Records a sign-up mail to the user as sent now, unless one went out less than a minute ago: true when the
 * caller may send it.
 */
export async function claimSignupMail(client: Client, userId: string): Promise<boolean> {
  const { rowCount } = await client.query(
    `update auth.users set confirmation_sent_at = now()
     where id = $1 and (confirmation_sent_at is null or confirmation_sent_at < now() - $2::interval)`,
    [userId, SIGNUP_MAIL_INTERVAL],
  );
  return (rowCount ?? 0) > 0;
}

/** A new confirmation token for the user's sign-up link (replacing any earlier one). */
export async function issueConfirmationToken(client: Client, userId: string): Promise<string> {
  const token = newToken();
  await client.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
    [userId, digest(token)],
  );
  return token;
}

/**
 * Uses up a sign-up link's token and confirms the address: the user, or undefined when the link is unknown,
 * used or expired. The sign-up mail clock starts afresh, so the next sign-up attempt with the address gets its
 * "you already have an account" mail.
 */
export async function takeConfirmationToken(client: Client, token: string): Promise<UserRow | undefined> {
  const { rows } = await client.query<{ id: string }>(
    `update auth.users
     set confirmation_token = null, confirmation_sent_at = null,
         email_confirmed_at = coalesce(email_confirmed_at, now())
     where confirmation_token = $1 and confirmation_token <> ''
       and confirmation_sent_at > now() - $2::interval
     returning id`,
    [digest(token), CONFIRMATION_VALID],
  );
  return rows[0] && userById(client, rows[0].id);
}
