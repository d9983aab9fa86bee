import { reminderRow } from '../fixtures.ts';
import { columnValue, exists, inserted } from '../rls-world.ts';
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
