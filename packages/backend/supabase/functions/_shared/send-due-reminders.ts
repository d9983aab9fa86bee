// The send-due-reminders edge function, shared by the Supabase deployment (send-due-reminders/index.ts, on Deno,
// called by pg_cron through pg_net) and the local server (src/functions/send-due-reminders.ts, on demand and
// from its croner schedule). Web standards only.
import { serverI18n } from './messages/i18n.ts';
import {
  formatLongDateIn,
  type GravePlace,
  memorialUrl,
  placeOf,
  reminderTypeLabel,
} from './reminder-text.ts';
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
  /** The recipient's language (profiles.locale): the mail is written in it. */
  locale?: string | null;
  /** The recipient's time zone, in which the database reckoned `days_ahead`. */
  time_zone?: string | null;
}

const BATCH = 100;
// A run claims each (reminder, due date) at most once, so it ends; this only bounds a runaway loop.
const MAX_BATCHES = 1000;

/** The mail of one delivery, in the recipient's language (profiles.locale), its date as they read dates. */
export function reminderMail(reminder: ClaimedReminder, siteUrl: string): ReminderMail {
  const i18n = serverI18n(reminder.locale);
  const label = reminderTypeLabel(reminder.reminder_type, i18n);
  const link = memorialUrl(siteUrl, reminder.grave_id);
  const place = placeOf(reminder, i18n);
  const message = reminder.custom_message?.trim();
  const date = formatLongDateIn(reminder.due_date, i18n);
  const ahead = reminder.days_ahead > 0;
  const daysAhead = reminder.days_ahead;
  const name = reminder.full_name;
  const site = siteUrl.replace(/\/+$/, '');
  const why = reminder.following
    ? i18n._(
        "You receive this because you follow the reminders of {name}. You can stop following on the memorial's page: {link}.",
        { name, link },
      )
    : i18n._(
        'You receive this because "Email me on reminder days" is on. You can turn it off on {site}/dashboard/reminders.',
        { site },
      );
  const lines = [
    ahead
      ? i18n._(
          '{daysAhead, plural, =1 {{label} for {name} tomorrow, on {date}} other {{label} for {name} in # days, on {date}}}',
          { daysAhead, label, name, date },
        )
      : i18n._('{label} for {name}', { label, name }),
    '',
    i18n._('Date: {date}', { date }),
    ...(message ? [i18n._('Message: "{message}"', { message })] : []),
    ...(place ? [i18n._('Where: {place}', { place })] : []),
    '',
    i18n._('View the memorial: {link}', { link }),
    '',
    why,
  ];
  return {
    to: reminder.email,
    subject: ahead
      ? i18n._(
          '{daysAhead, plural, =1 {Reminder: {label} for {name} tomorrow ({date})} other {Reminder: {label} for {name} in # days ({date})}}',
          { daysAhead, label, name, date },
        )
      : i18n._('Reminder: {label} for {name}', { label, name }),
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

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** Equal-time comparison, so the answer's timing says nothing about how much of a guess was right. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Reads an optional `{ "at": "<ISO time>" }`: run as of that moment (catching up, tests). */
export async function runTime(request: Request): Promise<Date | undefined | 'invalid'> {
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
