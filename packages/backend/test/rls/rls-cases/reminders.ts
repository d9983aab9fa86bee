import { reminderRow } from '../../fixtures.ts';
import { columnValue, exists, inserted, type World } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

export const REMINDERS: Subject[] = [
  {
    table: 'reminders',
    what: "read the viewer's reminder",
    allowed: 'nnYnnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('reminders').select('id').eq('id', w.viewerReminder))).length === 1,
  },
  {
    table: 'reminders',
    what: 'set a reminder for the private memorial',
    allowed: 'nYYYnY',
    attempt: (a, w) =>
      inserted(
        w,
        'reminders',
        a.client
          .from('reminders')
          .insert(reminderRow(w.privateGrave, someone(a, w.viewer.id)))
          .select('id')
          .single(),
      ),
  },
  {
    table: 'reminders',
    what: 'set a reminder for the public memorial',
    allowed: 'nYYYYY',
    attempt: (a, w) =>
      inserted(
        w,
        'reminders',
        a.client
          .from('reminders')
          .insert(reminderRow(w.publicGrave, someone(a, w.stranger.id)))
          .select('id')
          .single(),
      ),
  },
  {
    table: 'reminders',
    what: "change the viewer's reminder",
    allowed: 'nnYnnY',
    attempt: async (a, w) => {
      const reminder = await w.service
        .from('reminders')
        .insert(reminderRow(w.privateGrave, w.viewer.id))
        .select('id')
        .single();
      const id = reminder.data?.id as string;
      await a.client.from('reminders').update({ next_reminder_date: '2040-01-01' }).eq('id', id);
      return (await columnValue(w, 'reminders', id, 'next_reminder_date')) === '2040-01-01';
    },
  },
  {
    table: 'reminders',
    // complete_reminder acts for the signed-in user only; the service role writes rows directly instead.
    what: "complete the viewer's reminder (rpc complete_reminder)",
    allowed: 'nnYnnn',
    attempt: async (a, w) => {
      const reminder = await w.service
        .from('reminders')
        .insert(reminderRow(w.privateGrave, w.viewer.id))
        .select('id, next_reminder_date')
        .single();
      const id = reminder.data?.id as string;
      await a.client.rpc('complete_reminder', { reminder_id: id });
      return (
        (await columnValue(w, 'reminders', id, 'next_reminder_date')) !== reminder.data?.next_reminder_date
      );
    },
  },
  {
    table: 'reminders',
    what: "delete the viewer's reminder",
    allowed: 'nnYnnY',
    attempt: async (a, w) => {
      const reminder = await w.service
        .from('reminders')
        .insert(reminderRow(w.privateGrave, w.viewer.id))
        .select('id')
        .single();
      const id = reminder.data?.id as string;
      await a.client.from('reminders').delete().eq('id', id);
      return !(await exists(w, 'reminders', id));
    },
  },
];

/** A delivery of a fresh reminder of the viewer's, written as the service role (only the e-mail job writes). */
async function viewerDelivery(w: World): Promise<string> {
  const reminder = await w.service
    .from('reminders')
    .insert(reminderRow(w.privateGrave, w.viewer.id))
    .select('id')
    .single();
  const delivery = await w.service
    .from('reminder_deliveries')
    .insert({ reminder_id: reminder.data?.id, user_id: w.viewer.id, due_date: '2030-01-01', emailed: true })
    .select('id')
    .single();
  if (delivery.error) throw new Error(`delivery fixture: ${delivery.error.message}`);
  return delivery.data.id as string;
}

export const REMINDER_DELIVERIES: Subject[] = [
  {
    table: 'reminder_deliveries',
    what: "read the viewer's reminder e-mail record",
    allowed: 'nnYnnY',
    attempt: async (a, w) =>
      (
        await rows(
          a.client
            .from('reminder_deliveries')
            .select('id')
            .eq('id', await viewerDelivery(w)),
        )
      ).length === 1,
  },
  {
    table: 'reminder_deliveries',
    what: 'record a reminder e-mail as sent',
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const reminder = await w.service
        .from('reminders')
        .insert(reminderRow(w.privateGrave, someone(a, w.viewer.id)))
        .select('id')
        .single();
      return inserted(
        w,
        'reminder_deliveries',
        a.client
          .from('reminder_deliveries')
          .insert({
            reminder_id: reminder.data?.id,
            user_id: someone(a, w.viewer.id),
            due_date: '2030-01-01',
            emailed: true,
          })
          .select('id')
          .single(),
      );
    },
  },
  {
    table: 'reminder_deliveries',
    what: "change the viewer's reminder e-mail record",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const id = await viewerDelivery(w);
      await a.client.from('reminder_deliveries').update({ due_date: '2040-01-01' }).eq('id', id);
      return (await columnValue(w, 'reminder_deliveries', id, 'due_date')) === '2040-01-01';
    },
  },
  {
    table: 'reminder_deliveries',
    what: "delete the viewer's reminder e-mail record",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const id = await viewerDelivery(w);
      await a.client.from('reminder_deliveries').delete().eq('id', id);
      return !(await exists(w, 'reminder_deliveries', id));
    },
  },
];
