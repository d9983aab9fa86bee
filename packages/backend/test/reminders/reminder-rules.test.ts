// The reminder rules the database enforces (spec sections 4-6, issue 11): start dates, completion, the settings
// on the profile, and what a collaborator keeps after losing access.
import { completeReminder, type Frequency } from '@evergreen/domain/reminders';
import { describe, expect, it } from 'vitest';
import { createMemorial, insertAsService, reminderRow, share } from '../fixtures.ts';
import { serviceClient, signUp, type TestUser } from '../helpers.ts';

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function serviceReminder(graveId: string, userId: string, fields: Record<string, unknown>) {
  return (await insertAsService<{ id: string }>('reminders', { ...reminderRow(graveId, userId), ...fields }))
    .id;
}

const complete = (user: TestUser, id: string) =>
  user.client.rpc('complete_reminder', { reminder_id: id }).single<{
    is_active: boolean;
    next_reminder_date: string;
  }>();

describe('reminder start date', () => {
  it('refuses a date before yesterday (UTC), with a day of grace for time zones behind UTC', async () => {
    const user = await signUp('start-date');
    const grave = await createMemorial(user);
    const attempt = (date: string) =>
      user.client
        .from('reminders')
        .insert({ ...reminderRow(grave.id, user.id), reminder_date: date, next_reminder_date: date })
        .select('id');
    const past = await attempt(utcDay(-2));
    expect(past.error?.message).toBe('The start date cannot be in the past.');
    expect(past.error?.code).toBe('23514');
    const longAgo = await attempt('2001-09-11');
    expect(longAgo.error?.message).toBe('The start date cannot be in the past.');
    for (const date of [utcDay(-1), utcDay(0), utcDay(30)]) {
      const { error } = await attempt(date);
      expect(error, date).toBeNull();
    }
    // Nor can a reminder be moved back to a past start afterwards.
    const created = await attempt(utcDay(0));
    const id = (created.data as { id: string }[] | null)?.[0]?.id ?? '';
    const moved = await user.client.from('reminders').update({ reminder_date: '2001-01-01' }).eq('id', id);
    expect(moved.error?.message).toBe('The start date cannot be in the past.');
  });

  it('refuses an unknown type or frequency in the database', async () => {
    const user = await signUp('enum');
    const grave = await createMemorial(user);
    for (const bad of [{ reminder_type: 'party' }, { frequency: 'daily' }]) {
      const { error } = await user.client
        .from('reminders')
        .insert({ ...reminderRow(grave.id, user.id), ...bad });
      expect(error?.code).toBe('22P02');
    }
  });
});

describe('complete_reminder', () => {
  it('soft-deletes a once reminder', async () => {
    const user = await signUp('complete-once');
    const grave = await createMemorial(user);
    const id = await serviceReminder(grave.id, user.id, { frequency: 'once' });
    const { data, error } = await complete(user, id);
    expect(error).toBeNull();
    expect(data?.is_active).toBe(false);
    const listed = await user.client
      .from('reminders')
      .select('id')
      .eq('grave_id', grave.id)
      .eq('is_active', true);
    expect(listed.data).toEqual([]);
    // Completed once, it is gone: a second completion finds nothing.
    const again = await complete(user, id);
    expect(again.error?.message).toBe('Reminder not found');
  });

  it.each([
    ['weekly', '2025-12-29', '2026-01-05'],
    ['monthly', '2025-01-31', '2025-02-28'],
    ['quarterly', '2025-11-30', '2026-02-28'],
    ['biannually', '2025-08-31', '2026-02-28'],
    ['yearly', '2024-02-29', '2025-02-28'],
  ])(
    'moves a %s reminder forward from its next date %s (not from today) to %s',
    async (frequency, from, to) => {
      const user = await signUp(`complete-${frequency}`);
      const grave = await createMemorial(user);
      const id = await serviceReminder(grave.id, user.id, {
        frequency,
        reminder_date: from,
        next_reminder_date: from,
      });
      const { data, error } = await complete(user, id);
      expect(error).toBeNull();
      expect(data).toMatchObject({ is_active: true, next_reminder_date: to });
      // The page's own schedule math (packages/domain) agrees with the database's.
      expect(completeReminder(frequency as Frequency, from)).toEqual({
        kind: 'reschedule',
        nextReminderDate: to,
      });
    },
  );

  it('refuses a reminder that is not due yet, and anyone but its user', async () => {
    const user = await signUp('complete-rules');
    const grave = await createMemorial(user, { is_public: true });
    const future = await serviceReminder(grave.id, user.id, {
      reminder_date: utcDay(5),
      next_reminder_date: utcDay(5),
    });
    const early = await complete(user, future);
    expect(early.error?.message).toBe('This reminder is not due yet.');

    const due = await serviceReminder(grave.id, user.id, { frequency: 'monthly' });
    const stranger = await signUp('complete-stranger');
    const refused = await complete(stranger, due);
    expect(refused.error?.message).toBe('Reminder not found');
    const row = await serviceClient().from('reminders').select('next_reminder_date').eq('id', due).single();
    expect(row.data?.next_reminder_date).toBe(utcDay(0));
  });
});

