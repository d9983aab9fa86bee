// The send-due-reminders edge function on a server of its own: a run mails every reminder of every user that is
// due, so it must not share a mailbox (or a reminders table) with the rest of the suite.
import { describe, expect, it } from 'vitest';
import { type Person, useReminderServer } from './reminder-helpers.ts';

const world = useReminderServer('reminder-emails');
const { mailsTo } = world;

async function person(label: string, timeZone = 'UTC'): Promise<Person> {
  const someone = await world.person(label);
  const update = await someone.client.from('profiles').update({ time_zone: timeZone }).eq('id', someone.id);
  expect(update.error).toBeNull();
  return someone;
}

/** A memorial of `owner` and a reminder on it due on `date`, written as the service role (dates in the past). */
async function dueReminder(owner: Person, date: string, fields: Record<string, unknown> = {}) {
  const grave = await world.service
    .from('graves')
    .insert({
      user_id: owner.id,
      full_name: 'Eleanor Grace Whitfield',
      cemetery_name: 'Oak Hill',
      section: 'North',
      plot_number: '7',
    })
    .select('id')
    .single();
  expect(grave.error).toBeNull();
  const reminder = await world.service
    .from('reminders')
    .insert({
      grave_id: grave.data?.id,
      user_id: owner.id,
      reminder_date: date,
      next_reminder_date: date,
      reminder_type: 'visit_reminder',
      frequency: 'monthly',
      custom_message: 'Bring white lilies',
      ...fields,
    })
    .select('id')
    .single();
  expect(reminder.error).toBeNull();
  return { graveId: grave.data?.id as string, reminderId: reminder.data?.id as string };
}

function run(init: { key?: string | null; body?: unknown; method?: string } = {}) {
  const key = init.key === undefined ? world.server.context.keys.serviceRoleKey : init.key;
  return fetch(`${world.server.url}/functions/v1/send-due-reminders`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: world.server.context.keys.anonKey,
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      'content-type': 'application/json',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function sent(init: Parameters<typeof run>[0] = {}): Promise<number> {
  const response = await run(init);
  expect(response.status).toBe(200);
  return ((await response.json()) as { sent: number }).sent;
}

const deliveries = async (reminderId: string) =>
  (await world.service.from('reminder_deliveries').select('due_date, emailed').eq('reminder_id', reminderId))
    .data;

const utcToday = () => new Date().toISOString().slice(0, 10);

describe('send-due-reminders', () => {
  it('refuses callers without the service role key', async () => {
    expect((await run({ key: null })).status).toBe(401);
    expect((await run({ key: world.server.context.keys.anonKey })).status).toBe(403);
    const user = await person('not-service');
    const session = (await user.client.auth.getSession()).data.session;
    expect((await run({ key: session?.access_token ?? 'x' })).status).toBe(403);
    expect((await run({ method: 'GET' })).status).toBe(405);
    expect((await run({ body: { at: 'not a time' } })).status).toBe(400);
  });

  it('mails a due reminder once, with the spec texts, however often and concurrently it runs', async () => {
    const owner = await person('due-owner');
    const { graveId, reminderId } = await dueReminder(owner, '2026-01-05');

    const first = await Promise.all([sent(), sent(), sent()]);
    const second = await sent();
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    // The only due reminder on this server so far: exactly one of the four runs mailed it.
    expect([...first, second].reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await deliveries(reminderId)).toEqual([{ due_date: '2026-01-05', emailed: true }]);

    const [mail] = mails;
    expect(mail?.subject).toBe('Reminder: Visit Reminder for Eleanor Grace Whitfield');
    expect(mail?.text).toContain('January 5, 2026');
    expect(mail?.text).toContain('"Bring white lilies"');
    expect(mail?.text).toContain('Oak Hill, Section North, Plot 7');
    const link = `${world.server.context.options.siteUrl}/dashboard/grave/${graveId}`;
    expect(mail?.text).toContain(link);
    expect(mail?.links).toEqual([link]);
  });

  it('catches up a missed day once, and mails again when the reminder moves to a new due date', async () => {
    const owner = await person('catch-up');
    const { reminderId } = await dueReminder(owner, '2025-03-10', { reminder_type: 'birthday' });
    await sent();
    await sent();
    expect(await mailsTo(owner.email)).toHaveLength(1);
    const moved = await world.service
      .from('reminders')
      .update({ next_reminder_date: '2025-04-10' })
      .eq('id', reminderId);
    expect(moved.error).toBeNull();
    await sent();
    await sent();
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Reminder: Birthday for Eleanor Grace Whitfield',
      'Reminder: Birthday for Eleanor Grace Whitfield',
    ]);
    expect(mails[0]?.text).toContain('April 10, 2025');
  });

  it("goes by the user's own date: due in Pacific/Auckland before it is in America/Los_Angeles", async () => {
    const auckland = await person('auckland', 'Pacific/Auckland');
    const angeles = await person('angeles', 'America/Los_Angeles');
    // 2031-03-14 12:00 UTC is March 15 01:00 in Auckland (NZDT) and March 14 05:00 in Los Angeles (PDT).
    const aucklandReminder = await dueReminder(auckland, '2031-03-15');
    const angelesReminder = await dueReminder(angeles, '2031-03-15');

    await sent({ body: { at: '2031-03-14T12:00:00Z' } });
    expect(await mailsTo(auckland.email)).toHaveLength(1);
    expect(await mailsTo(angeles.email)).toHaveLength(0);
    expect(await deliveries(angelesReminder.reminderId)).toEqual([]);

    // 07:00 UTC on March 15 is midnight in Los Angeles (PDT, UTC-7).
    await sent({ body: { at: '2031-03-15T06:59:59Z' } });
    expect(await mailsTo(angeles.email)).toHaveLength(0);
    await sent({ body: { at: '2031-03-15T07:00:00Z' } });
    expect(await mailsTo(angeles.email)).toHaveLength(1);
    expect(await mailsTo(auckland.email)).toHaveLength(1);
    expect(await deliveries(aucklandReminder.reminderId)).toHaveLength(1);
  });

  it('records the day but sends nothing to a user who turned e-mails off', async () => {
    const quiet = await person('quiet');
    const off = await quiet.client.from('profiles').update({ email_reminders: false }).eq('id', quiet.id);
    expect(off.error).toBeNull();
    const { reminderId } = await dueReminder(quiet, utcToday());
    await sent();
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await deliveries(reminderId)).toEqual([{ due_date: utcToday(), emailed: false }]);
  });

  it('skips inactive reminders, future ones, and memorials the user can no longer see', async () => {
    const user = await person('skipped');
    await dueReminder(user, '2026-01-01', { is_active: false });
    await dueReminder(user, '2099-01-01');
    const owner = await person('sharer');
    const shared = await dueReminder(owner, '2099-06-01');
    // The user set a due reminder on a memorial of someone else that they no longer collaborate on.
    const lost = await world.service
      .from('reminders')
      .insert({
        grave_id: shared.graveId,
        user_id: user.id,
        reminder_date: '2026-01-01',
        next_reminder_date: '2026-01-01',
        reminder_type: 'custom',
        frequency: 'once',
      })
      .select('id')
      .single();
    expect(lost.error).toBeNull();
    await sent();
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await deliveries(lost.data?.id as string)).toEqual([]);
  });
});
