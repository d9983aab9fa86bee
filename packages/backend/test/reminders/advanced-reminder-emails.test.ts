// Advanced reminders (issue 15, Family plan) in the send-due-reminders run and the calendar feed: a reminder sent
// days before its date, and followers mailed beside the owner, each once per occurrence. On a server of its own:
// a run mails every due reminder on it.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type Person, useReminderServer } from './reminder-helpers.ts';

const world = useReminderServer('advanced-reminders');
const { person, mailsTo } = world;

async function setPlan(user: Person, priceId: string | null) {
  const { error } = await world.service
    .from('subscriptions')
    .upsert({ user_id: user.id, price_id: priceId, status: 'active' }, { onConflict: 'user_id' });
  expect(error).toBeNull();
}

async function shareWith(graveId: string, user: Person, role: 'viewer' | 'editor') {
  const { error } = await world.service
    .from('grave_managers')
    .insert({ grave_id: graveId, user_id: user.id, role });
  expect(error).toBeNull();
}

/** A Family owner's memorial shared with a viewer who follows its reminders, and one reminder on `date`. */
async function followedReminder(label: string, date: string, fields: Record<string, unknown> = {}) {
  const [owner, follower] = await Promise.all([person(`${label}-owner`), person(`${label}-follower`)]);
  await setPlan(owner, 'price_family_monthly');
  const grave = await world.service
    .from('graves')
    .insert({ user_id: owner.id, full_name: 'Eleanor Grace Whitfield', cemetery_name: 'Oak Hill' })
    .select('id')
    .single();
  expect(grave.error).toBeNull();
  const graveId = grave.data?.id as string;
  await shareWith(graveId, follower, 'viewer');
  const followed = await follower.client
    .from('reminder_followers')
    .insert({ grave_id: graveId, user_id: follower.id });
  expect(followed.error).toBeNull();
  const reminder = await world.service
    .from('reminders')
    .insert({
      grave_id: graveId,
      user_id: owner.id,
      reminder_date: date,
      next_reminder_date: date,
      reminder_type: 'birthday',
      frequency: 'yearly',
      ...fields,
    })
    .select('id')
    .single();
  expect(reminder.error).toBeNull();
  return { owner, follower, graveId, reminderId: reminder.data?.id as string };
}

async function runAt(at: string): Promise<number> {
  const response = await fetch(`${world.server.url}/functions/v1/send-due-reminders`, {
    method: 'POST',
    headers: {
      apikey: world.server.context.keys.anonKey,
      authorization: `Bearer ${world.server.context.keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ at }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sent: number }).sent;
}

describe('reminders ahead of the date', () => {
  it('mails owner and follower on the date less days_before, "in N days", once per occurrence', async () => {
    const { owner, follower } = await followedReminder('ahead', '2032-05-10', { days_before: 3 });
    await runAt('2032-05-06T12:00:00Z');
    expect(await mailsTo(owner.email)).toEqual([]);
    expect(await mailsTo(follower.email)).toEqual([]);

    await Promise.all([runAt('2032-05-07T12:00:00Z'), runAt('2032-05-07T12:00:00Z')]);
    await runAt('2032-05-08T12:00:00Z');
    await runAt('2032-05-10T12:00:00Z');
    const [ownerMail, ...moreOwner] = await mailsTo(owner.email);
    const [followerMail, ...moreFollower] = await mailsTo(follower.email);
    expect(moreOwner).toEqual([]);
    expect(moreFollower).toEqual([]);
    expect(ownerMail?.subject).toBe(
      'Reminder: Birthday for Eleanor Grace Whitfield in 3 days (May 10, 2032)',
    );
    expect(ownerMail?.text).toContain('Birthday for Eleanor Grace Whitfield in 3 days, on May 10, 2032');
    expect(ownerMail?.text).toContain('"Email me on reminder days" is on');
    expect(followerMail?.subject).toBe(ownerMail?.subject);
    expect(followerMail?.text).toContain('you follow the reminders of Eleanor Grace Whitfield');
  });

  it('sends on the date itself once the owner no longer has the Family plan, and no follower mail', async () => {
    const { owner, follower, reminderId } = await followedReminder('lapsed', '2033-02-10', {
      days_before: 5,
    });
    await setPlan(owner, null);
    await runAt('2033-02-07T12:00:00Z');
    expect(await mailsTo(owner.email)).toEqual([]);
    await runAt('2033-02-10T12:00:00Z');
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder: Birthday for Eleanor Grace Whitfield']);
    expect(await mailsTo(follower.email)).toEqual([]);
    // Nothing was deleted.
    const row = await world.service
      .from('reminders')
      .select('days_before, is_active')
      .eq('id', reminderId)
      .single();
    expect(row.data).toEqual({ days_before: 5, is_active: true });
  });
});

describe('followers', () => {
  it('stop getting mail when they unfollow or the memorial is unshared; the owner still does', async () => {
    const { owner, follower, graveId, reminderId } = await followedReminder('stop', '2034-01-10');
    const editor = await person('stop-editor');
    await shareWith(graveId, editor, 'editor');
    const followed = await editor.client
      .from('reminder_followers')
      .insert({ grave_id: graveId, user_id: editor.id });
    expect(followed.error).toBeNull();

    expect(await runAt('2034-01-10T12:00:00Z')).toBe(3);
    expect(await runAt('2034-01-10T13:00:00Z')).toBe(0);

    const unfollowed = await follower.client
      .from('reminder_followers')
      .delete()
      .eq('grave_id', graveId)
      .eq('user_id', follower.id);
    expect(unfollowed.error).toBeNull();
    const unshared = await owner.client
      .from('grave_managers')
      .delete()
      .eq('grave_id', graveId)
      .eq('user_id', editor.id);
    expect(unshared.error).toBeNull();
    const moved = await world.service
      .from('reminders')
      .update({ next_reminder_date: '2035-01-10' })
      .eq('id', reminderId);
    expect(moved.error).toBeNull();

    await runAt('2035-01-10T12:00:00Z');
    expect(await mailsTo(owner.email)).toHaveLength(2);
    expect(await mailsTo(follower.email)).toHaveLength(1);
    expect(await mailsTo(editor.email)).toHaveLength(1);
  });

  it('see followed reminders in their calendar feed, with an alarm days before', async () => {
    const { follower, graveId } = await followedReminder('feed', '2036-07-04', { days_before: 3 });
    const token = await follower.client.rpc('reset_calendar_token');
    expect(token.error).toBeNull();
    const read = async () => {
      const response = await fetch(
        `${world.server.url}/functions/v1/calendar-feed?token=${token.data as string}`,
      );
      expect(response.status).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      return calendar.getAllSubcomponents('vevent');
    };
    const [event, ...others] = await read();
    expect(others).toEqual([]);
    expect(event?.getFirstPropertyValue('summary')).toBe('Birthday: Eleanor Grace Whitfield');
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2036-07-04');
    expect(event?.getFirstPropertyValue('categories')).toBe('Followed');
    const alarm = event?.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P3D');

    await follower.client
      .from('reminder_followers')
      .delete()
      .eq('grave_id', graveId)
      .eq('user_id', follower.id);
    expect(await read()).toEqual([]);
  });
});