describe('reminder settings on the profile', () => {
  it('defaults to UTC and e-mails on; only the owner reads and changes them', async () => {
    const user = await signUp('settings');
    const other = await signUp('settings-other');
    const own = await user.client
      .from('profiles')
      .select('time_zone, email_reminders')
      .eq('id', user.id)
      .single();
    expect(own.data).toEqual({ time_zone: 'UTC', email_reminders: true });

    const changed = await user.client
      .from('profiles')
      .update({ time_zone: 'Pacific/Auckland', email_reminders: false })
      .eq('id', user.id)
      .select('time_zone, email_reminders')
      .single();
    expect(changed.data).toEqual({ time_zone: 'Pacific/Auckland', email_reminders: false });

    const invalid = await user.client
      .from('profiles')
      .update({ time_zone: 'Mars/Olympus' })
      .eq('id', user.id);
    expect(invalid.error?.message).toBe('Unknown time zone: Mars/Olympus');
    expect(invalid.error?.code).toBe('22023');

    // Someone who shares a memorial with the user sees their name, not their settings, and cannot change them.
    const grave = await createMemorial(other);
    await share(grave.id, user, 'viewer');
    const seen = await other.client
      .from('profiles')
      .select('full_name, time_zone, email_reminders')
      .eq('id', user.id)
      .single();
    expect(seen.data).toEqual({ full_name: 'settings tester', time_zone: null, email_reminders: null });
    await other.client.from('profiles').update({ time_zone: 'UTC', email_reminders: true }).eq('id', user.id);
    const after = await serviceClient()
      .from('profiles')
      .select('time_zone, email_reminders')
      .eq('id', user.id)
      .single();
    expect(after.data).toEqual({ time_zone: 'Pacific/Auckland', email_reminders: false });
  });
});

describe('a collaborator who loses access', () => {
  it('no longer sees, changes or completes the reminders set on that memorial', async () => {
    const owner = await signUp('access-owner');
    const helper = await signUp('access-helper');
    const grave = await createMemorial(owner);
    const row = await share(grave.id, helper, 'viewer');
    const set = await helper.client
      .from('reminders')
      .insert(reminderRow(grave.id, helper.id))
      .select('id')
      .single();
    expect(set.error).toBeNull();
    const id = set.data?.id as string;
    expect((await helper.client.from('reminders').select('id').eq('id', id)).data).toHaveLength(1);

    await serviceClient().from('grave_managers').delete().eq('id', row.id);
    expect((await helper.client.from('reminders').select('id').eq('id', id)).data).toEqual([]);
    expect((await complete(helper, id)).error?.message).toBe('Reminder not found');
    await helper.client.from('reminders').update({ custom_message: 'changed' }).eq('id', id);
    const kept = await serviceClient().from('reminders').select('custom_message').eq('id', id).single();
    expect(kept.data?.custom_message).toBeNull();
  });
});
