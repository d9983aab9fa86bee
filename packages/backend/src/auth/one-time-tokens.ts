import { createHash, randomBytes } from 'node:crypto';
import type { Client } from '../db/database.ts';
import { type UserRow, userById } from './users.ts';

const RECOVERY_VALID_MS = 60 * 60 * 1000;

/** Only the hash is stored, so a read of auth.users does not hand out working links. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new recovery token for the user; the mail carries the token, the database its hash. */
export async function issueRecoveryToken(client: Client, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await client.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
    userId,
    digest(token),
  ]);
  return token;
}

/** Uses up a recovery token: the user it belongs to if it is still valid, else undefined. */
export async function takeRecoveryToken(client: Client, token: string): Promise<UserRow | undefined> {
  const { rows } = await client.query<{ id: string; recovery_sent_at: Date | null }>(
    `update auth.users set recovery_token = null
     where recovery_token = $1 and recovery_token <> '' returning id, recovery_sent_at`,
    [digest(token)],
  );
  const row = rows[0];
  if (!row?.recovery_sent_at || Date.now() - row.recovery_sent_at.getTime() > RECOVERY_VALID_MS)
    return undefined;
  return userById(client, row.id);
}
