import { columnValue, exists, inserted } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

export const MEMORIES: Subject[] = [
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
];
