// The calendar-feed edge function, shared by the Supabase deployment (calendar-feed/index.ts, on Deno, deployed
// with --no-verify-jwt: calendar apps send no headers) and the local server (src/functions/calendar-feed.ts).
// `GET /functions/v1/calendar-feed?token=...` (or `/calendar-feed/{token}.ics`) answers the token owner's
// active reminders as an RFC 5545 calendar.
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { serverI18n } from './messages/i18n.ts';
import { type GravePlace, memorialUrl, placeOf, recurrenceRule, reminderTypeLabel } from './reminder-text.ts';
import type { SupabaseAdmin } from './supabase-admin.ts';

export interface CalendarFeedDeps {
  admin: Pick<SupabaseAdmin, 'rpc'>;
  siteUrl: string;
}

/** One reminder as public.calendar_feed lists it. */
export interface FeedReminder extends GravePlace {
  id: string;
  reminder_type: string;
  frequency: string;
  next_reminder_date: string;
  /** The day of the month it repeats on (reminders.anchor_day): Jan 31 monthly goes Feb 28, Mar 31, Apr 30. */
  anchor_day?: number;
  custom_message: string | null;
  created_at: string;
  grave_id: string;
  full_name: string;
  /** Days ahead the reminder is sent (0 when the owner's plan does not include it): an alarm that many days before. */
  days_before?: number;
  /** The token owner follows this reminder of a memorial they collaborate on, rather than set it. */
  followed?: boolean;
}

/** What reset_calendar_token makes: 64 hex digits. Anything else is unknown without asking the database. */
const TOKEN = /^[0-9a-f]{64}$/;

const notFound = () =>
  new Response(JSON.stringify({ error: 'Calendar not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

function tokenOf(request: Request): string | undefined {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get('token');
  if (fromQuery !== null) return fromQuery;
  // The path form: the last segment after the function's name, with an optional .ics.
  const match = /\/calendar-feed\/([^/]+?)(?:\.ics)?\/?$/.exec(url.pathname);
  return match?.[1];
}

/**
 * The calendar text for a list of reminders: one all-day event each, repeating as its frequency says, its titles
 * and descriptions in the token owner's language (profiles.locale; English when not given).
 */
export function reminderCalendar(
  reminders: readonly FeedReminder[],
  siteUrl: string,
  locale?: string | null,
): string {
  const i18n = serverI18n(locale);
  const calendar = ical({
    name: i18n._('Evergreen Memorials reminders'),
    prodId: { company: 'Evergreen Memorials', product: 'Reminders', language: i18n.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps poll a subscription; twice a day is enough for dates.
    ttl: 12 * 60 * 60,
  });
  for (const reminder of reminders) {
    const place = placeOf(reminder, i18n);
    const label = reminderTypeLabel(reminder.reminder_type, i18n);
    const name = reminder.full_name;
    const link = memorialUrl(siteUrl, reminder.grave_id);
    const event = calendar.createEvent({
      // Stable per reminder, so a calendar updates the event when the reminder moves rather than adding one.
      id: `${reminder.id}@evergreen-memorials`,
      // Midnight UTC of the date: ical-generator writes an all-day start from the UTC date (DTSTART;VALUE=DATE).
      start: new Date(`${reminder.next_reminder_date}T00:00:00Z`),
      allDay: true,
      summary: i18n._('{label}: {name}', { label, name }),
      location: place || null,
      description: reminder.custom_message?.trim() || null,
      url: link,
      created: new Date(reminder.created_at),
      // As complete_reminder moves it, so the calendar shows the dates the e-mails come on.
      repeating: recurrenceRule(reminder.frequency, reminder.next_reminder_date, reminder.anchor_day) ?? null,
    });
    if (reminder.followed) event.categories([{ name: i18n._('Followed') }]);
    const daysBefore = reminder.days_before ?? 0;
    if (daysBefore > 0) {
      // The calendar's own alert, as many days ahead as the e-mail (the trigger is seconds before the start).
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: daysBefore * 24 * 60 * 60,
        description: i18n._(
          '{daysBefore, plural, one {{label}: {name} in # day} other {{label}: {name} in # days}}',
          {
            daysBefore,
            label,
            name,
          },
        ),
      });
    }
  }
  return calendar.toString();
}

export async function calendarFeed(request: Request, deps: CalendarFeedDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(JSON.stringify({ error: 'Method not allowed' }), {
      status: 405,
      headers: { 'content-type': 'application/json', allow: 'GET, HEAD' },
    });
  }
  const token = tokenOf(request);
  if (!token || !TOKEN.test(token)) return notFound();
  const feed = (await deps.admin.rpc('calendar_feed', { token })) as {
    reminders: FeedReminder[];
    locale?: string | null;
  } | null;
  if (!feed) return notFound();
  const body = reminderCalendar(feed.reminders, deps.siteUrl, feed.locale);
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="evergreen-reminders.ics"',
      // The URL is a secret: no shared cache may keep the answer.
      'cache-control': 'private, no-store',
    },
  });
}
