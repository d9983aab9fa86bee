// Reminder e-mails in the recipient's language (profiles.locale) and time zone, on a server of its own: a run
// mails every due reminder on it (see reminder-helpers.ts).
import { describe, expect, it } from 'vitest';
import { type Person, useReminderServer } from './reminder-helpers.ts';

const world = useReminderServer('reminder-languages');

async function person(label: string, settings: { locale: string; time_zone: string }): Promise<Person> {
  const someone = await world.person(label);
  const update = await someone.client.from('profiles').update(settings).eq('id', someone.id);
  expect(update.error).toBeNull();
  return someone;
}

async function dueReminder(owner: Person, date: string) {
  const grave = await world.service
    .from('graves')
    .insert({ user_id: owner.id, full_name: 'Layla Haddad', cemetery_name: 'Oak Hill', plot_number: '7' })
    .select('id')
    .single();
  expect(grave.error).toBeNull();
  const reminder = await world.service.from('reminders').insert({
    grave_id: grave.data?.id,
    user_id: owner.id,
    reminder_date: date,
    next_reminder_date: date,
    reminder_type: 'birthday',
    frequency: 'yearly',
    custom_message: 'Bring roses',
  });
  expect(reminder.error).toBeNull();
}

async function runAt(at: string) {
  const keys = world.server.context.keys;
  const response = await fetch(`${world.server.url}/functions/v1/send-due-reminders`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ at }),
  });
  expect(response.status).toBe(200);
}

describe('reminder e-mails in the recipient language', () => {
  it("an Arabic reader's reminder is in Arabic, its date an Arabic date of their own day", async () => {
    const reader = await person('arabic-reader', { locale: 'ar', time_zone: 'Asia/Riyadh' });
    await dueReminder(reader, '2026-03-05');
    // 22:30 UTC on the 4th is already the 5th in Riyadh (UTC+3): the reminder is due there.
    await runAt('2026-03-04T22:30:00Z');

    const [mail, ...more] = await world.mailsTo(reader.email);
    expect(more).toHaveLength(0);
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 2, 5),
    );
    expect(date).toContain('مارس');
    expect(mail?.subject).toBe('تذكير: عيد الميلاد لـ Layla Haddad');
    expect(mail?.text).toContain(`التاريخ: ${date}`);
    expect(mail?.text).toContain('الرسالة: «Bring roses»');
    expect(mail?.text).toContain('المكان: Oak Hill، القطعة 7');
    expect(mail?.text).not.toMatch(/Reminder|Date:|March/);
  });

  it('a reader who keeps English gets the English text, as before', async () => {
    const reader = await person('english-reader', { locale: 'en', time_zone: 'UTC' });
    await dueReminder(reader, '2026-03-05');
    await runAt('2026-03-05T08:00:00Z');
    const [mail] = await world.mailsTo(reader.email);
    expect(mail?.subject).toBe('Reminder: Birthday for Layla Haddad');
    expect(mail?.text).toContain('Date: March 5, 2026');
  });
});
