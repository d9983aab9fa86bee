import { createHash, randomBytes } from 'node:crypto';
import type { Client } from '../db/database.ts';
import { recordSecurityEvent } from './security-events.ts';
import { endSessions } from './sessions.ts';
import { type UserRow, userById } from './users.ts';

/** GoTrue's default for e-mail links (MAILER_OTP_EXP): both links of a change are valid this long. */
const EMAIL_CHANGE_VALID = '24 hours';
/** GoTrue's SMTP_MAX_FREQUENCY: one e-mail change mail pair a minute, so a session cannot flood two inboxes. */
export const EMAIL_CHANGE_INTERVAL_SECONDS = 60;
/**
 * How long the old address can take the account back after a change. A week: people who do not read their
 * mail every day still see the notice in time, while a longer window would keep handing an account that moved
 * on purpose to a mailbox its owner left behind (an old work address, a lapsed domain).
 */
export const UNDO_VALID = '7 days';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

export type StartedChange =
  | { started: true; tokenNew: string; tokenCurrent: string | undefined }
  | { started: false; retryAfterSeconds: number };

/**
 * Records a pending change to `newEmail` (GoTrue's sendEmailChange): a token for the new address and, when
 * secure change is on, one for the current address. Nothing else changes until they are used.
 */
export async function startEmailChange(
  client: Client,
  userId: string,
  newEmail: string,
  secure: boolean,
): Promise<StartedChange> {
  const { rows } = await client.query<{ wait: number | null }>(
    `select ceil(extract(epoch from (email_change_sent_at + make_interval(secs => $2) - now())))::int as wait
     from auth.users where id = $1 for update`,
    [userId, EMAIL_CHANGE_INTERVAL_SECONDS],
  );
  const wait = rows[0]?.wait ?? 0;
  if (wait > 0) return { started: false, retryAfterSeconds: wait };
  const tokenNew = newToken();
  const tokenCurrent = secure ? newToken() : undefined;
  await client.query(
    `update auth.users set email_change = lower($2), email_change_token_new = $3,
       email_change_token_current = $4, email_change_sent_at = now(), email_change_confirm_status = 0
     where id = $1`,
    [userId, newEmail, digest(tokenNew), tokenCurrent ? digest(tokenCurrent) : null],
  );
  return { started: true, tokenNew, tokenCurrent };
}

export type TakenChange =
  | { outcome: 'invalid' }
  /** One of the two confirmations is in; the other address still has to confirm. */
  | { outcome: 'pending' }
  | { outcome: 'done'; user: UserRow; oldEmail: string; undoToken: string };

interface PendingRow {
  id: string;
  email: string;
  email_change: string;
  is_new: boolean;
  other_left: boolean;
}

/**
 * Uses one link of a pending change (GoTrue's emailChangeVerify). With secure change the first of the two only
 * records itself; the second (or the only one) moves the account to the new address, ends every session (whoever
 * held one may be the person the change locks out) and gives the old address an undo token.
 */
export async function takeEmailChangeToken(
  client: Client,
  token: string,
  userAgent: string | null,
): Promise<TakenChange> {
  const hashed = digest(token);
  const { rows } = await client.query<PendingRow>(
    `select id, email, email_change, email_change_token_new = $1 as is_new,
            coalesce(case when email_change_token_new = $1 then email_change_token_current
                          else email_change_token_new end, '') <> '' as other_left
     from auth.users
     where coalesce(email_change, '') <> ''
       and (email_change_token_new = $1 or email_change_token_current = $1)
       and email_change_sent_at > now() - $2::interval
     for update`,
    [hashed, EMAIL_CHANGE_VALID],
  );
  const row = rows[0];
  if (!row) return { outcome: 'invalid' };
  if (row.other_left) {
    await client.query(
      `update auth.users set email_change_confirm_status = 1,
         email_change_token_new = case when $2 then null else email_change_token_new end,
         email_change_token_current = case when $2 then email_change_token_current else null end
       where id = $1`,
      [row.id, row.is_new],
    );
    return { outcome: 'pending' };
  }
  // Someone else took the address while the change waited: the unique index would refuse it anyway.
  const { rowCount: taken } = await client.query(
    'select 1 from auth.users where lower(email) = lower($1) and id <> $2',
    [row.email_change, row.id],
  );
  if (taken) return { outcome: 'invalid' };
  await client.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = null,
       email_change_token_current = null, email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [row.id],
  );
  await endSessions(client, row.id, '', 'global');
  const undoToken = newToken();
  await client.query(
    'insert into auth.email_change_undo (token_hash, user_id, old_email, new_email) values ($1, $2, $3, $4)',
    [digest(undoToken), row.id, row.email, row.email_change],
  );
  await recordSecurityEvent(client, row.id, 'email_change_confirmed', userAgent);
  const user = await userById(client, row.id);
  if (!user) throw new Error('the user of an e-mail change vanished inside its transaction');
  return { outcome: 'done', user, oldEmail: row.email, undoToken };
}

/**
 * Uses the old address's undo link: the account goes back to that address, every session ends and any pending
 * change is dropped. Valid for a week, once, and only while the account still has the address it moved to.
 */
export async function takeUndoToken(
  client: Client,
  token: string,
  userAgent: string | null,
): Promise<UserRow | undefined> {
  const { rows } = await client.query<{ user_id: string; old_email: string }>(
    `delete from auth.email_change_undo u using auth.users a
     where u.token_hash = $1 and u.created_at > now() - $2::interval
       and a.id = u.user_id and lower(a.email) = lower(u.new_email)
       and not exists (select 1 from auth.users o where lower(o.email) = lower(u.old_email) and o.id <> u.user_id)
     returning u.user_id, u.old_email`,
    [digest(token), UNDO_VALID],
  );
  const row = rows[0];
  if (!row) return undefined;
  await client.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = null,
       email_change_token_current = null, email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [row.user_id, row.old_email],
  );
  await client.query('delete from auth.email_change_undo where user_id = $1', [row.user_id]);
  await endSessions(client, row.user_id, '', 'global');
  await recordSecurityEvent(client, row.user_id, 'email_change_undone', userAgent);
  return userById(client, row.user_id);
}
