import type { World } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

// Issue 29: follows of public memorials and each person's notification settings are their own; nobody else, the
// memorial's owner included, reads or changes them.

const followsOf = (w: World, graveId: string, userId: string) =>
  w.service.from('memorial_followers').select('user_id').eq('grave_id', graveId).eq('user_id', userId);

async function seedFollow(w: World, graveId: string, userId: string) {
  const { error } = await w.service
    .from('memorial_followers')
    .upsert({ grave_id: graveId, user_id: userId }, { onConflict: 'grave_id,user_id' });
  if (error) throw new Error(`memorial_followers: ${error.message}`);
}

async function seedPreferences(w: World, userId: string) {
  const { error } = await w.service
    .from('notification_preferences')
    .upsert({ user_id: userId, memory_emails: 'instant' }, { onConflict: 'user_id' });
  if (error) throw new Error(`notification_preferences: ${error.message}`);
}

/** Tries to follow `graveId` as the actor (as `extra` for anon and the service role); true when it took. */
async function follow(a: Parameters<Subject['attempt']>[0], w: World, graveId: string): Promise<boolean> {
  const userId = someone(a, w.extra.id);
  await w.service.from('memorial_followers').delete().eq('grave_id', graveId).eq('user_id', userId);
  await a.client.from('memorial_followers').insert({ grave_id: graveId, user_id: userId });
  const followed = (await rows(followsOf(w, graveId, userId))).length === 1;
  await w.service.from('memorial_followers').delete().eq('grave_id', graveId).eq('user_id', userId);
  return followed;
}

export const NOTIFICATIONS: Subject[] = [
  {
    table: 'memorial_followers',
    what: 'follow the public memorial',
    allowed: 'nYYYYY',
    attempt: (a, w) => follow(a, w, w.publicGrave),
  },
  {
    table: 'memorial_followers',
    what: 'follow the private memorial',
    allowed: 'nnnnnY',
    attempt: (a, w) => follow(a, w, w.privateGrave),
  },
  {
    table: 'memorial_followers',
    what: "read someone else's follow of the public memorial",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await seedFollow(w, w.publicGrave, w.extra.id);
      const read = a.client.from('memorial_followers').select('user_id').eq('user_id', w.extra.id);
      return (await rows(read)).length === 1;
    },
  },
  {
    table: 'memorial_followers',
    what: "end someone else's follow of the public memorial",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await seedFollow(w, w.publicGrave, w.extra.id);
      await a.client
        .from('memorial_followers')
        .delete()
        .eq('grave_id', w.publicGrave)
        .eq('user_id', w.extra.id);
      return (await rows(followsOf(w, w.publicGrave, w.extra.id))).length === 0;
    },
  },
  {
    table: 'notification_preferences',
    what: 'save their own notification settings',
    allowed: 'nYYYYY',
    attempt: async (a, w) => {
      const userId = someone(a, w.extra.id);
      await w.service.from('notification_preferences').delete().eq('user_id', userId);
      await a.client.from('notification_preferences').insert({ user_id: userId, memory_emails: 'daily' });
      const { data } = await w.service
        .from('notification_preferences')
        .select('memory_emails')
        .eq('user_id', userId);
      return data?.[0]?.memory_emails === 'daily';
    },
  },
  {
    table: 'notification_preferences',
    what: "read someone else's notification settings",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await seedPreferences(w, w.extra.id);
      return (
        (await rows(a.client.from('notification_preferences').select('user_id').eq('user_id', w.extra.id)))
          .length === 1
      );
    },
  },
  {
    table: 'notification_preferences',
    what: "turn off someone else's notification e-mails",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await seedPreferences(w, w.extra.id);
      await a.client
        .from('notification_preferences')
        .update({ memory_emails: 'off' })
        .eq('user_id', w.extra.id);
      const { data } = await w.service
        .from('notification_preferences')
        .select('memory_emails')
        .eq('user_id', w.extra.id);
      return data?.[0]?.memory_emails === 'off';
    },
  },
];
