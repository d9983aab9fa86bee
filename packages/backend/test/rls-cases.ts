import { randomUUID } from 'node:crypto';
import { reminderRow } from './fixtures.ts';
import { backend } from './helpers.ts';
import { type Actor, columnValue, exists, freshSharedGrave, inserted, png, type World } from './rls-world.ts';

export interface Subject {
  table: string;
  what: string;
  /** Who may, in the order anon, owner, viewer, editor, stranger, service: Y may, n may not. */
  allowed: string;
  /** Tries the operation as `actor`; true when it took effect. */
  attempt: (actor: Actor, world: World) => Promise<boolean>;
}

const rows = async (query: PromiseLike<{ data: unknown }>) => ((await query).data as unknown[] | null) ?? [];
const someone = (actor: Actor, fallback: string) => actor.id ?? fallback;

export const SUBJECTS: Subject[] = [
  // graves
  {
    table: 'graves',
    what: 'read the private memorial',
    allowed: 'nYYYnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('graves').select('id').eq('id', w.privateGrave))).length === 1,
  },
  {
    table: 'graves',
    what: 'read the public memorial',
    allowed: 'YYYYYY',
    attempt: async (a, w) =>
      (await rows(a.client.from('graves').select('id').eq('id', w.publicGrave))).length === 1,
  },
  {
    table: 'graves',
    what: 'create a memorial of their own',
    allowed: 'nYYYYY',
    attempt: (a, w) =>
      inserted(
        w,
        'graves',
        a.client
          .from('graves')
          .insert({ full_name: 'Mine', user_id: someone(a, w.owner.id) })
          .select('id')
          .single(),
      ),
  },
  {
    table: 'graves',
    what: "create a memorial in someone else's name",
    allowed: 'nnnnnY',
    attempt: (a, w) => {
      const victim = a.id === w.stranger.id ? w.owner.id : w.stranger.id;
      return inserted(
        w,
        'graves',
        a.client.from('graves').insert({ full_name: 'Theirs', user_id: victim }).select('id').single(),
      );
    },
  },
  {
    table: 'graves',
    what: 'edit the private memorial',
    allowed: 'nYnYnY',
    attempt: async (a, w) => {
      const { grave } = await freshSharedGrave(w);
      await a.client.from('graves').update({ epitaph: 'changed' }).eq('id', grave);
      return (await columnValue(w, 'graves', grave, 'epitaph')) === 'changed';
    },
  },
  {
    table: 'graves',
    what: 'delete the private memorial',
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const { grave } = await freshSharedGrave(w);
      await a.client.from('graves').delete().eq('id', grave);
      return !(await exists(w, 'graves', grave));
    },
  },
  // grave_managers
  {
    table: 'grave_managers',
    what: "read the viewer's collaborator row",
    allowed: 'nYYnnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('grave_managers').select('id').eq('id', w.viewerManagerRow))).length === 1,
  },
  {
    table: 'grave_managers',
    what: 'share the memorial with someone',
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const { grave } = await freshSharedGrave(w);
      const row = { grave_id: grave, user_id: w.extra.id, role: 'viewer' };
      return inserted(w, 'grave_managers', a.client.from('grave_managers').insert(row).select('id').single());
    },
  },
  {
    table: 'grave_managers',
    what: "change the viewer's role",
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const { viewerRow } = await freshSharedGrave(w);
      await a.client.from('grave_managers').update({ role: 'editor' }).eq('id', viewerRow);
      return (await columnValue(w, 'grave_managers', viewerRow, 'role')) === 'editor';
    },
  },
  {
    table: 'grave_managers',
    what: 'remove the viewer',
    allowed: 'nYYnnY',
    attempt: async (a, w) => {
      const { viewerRow } = await freshSharedGrave(w);
      await a.client.from('grave_managers').delete().eq('id', viewerRow);
      return !(await exists(w, 'grave_managers', viewerRow));
    },
  },
  // visitor_memories
  {
    table: 'visitor_memories',
    what: 'read a memory on the private memorial',
    allowed: 'nYYYnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('visitor_memories').select('id').eq('id', w.viewerMemory))).length === 1,
  },
  {
    table: 'visitor_memories',
    what: 'read a memory on the public memorial',
    allowed: 'YYYYYY',
    attempt: async (a, w) =>
      (await rows(a.client.from('visitor_memories').select('id').eq('id', w.publicMemory))).length === 1,
  },
  {
    table: 'visitor_memories',
    what: 'write a memory on the private memorial',
    allowed: 'nYYYnY',
    attempt: (a, w) => {
      const row = { grave_id: w.privateGrave, user_id: someone(a, w.viewer.id), memory_text: 'hello' };
      return inserted(
        w,
        'visitor_memories',
        a.client.from('visitor_memories').insert(row).select('id').single(),
      );
    },
  },
  {
    table: 'visitor_memories',
    what: 'write a memory on the public memorial',
    allowed: 'nYYYYY',
    attempt: (a, w) => {
      const row = { grave_id: w.publicGrave, user_id: someone(a, w.stranger.id), memory_text: 'hello' };
      return inserted(
        w,
        'visitor_memories',
        a.client.from('visitor_memories').insert(row).select('id').single(),
      );
    },
  },
  {
    table: 'visitor_memories',
    what: "edit the viewer's memory",
    allowed: 'nnYnnY',
    attempt: async (a, w) => {
      const memory = await w.service
        .from('visitor_memories')
        .insert({ grave_id: w.privateGrave, user_id: w.viewer.id, memory_text: 'v' })
        .select('id')
        .single();
      const id = memory.data?.id as string;
      await a.client.from('visitor_memories').update({ memory_text: 'edited' }).eq('id', id);
      return (await columnValue(w, 'visitor_memories', id, 'memory_text')) === 'edited';
    },
  },
  {
    table: 'visitor_memories',
    what: "delete the viewer's memory",
    allowed: 'nYYnnY',
    attempt: async (a, w) => {
      const memory = await w.service
        .from('visitor_memories')
        .insert({ grave_id: w.privateGrave, user_id: w.viewer.id, memory_text: 'v' })
        .select('id')
        .single();
      const id = memory.data?.id as string;
      await a.client.from('visitor_memories').delete().eq('id', id);
      return !(await exists(w, 'visitor_memories', id));
    },
  },
  // reminders
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
  // profiles
  {
    table: 'profiles',
    what: "read the viewer's name",
    allowed: 'nYYYnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('profiles').select('full_name').eq('id', w.viewer.id))).length === 1,
  },
  {
    table: 'profiles',
    what: "see the viewer's e-mail",
    allowed: 'nYYnnY',
    attempt: async (a, w) => {
      const found = (await rows(a.client.from('profiles').select('email').eq('id', w.viewer.id))) as {
        email: string | null;
      }[];
      return found[0]?.email === w.viewer.email;
    },
  },
  {
    table: 'profiles',
    what: 'create a second profile for the viewer',
    allowed: 'nnnnnn',
    attempt: async (a, w) =>
      !(await a.client.from('profiles').insert({ id: w.viewer.id, email: 'x@example.test' })).error,
  },
  {
    table: 'profiles',
    what: 'rename the viewer',
    allowed: 'nnYnnY',
    attempt: async (a, w) => {
      const name = `Renamed ${randomUUID().slice(0, 6)}`;
      await a.client.from('profiles').update({ full_name: name }).eq('id', w.viewer.id);
      const { data } = await w.service.from('profiles').select('full_name').eq('id', w.viewer.id).single();
      return data?.full_name === name;
    },
  },
  {
    table: 'profiles',
    what: "delete the viewer's profile",
    allowed: 'nnnnnn',
    attempt: async (a, w) => {
      await a.client.from('profiles').delete().eq('id', w.viewer.id);
      return (await rows(w.service.from('profiles').select('id').eq('id', w.viewer.id))).length === 0;
    },
  },
  // subscriptions
  {
    table: 'subscriptions',
    what: "read the owner's subscription row",
    allowed: 'nYnnnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('subscriptions').select('id').eq('user_id', w.owner.id))).length === 1,
  },
  {
    table: 'subscriptions',
    what: "see the owner's plan in user_subscription",
    allowed: 'nYnnnn',
    attempt: async (a) => {
      const { data } = await a.client.from('user_subscription').select('price_id').maybeSingle();
      return data?.price_id === 'price_family_monthly';
    },
  },
  {
    table: 'subscriptions',
    what: 'grant themselves a subscription',
    allowed: 'nnnnnY',
    attempt: (a, w) =>
      inserted(
        w,
        'subscriptions',
        a.client
          .from('subscriptions')
          .insert({ user_id: someone(a, w.extra.id), price_id: 'price_family_monthly' })
          .select('id')
          .single(),
      ),
  },
  {
    table: 'subscriptions',
    what: "change the subscriber's plan",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await w.service
        .from('subscriptions')
        .upsert({ user_id: w.subscriber.id, price_id: 'price_personal_monthly' }, { onConflict: 'user_id' });
      await a.client
        .from('subscriptions')
        .update({ price_id: 'price_family_monthly' })
        .eq('user_id', w.subscriber.id);
      const { data } = await w.service
        .from('subscriptions')
        .select('price_id')
        .eq('user_id', w.subscriber.id)
        .single();
      return data?.price_id === 'price_family_monthly';
    },
  },
  {
    table: 'subscriptions',
    what: "delete the subscriber's subscription",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await w.service
        .from('subscriptions')
        .upsert({ user_id: w.subscriber.id, price_id: 'price_personal_monthly' }, { onConflict: 'user_id' });
      await a.client.from('subscriptions').delete().eq('user_id', w.subscriber.id);
      return (
        (await rows(w.service.from('subscriptions').select('id').eq('user_id', w.subscriber.id))).length === 0
      );
    },
  },
  // storage
  {
    table: 'storage',
    what: "upload into the owner's folder",
    allowed: 'nYnnnY',
    attempt: async (a, w) =>
      !(await a.client.storage.from('grave-images').upload(`${w.owner.id}/${randomUUID()}.png`, png())).error,
  },
  {
    table: 'storage',
    what: 'upload into their own folder',
    allowed: 'nYYYYY',
    attempt: async (a, w) =>
      !(
        await a.client.storage
          .from('person-images')
          .upload(`${a.id ?? w.extra.id}/${randomUUID()}.png`, png())
      ).error,
  },
  {
    table: 'storage',
    what: "delete the owner's photo",
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const path = `${w.owner.id}/${randomUUID()}.png`;
      await w.owner.client.storage.from('grave-images').upload(path, png());
      await a.client.storage.from('grave-images').remove([path]);
      return (await fetch(`${backend().url}/storage/v1/object/public/grave-images/${path}`)).status === 404;
    },
  },
  {
    table: 'storage',
    what: "read the owner's photo by its public URL",
    allowed: 'YYYYYY',
    attempt: async (_a, w) => {
      const path = `${w.owner.id}/${randomUUID()}.png`;
      await w.owner.client.storage.from('grave-images').upload(path, png());
      return (await fetch(`${backend().url}/storage/v1/object/public/grave-images/${path}`)).status === 200;
    },
  },
];
