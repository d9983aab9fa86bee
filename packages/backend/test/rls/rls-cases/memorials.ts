import { columnValue, exists, freshSharedGrave, inserted } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

export const MEMORIALS: Subject[] = [
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
    what: "see the address the viewer's access was shared to",
    allowed: 'nYYnnY',
    attempt: async (a, w) => {
      const found = (await rows(
        a.client.from('grave_managers').select('invited_email').eq('id', w.viewerManagerRow),
      )) as { invited_email: string }[];
      return found[0]?.invited_email === w.viewer.email;
    },
  },
  {
    // Only by e-mail (share_memorial): a user id read elsewhere, e.g. from a visitor memory, gives no access.
    table: 'grave_managers',
    what: 'add someone by user id',
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const { grave } = await freshSharedGrave(w);
      const row = { grave_id: grave, user_id: w.extra.id, role: 'viewer' };
      return inserted(w, 'grave_managers', a.client.from('grave_managers').insert(row).select('id').single());
    },
  },
  {
    table: 'grave_managers',
    what: 'share the memorial by e-mail',
    allowed: 'nYnnnn',
    attempt: async (a, w) => {
      const { grave } = await freshSharedGrave(w);
      const { data } = await a.client.rpc('share_memorial', { grave_id: grave, email: w.extra.email });
      const [row] = (data as { id: string }[] | null) ?? [];
      return row !== undefined && (await exists(w, 'grave_managers', row.id));
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
    what: "hand the viewer's access to someone else",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const { viewerRow } = await freshSharedGrave(w);
      await a.client.from('grave_managers').update({ user_id: w.extra.id }).eq('id', viewerRow);
      return (await columnValue(w, 'grave_managers', viewerRow, 'user_id')) === w.extra.id;
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
];
