// One rule for how a repeating reminder moves (issue 26, "Each rule once"), checked where it shows: the database
// (complete_reminder), the e-mails (send-due-reminders mails each date it makes, and no other) and the calendar
// feed (its RRULE, expanded, gives the same dates), against the one table packages/domain holds
// (RECURRENCE_CASES), which the page's optimistic update is tested against too. Month ends are kept as Outlook
// keeps them: monthly from Jan 31 goes Feb 28, Mar 31, Apr 30. On a server of its own: a send-due-reminders run
// mails every due reminder on its server.
import { RECURRENCE_CASES } from '@evergreen/domain/reminder-cases';
import ICAL from 'ical.js';
import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../supabase/functions/_shared/reminder-text.ts';
import { type Person, useReminderServer } from './reminder-helpers.ts';

const world = useReminderServer('reminder-month-ends');

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A memorial of `owner`, written as the service role. */
async function memorialOf(owner: Person): Promise<string> {
  const grave = await world.service
    .from('graves')
    .insert({ user_id: owner.id, full_name: 'Eleanor Grace Whitfield' })
    .select('id')
    .single();
  expect(grave.error).toBeNull();
  return grave.data?.id as string;
}

/** A reminder of `owner` on `graveId` starting on `start`, written as the service role (dates in the past). */
async function reminderFrom(
  owner: Person,
  graveId: string,
  frequency: string,
  start: string,
  fields: Record<string, unknown> = {},
) {
  const reminder = await world.service
    .from('reminders')
    .insert({
      grave_id: graveId,
      user_id: owner.id,
      reminder_date: start,
      next_reminder_date: start,
      reminder_type: 'visit_reminder',
      frequency,
      ...fields,
    })
    .select('id, anchor_day')
    .single<{ id: string; anchor_day: number }>();
  expect(reminder.error).toBeNull();
  return reminder.data as { id: string; anchor_day: number };
}

/** Runs send-due-reminders as of noon UTC on `date` (the people here are on UTC). */
async function runOn(date: string) {
  const response = await fetch(`${world.server.url}/functions/v1/send-due-reminders`, {
    method: 'POST',
    headers: {
      apikey: world.server.context.keys.anonKey,
      authorization: `Bearer ${world.server.context.keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ at: `${date}T12:00:00Z` }),
  });
  expect(response.status).toBe(200);
}

/** The feed's one event for `token`: its start date and the first `count` dates its RRULE gives. */
async function feedDates(token: string, count: number) {
  const response = await fetch(`${world.server.url}/functions/v1/calendar-feed?token=${token}`);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const [event, ...others] = calendar.getAllSubcomponents('vevent');
  if (!event) throw new Error('The feed has no event');
  expect(others).toEqual([]);
  const start = (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString();
  const rule = (event.getFirstPropertyValue('rrule') as ICAL.Recur).toString();
  // ical.js reads the rule; rrule (a port of python-dateutil) expands it, BYSETPOS included.
  const expansion = new RRule({ ...RRule.parseString(rule), dtstart: new Date(`${start}T00:00:00Z`) });
  const dates = expansion.all((_, index) => index < count).map((date) => date.toISOString().slice(0, 10));
  return { start, rule, dates };
}

describe('repeating reminders: one rule in the database, the e-mails and the calendar feed', () => {
  describe.each(RECURRENCE_CASES)('$name', ({ frequency, dates }) => {
    it('completing moves it through the dates; each is mailed on its day and is what the feed repeats', async () => {
      const owner = await world.person(`month-ends-${frequency}`);
      const { id } = await reminderFrom(owner, await memorialOf(owner), frequency, dates[0] as string);
      const token = await owner.client.rpc('reset_calendar_token');
      expect(token.error).toBeNull();

      for (const [step, date] of dates.entries()) {
        // The feed starts at the next date and repeats through every date still to come, in order.
        const feed = await feedDates(token.data as string, dates.length - step);
        expect(feed.start, feed.rule).toBe(date);
        expect(feed.dates, feed.rule).toEqual(dates.slice(step));

        // Not mailed the day before (no Mar 28 for a Mar 31 reminder), mailed on the day, once.
        await runOn(dayBefore(date));
        expect(await world.mailsTo(owner.email)).toHaveLength(step);
        await runOn(date);
        const mailed = (await world.mailsTo(owner.email)).map((mail) => /^Date: (.+)$/m.exec(mail.text)?.[1]);
        expect(mailed.sort()).toEqual(
          dates
            .slice(0, step + 1)
            .map(formatLongDate)
            .sort(),
        );

        const next = dates[step + 1];
        if (next === undefined) break;
        const completed = await owner.client
          .rpc('complete_reminder', { reminder_id: id })
          .single<{ next_reminder_date: string; is_active: boolean }>();
        expect(completed.error).toBeNull();
        expect(completed.data).toMatchObject({ next_reminder_date: next, is_active: true });
      }
    }, 180_000);
  });
});

describe('reminders.anchor_day', () => {
  it("is the start date's day, or the next date's when that is not the start day clamped", async () => {
    const owner = await world.person('anchor-day');
    const grave = await memorialOf(owner);
    // Written without it: from the dates. A next date on the start day clamped keeps the start day (an import of a
    // Jan 31 reminder now on Feb 28); any other next date repeats on its own day.
    expect((await reminderFrom(owner, grave, 'monthly', '2025-01-31')).anchor_day).toBe(31);
    expect(
      (await reminderFrom(owner, grave, 'monthly', '2025-01-31', { next_reminder_date: '2025-02-28' }))
        .anchor_day,
    ).toBe(31);
    expect(
      (await reminderFrom(owner, grave, 'monthly', '2025-01-30', { next_reminder_date: '2025-02-28' }))
        .anchor_day,
    ).toBe(30);
    expect(
      (await reminderFrom(owner, grave, 'monthly', '2025-01-31', { next_reminder_date: '2025-03-28' }))
        .anchor_day,
    ).toBe(28);
    expect(
      (await reminderFrom(owner, grave, 'yearly', '2024-02-29', { next_reminder_date: '2025-02-28' }))
        .anchor_day,
    ).toBe(29);
    // A day the next date is not on is not taken: the next date's day is.
    expect((await reminderFrom(owner, grave, 'monthly', '2025-03-10', { anchor_day: 31 })).anchor_day).toBe(
      10,
    );
    // One it is on, clamped, is.
    expect(
      (
        await reminderFrom(owner, grave, 'monthly', '2025-04-30', {
          next_reminder_date: '2025-04-30',
          anchor_day: 31,
        })
      ).anchor_day,
    ).toBe(31);
  });

  it('follows the next date when the user moves it to another day, and then completing keeps that day', async () => {
    const owner = await world.person('anchor-moved');
    const { id } = await reminderFrom(owner, await memorialOf(owner), 'monthly', '2025-01-31');
    const moved = await owner.client
      .from('reminders')
      .update({ next_reminder_date: '2025-03-29' })
      .eq('id', id)
      .select('anchor_day')
      .single();
    expect(moved.error).toBeNull();
    expect(moved.data?.anchor_day).toBe(29);
    const completed = await owner.client
      .rpc('complete_reminder', { reminder_id: id })
      .single<{ next_reminder_date: string; anchor_day: number }>();
    expect(completed.data).toMatchObject({ next_reminder_date: '2025-04-29', anchor_day: 29 });
    // Nor can a day be given that the next date is not on.
    const refused = await owner.client
      .from('reminders')
      .update({ anchor_day: 31 })
      .eq('id', id)
      .select('anchor_day')
      .single();
    expect(refused.data?.anchor_day).toBe(29);
  });
});
