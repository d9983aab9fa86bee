import type { Context } from 'hono';
import type { Client } from '../db/database.ts';

/** What public.security_events records (its check constraint lists the same). */
export type SecurityEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_change_confirmed'
  | 'email_change_undone'
  | 'signed_out'
  | 'sessions_ended'
  | 'mfa_enabled'
  | 'mfa_disabled'
  | 'mfa_code_failed'
  | 'mfa_recovery_code_used';

/** How long a user's events are kept (the Settings list shows this window). */
export const SECURITY_EVENTS_KEPT = '90 days';

/** The browser that made the request, as the list shows it ("where"); never the client's address. */
export const userAgentOf = (c: Context) => c.req.header('user-agent')?.slice(0, 512) ?? null;

/**
 * Records an event of the user's account and purges that user's events older than 90 days, so the table never
 * holds more than the window without a job having to run (the index on user_id, created_at makes it cheap).
 */
export async function recordSecurityEvent(
  client: Client,
  userId: string,
  kind: SecurityEventKind,
  userAgent: string | null,
): Promise<void> {
  await client.query(
    'delete from public.security_events where user_id = $1 and created_at < now() - $2::interval',
    [userId, SECURITY_EVENTS_KEPT],
  );
  await client.query('insert into public.security_events (user_id, kind, user_agent) values ($1, $2, $3)', [
    userId,
    kind,
    userAgent,
  ]);
}
