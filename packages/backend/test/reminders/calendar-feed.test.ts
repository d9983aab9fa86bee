// The private calendar feed: reset_calendar_token makes the link, calendar-feed serves it to calendar apps
// (no headers), and the answer is read back with a real iCalendar parser (ical.js, Mozilla's).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createMemorial } from '../fixtures.ts';
import { backend, client, serviceClient, signUp, type TestUser, today } from '../helpers.ts';

const feedUrl = (token: string) => `${backend().url}/functions/v1/calendar-feed?token=${token}`;

async function newToken(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('reset_calendar_token');
  expect(error).toBeNull();
  expect(data).toMatch(/^[0-9a-f]{64}$/);
  return data as string;
}

async function addReminder(user: TestUser, graveId: string, fields: Record<string, unknown>) {
  const { error } = await user.client.from('reminders').insert({
    grave_id: graveId,
    user_id: user.id,
    reminder_date: today(),
    next_reminder_date: today(),
    reminder_type: 'visit_reminder',
    frequency: 'once',
    ...fields,
  });
  expect(error).toBeNull();
}

/** The events of a feed, by summary, with what a calendar app reads from them. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const rrule = component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
      return [
        event.summary,
        {
          uid: event.uid,
          start: event.startDate.toString(),
          allDay: event.startDate.isDate,
          location: event.location,
          description: event.description,
          rrule: rrule ? { freq: rrule.freq, interval: rrule.interval } : null,
        },
      ] as const;
    }),
  );
}

describe('calendar feed', () => {
  it("answers the token owner's active reminders as all-day events with one RRULE per frequency", async () => {
    const user = await signUp('calendar');
    const grave = await createMemorial(user, {
      full_name: 'Eleanor Grace Whitfield',
      cemetery_name: 'Oak Hill',
      section: 'North',
      plot_number: '7',
    });
    const bare = await createMemorial(user, {
      full_name: 'Walter Ames',
      cemetery_name: null,
      section: null,
      plot_number: null,
    });
    await addReminder(user, grave.id, { frequency: 'once', custom_message: 'Bring lilies, and a cloth' });
    await addReminder(user, grave.id, { reminder_type: 'birthday', frequency: 'weekly' });
    await addReminder(user, grave.id, { reminder_type: 'death_anniversary', frequency: 'monthly' });
    await addReminder(user, grave.id, { reminder_type: 'maintenance', frequency: 'quarterly' });
    await addReminder(user, grave.id, { reminder_type: 'custom', frequency: 'biannually' });
    await addReminder(user, bare.id, { reminder_type: 'visit_reminder', frequency: 'yearly' });
    // Deleted (soft) reminders are not in the calendar.
    const deleted = await user.client
      .from('reminders')
      .insert({
        grave_id: bare.id,
        user_id: user.id,
        reminder_date: today(),
        next_reminder_date: today(),
        reminder_type: 'birthday',
        frequency: 'once',
      })
      .select('id')
      .single();
    await user.client.from('reminders').update({ is_active: false }).eq('id', deleted.data?.id);
    // Another user's reminder on a memorial of their own stays out of this feed.
    const other = await signUp('calendar-other');
    await addReminder(other, (await createMemorial(other)).id, { frequency: 'yearly' });

    const token = await newToken(user);
    // No apikey, no Authorization: what a calendar app sends.
    const response = await fetch(feedUrl(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const found = events(text);
    expect([...found.keys()].sort()).toEqual([
      'Birthday: Eleanor Grace Whitfield',
      'Custom: Eleanor Grace Whitfield',
      'Death Anniversary: Eleanor Grace Whitfield',
      'Maintenance: Eleanor Grace Whitfield',
      'Visit Reminder: Eleanor Grace Whitfield',
      'Visit Reminder: Walter Ames',
    ]);
    const once = found.get('Visit Reminder: Eleanor Grace Whitfield');
    expect(once).toMatchObject({
      start: today(),
      allDay: true,
      location: 'Oak Hill, Section North, Plot 7',
      description: 'Bring lilies, and a cloth',
      rrule: null,
    });
    expect(found.get('Birthday: Eleanor Grace Whitfield')?.rrule).toEqual({ freq: 'WEEKLY', interval: 1 });
    expect(found.get('Death Anniversary: Eleanor Grace Whitfield')?.rrule).toEqual({
      freq: 'MONTHLY',
      interval: 1,
    });
    expect(found.get('Maintenance: Eleanor Grace Whitfield')?.rrule).toEqual({
      freq: 'MONTHLY',
      interval: 3,
    });
    expect(found.get('Custom: Eleanor Grace Whitfield')?.rrule).toEqual({ freq: 'MONTHLY', interval: 6 });
    const yearly = found.get('Visit Reminder: Walter Ames');
    expect(yearly?.rrule).toEqual({ freq: 'YEARLY', interval: 1 });
    expect(yearly?.location).toBeNull();
    expect(yearly?.description).toBeNull();

    // UIDs stay the same from one fetch to the next, so calendars update events rather than duplicate them.
    const again = events(await (await fetch(feedUrl(token))).text());
    expect([...again.values()].map((event) => event.uid).sort()).toEqual(
      [...found.values()].map((event) => event.uid).sort(),
    );
    expect(new Set([...found.values()].map((event) => event.uid)).size).toBe(6);
  });

  it('serves the path form too, and 404 to an unknown, malformed or missing token', async () => {
    const user = await signUp('calendar-path');
    const token = await newToken(user);
    const path = await fetch(`${backend().url}/functions/v1/calendar-feed/${token}.ics`);
    expect(path.status).toBe(200);
    expect(await path.text()).toContain('BEGIN:VCALENDAR');
    for (const url of [
      feedUrl('0'.repeat(64)),
      feedUrl('not-a-token'),
      feedUrl(`${token}'--`),
      `${backend().url}/functions/v1/calendar-feed`,
    ]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ error: 'Calendar not found' });
    }
    expect((await fetch(feedUrl(token), { method: 'POST' })).status).toBe(405);
  });

  it('stops the old link at once when the link is reset; only a signed-in user gets one', async () => {
    const user = await signUp('calendar-reset');
    expect((await user.client.rpc('calendar_token_created_at')).data).toBeNull();
    const first = await newToken(user);
    expect((await fetch(feedUrl(first))).status).toBe(200);
    expect((await user.client.rpc('calendar_token_created_at')).data).not.toBeNull();
    const second = await newToken(user);
    expect(second).not.toBe(first);
    expect((await fetch(feedUrl(first))).status).toBe(404);
    expect((await fetch(feedUrl(second))).status).toBe(200);

    const anonymous = await client().rpc('reset_calendar_token');
    expect(anonymous.error).not.toBeNull();
    // The feed's data function is the service role's alone: a user cannot read a feed through the API.
    const stolen = await user.client.rpc('calendar_feed', { token: second });
    expect(stolen.error).not.toBeNull();
    expect(stolen.data).toBeNull();
    // Tokens are stored hashed, out of the API's reach: even the service role sees no table of them.
    const table = await serviceClient()
      .schema('private' as 'public')
      .from('calendar_tokens')
      .select('*');
    expect(table.error).not.toBeNull();
  });
});
