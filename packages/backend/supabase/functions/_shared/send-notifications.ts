// The send-notifications edge function, shared by the Supabase deployment (send-notifications/index.ts, on Deno,
// called by pg_cron through pg_net on the reminders' schedule) and the local server (src/functions/
// send-notifications.ts, on demand and on the reminders' croner schedule). Web standards only.
import {
  anniversaryMail,
  type ClaimedAnniversary,
  type ClaimedNotification,
  digestMail,
  groupDigests,
  type MailLinks,
  memoryMail,
  type NotificationMail,
} from './notification-mails.ts';
import { bearerToken, runTime, sameSecret } from './send-due-reminders.ts';
import type { SupabaseAdmin } from './supabase-admin.ts';
import { signUnsubscribeToken, type UnsubscribeClaim, unsubscribeUrl } from './unsubscribe-token.ts';

export interface SendNotificationsDeps {
  admin: Pick<SupabaseAdmin, 'rpc'>;
  /** Rejects when the mail could not be handed over; its rows are then given back for the next run. */
  sendMail: (mail: NotificationMail) => Promise<void>;
  /** The app's address, for links to memorials and the unsubscribe page. */
  siteUrl: string;
  /** The API's public address, for the List-Unsubscribe URL (/functions/v1/unsubscribe). */
  apiUrl: string;
  /** Signs the unsubscribe tokens. */
  unsubscribeSecret: string;
  serviceRoleKey: string;
  log?: (line: string) => void;
}

const BATCH = 100;
const MAX_BATCHES = 1000;

async function linksFor(claim: UnsubscribeClaim, deps: SendNotificationsDeps): Promise<MailLinks> {
  const token = await signUnsubscribeToken(claim, deps.unsubscribeSecret);
  return {
    siteUrl: deps.siteUrl,
    unsubscribePage: `${deps.siteUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`,
    unsubscribeUrl: unsubscribeUrl(deps.apiUrl, token),
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends one mail; answers whether it went (a failure gives its rows back through `release`). */
async function deliver(
  deps: SendNotificationsDeps,
  mail: NotificationMail,
  release: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await deps.sendMail(mail);
    return true;
  } catch (error) {
    deps.log?.(`Notification to ${mail.to} not mailed, will retry: ${reasonOf(error)}`);
    await release();
    return false;
  }
}

/** Mails every new memory that is due (at once or in digests), then today's anniversaries of followed memorials. */
export async function runNotifications(deps: SendNotificationsDeps, now?: Date): Promise<number> {
  const asOf = now ? { as_of: now.toISOString() } : {};
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = (await deps.admin.rpc('claim_memory_notifications', { batch: BATCH, ...asOf })) as
      | ClaimedNotification[]
      | null;
    if (!claimed || claimed.length === 0) break;
    for (const row of claimed.filter((row) => !row.digest)) {
      const claim: UnsubscribeClaim =
        row.reason === 'follower'
          ? { user: row.user_id, kind: 'follow', grave: row.grave_id }
          : { user: row.user_id, kind: 'memories' };
      const mail = memoryMail(row, await linksFor(claim, deps));
      const release = () =>
        deps.admin.rpc('release_memory_notifications', { notification_ids: [row.notification_id] });
      if (await deliver(deps, mail, release)) sent++;
    }
    for (const digest of groupDigests(claimed)) {
      const mail = digestMail(digest, await linksFor({ user: digest.userId, kind: 'memories' }, deps));
      const release = () =>
        deps.admin.rpc('release_memory_notifications', {
          notification_ids: digest.notificationIds,
          digest_user: digest.userId,
          digest_date: digest.date,
        });
      if (await deliver(deps, mail, release)) sent++;
    }
    if (claimed.filter((row) => !row.digest).length < BATCH) break;
  }
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = (await deps.admin.rpc('claim_follow_anniversaries', { batch: BATCH, ...asOf })) as
      | ClaimedAnniversary[]
      | null;
    if (!claimed || claimed.length === 0) break;
    for (const row of claimed) {
      const links = await linksFor({ user: row.user_id, kind: 'follow', grave: row.grave_id }, deps);
      // An anniversary is for its day: one that could not be mailed is not sent late.
      if (await deliver(deps, anniversaryMail(row, links), async () => undefined)) sent++;
    }
    if (claimed.length < BATCH) break;
  }
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `POST /functions/v1/send-notifications` with the service role key, body empty or `{"at": "<ISO time>"}`. */
export async function sendNotifications(request: Request, deps: SendNotificationsDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const token = bearerToken(request);
  if (!token) return json({ error: 'The service role key is required' }, 401);
  if (!sameSecret(token, deps.serviceRoleKey)) {
    return json({ error: 'Only the service role may send notification e-mails' }, 403);
  }
  const now = await runTime(request);
  if (now === 'invalid') {
    return json({ error: 'The body must be empty or {"at": "<ISO 8601 time>"}' }, 400);
  }
  return json({ sent: await runNotifications(deps, now) });
}
