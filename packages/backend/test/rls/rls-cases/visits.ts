import type { World } from '../rls-world.ts';
import { rows, type Subject } from './subject.ts';

let days = 0;

/**
 * A day's count (a recent day of its own per case, inside the 90 kept, so a new day's pruning elsewhere in the run
 * cannot take it) on one of the owner's (Family plan) memorials, as the service role.
 */
async function daily(w: World, graveId: string): Promise<string> {
  days += 1;
  const day = new Date(Date.now() - (1 + (days % 60)) * 86_400_000).toISOString().slice(0, 10);
  const { error } = await w.service
    .from('memorial_daily_visits')
    .upsert({ grave_id: graveId, day, visits: 1 }, { onConflict: 'grave_id,day' });
  if (error) throw new Error(`memorial_daily_visits: ${error.message}`);
  return day;
}

const visitsOf = (w: World, graveId: string) =>
  w.service.from('memorial_daily_visits').select('day, visits').eq('grave_id', graveId);

export const VISITS: Subject[] = [
  {
    table: 'memorial_daily_visits',
    // Viewer and editor collaborate on this memorial: the counts are still the owner's alone.
    what: 'read the visit counts of the private memorial',
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const day = await daily(w, w.privateGrave);
      const read = a.client
        .from('memorial_daily_visits')
        .select('day')
        .eq('grave_id', w.privateGrave)
        .eq('day', day);
      return (await rows(read)).length === 1;
    },
  },
  {
    table: 'memorial_daily_visits',
    what: 'read the visit counts of the public memorial',
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const day = await daily(w, w.publicGrave);
      const read = a.client
        .from('memorial_daily_visits')
        .select('day')
        .eq('grave_id', w.publicGrave)
        .eq('day', day);
      return (await rows(read)).length === 1;
    },
  },
  {
    table: 'memorial_daily_visits',
    what: 'change a visit count of the public memorial',
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const day = await daily(w, w.publicGrave);
      await a.client
        .from('memorial_daily_visits')
        .update({ visits: 999 })
        .eq('grave_id', w.publicGrave)
        .eq('day', day);
      const { data } = await visitsOf(w, w.publicGrave).eq('day', day);
      return data?.[0]?.visits === 999;
    },
  },
  {
    table: 'memorial_daily_visits',
    what: 'delete a visit count of the private memorial',
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const day = await daily(w, w.privateGrave);
      await a.client.from('memorial_daily_visits').delete().eq('grave_id', w.privateGrave).eq('day', day);
      const { data } = await visitsOf(w, w.privateGrave).eq('day', day);
      return (data ?? []).length === 0;
    },
  },
];
