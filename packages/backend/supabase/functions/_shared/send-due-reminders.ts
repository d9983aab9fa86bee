// The send-due-reminders edge function, shared by the Supabase deployment (send-due-reminders/index.ts, on Deno,
// called by pg_cron through pg_net) and the local server (src/functions/send-due-reminders.ts, on demand and
// from its croner schedule). Web standards only.
import { formatLongDate, type GravePlace, memorialUrl, placeOf, reminderTypeLabel } from './reminder-text.ts';
import type { SupabaseAdmin } from './supabase-admin.ts';

export interface ReminderMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export interface SendDueRemindersDeps {
  admin: Pick<SupabaseAdmin, 'rpc'>;
  /** Rejects when the mail could not be handed over; the reminder's day is then tried again on the next run. */
  sendMail: (mail: ReminderMail) => Promise<void>;
  /** The app's address, for the link to the memorial. */
  siteUrl: string;
  serviceRoleKey: string;
  log?: (line: string) => void;
}

/** A row of public.claim_due_reminders: a delivery this run owns. */
export interface ClaimedReminder extends GravePlace {
  delivery_id: string;
  reminder_id: string;
  due_date: string;
  send_email: boolean;
  email: string;
  reminder_type: string;
  frequency: string;
  custom_message: string | null;
  grave_id: string;
  full_name: string;
  /** Days between the recipient's today and the date: above 0 for a reminder sent ahead (Family plan). */
  days_ahead: number;
  /** The recipient follows the memorial's reminders rather than set this one. */
  following: boolean;
}

const BATCH = 100;
// A run claims each (reminder, due date) at most once, so it ends; this only bounds a runaway loop.
const MAX_BATCHES = 1000;

/** "today", "tomorrow", "in 3 days": when the date is, seen from the day the mail goes out. */
export function whenFromNow(daysAhead: number): string {
  if (daysAhead <= 0) return 'today';
  if (daysAhead === 1) return 'tomorrow';
  return `in ${daysAhead} days`;
}

export function reminderMail(reminder: ClaimedReminder, siteUrl: string): ReminderMail {
  const label = reminderTypeLabel(reminder.reminder_type);
  const link = memorialUrl(siteUrl, reminder.grave_id);
  const place = placeOf(reminder);
  const message = reminder.custom_message?.trim();
  const date = formatLongDate(reminder.due_date);
  const ahead = reminder.days_ahead > 0;
  const site = siteUrl.replace(/\/+$/, '');
  const why = reminder.following
    ? `You receive this because you follow the reminders of ${reminder.full_name}. You can stop following on the memorial's page: ${link}.`
    : `You receive this because "Email me on reminder days" is on. You can turn it off on ${site}/dashboard/reminders.`;
  const lines = [
    ahead
      ? `${label} for ${reminder.full_name} ${whenFromNow(reminder.days_ahead)}, on ${date}`
      : `${label} for ${reminder.full_name}`,
    '',
    `Date: ${date}`,
    ...(message ? [`Message: "${message}"`] : []),
    ...(place ? [`Where: ${place}`] : []),
    '',
    `View the memorial: ${link}`,
    '',
    why,
  ];
  return {
    to: reminder.email,
    subject: ahead
      ? `Reminder: ${label} for ${reminder.full_name} ${whenFromNow(reminder.days_ahead)} (${date})`
      : `Reminder: ${label} for ${reminder.full_name}`,
    text: lines.join('\n'),
    links: [link],
  };
}

/**
 * Claims every due delivery (the reminder's date, less its days before, has come in the recipient's time zone;
 * the recipient is the reminder's user or a follower; nothing sent to them for that date yet) and mails each
 * recipient who has e-mails on. Answers how many mails went out.
 */
export async function runDueReminders(deps: SendDueRemindersDeps, now?: Date): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = (await deps.admin.rpc('claim_due_reminders', {
      batch: BATCH,
      ...(now ? { as_of: now.toISOString() } : {}),
    })) as ClaimedReminder[] | null;
    if (!claimed || claimed.length === 0) break;
    for (const reminder of claimed) {
      if (!reminder.send_email) continue;
      try {
        await deps.sendMail(reminderMail(reminder, deps.siteUrl));
        sent++;
      } catch (error) {
        deps.log?.(
          `Reminder ${reminder.reminder_id} (${reminder.due_date}) not mailed, will retry: ${error instanceof Error ? error.message : String(error)}`,
        );
        await deps.admin.rpc('release_reminder_delivery', { delivery_id: reminder.delivery_id });
      }
    }
    if (claimed.length < BATCH) break;
  }
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** Equal-time comparison, so the answer's timing says nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Reads an optional `{ "at": "<ISO time>" }`: run as of that moment (catching up, tests). */
async function runTime(request: Request): Promise<Date | undefined | 'invalid'> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'invalid';
  const at = (body as { at?: unknown }).at;
  if (at === undefined) return undefined;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return 'invalid';
  return new Date(at);
}

/** `POST /functions/v1/send-due-reminders` with the service role key: `{ "sent": n }`. */
export async function sendDueReminders(request: Request, deps: SendDueRemindersDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const token = bearerToken(request);
  if (!token) return json({ error: 'The service role key is required' }, 401);
  if (!sameSecret(token, deps.serviceRoleKey)) {
    return json({ error: 'Only the service role may send reminder e-mails' }, 403);
  }
  const now = await runTime(request);
  if (now === 'invalid') {
    return json({ error: 'The body must be empty or {"at": "<ISO 8601 time>"}' }, 400);
  }
  return json({ sent: await runDueReminders(deps, now) });
}
