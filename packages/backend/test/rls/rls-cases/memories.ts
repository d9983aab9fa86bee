import { createMemorial, insertAsService, postMemory, postTribute, share } from '../../fixtures.ts';
import { columnValue, exists, inserted, type World } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

/**
 * A public memorial that approves every memory, shared with the viewer (viewer) and the editor (editor), with a
 * pending and a hidden memory and a pending candle note of the stranger's: made once, for the approval cases.
 */
let approval: Promise<{ grave: string; pending: string; hidden: string; pendingNote: string }> | undefined;
function approvalWorld(w: World) {
  approval ??= (async () => {
    const grave = (await createMemorial(w.owner, { is_public: true, memory_approval: 'every' })).id;
    await share(grave, w.viewer, 'viewer');
    await share(grave, w.editor, 'editor');
    const memory = async (status: string) =>
      (
        await insertAsService<{ id: string }>('visitor_memories', {
          grave_id: grave,
          user_id: w.stranger.id,
          memory_text: status,
          status,
        })
      ).id;
    const note = await insertAsService<{ id: string }>('tributes', {
      grave_id: grave,
      user_id: w.stranger.id,
      kind: 'candle',
      note: 'Thinking of you',
      status: 'pending',
    });
    return { grave, pending: await memory('pending'), hidden: await memory('hidden'), pendingNote: note.id };
  })();
  return approval;
}

const readable = async (a: { client: World['service'] }, table: string, id: string) =>
  (await rows(a.client.from(table).select('id').eq('id', id))).length === 1;

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
    what: 'post a memory on the private memorial (post_memory)',
    allowed: 'nYYYnn',
    attempt: (a, w) => inserted(w, 'visitor_memories', postMemory(a.client, w.privateGrave, 'hello')),
  },
  {
    table: 'visitor_memories',
    what: 'post a memory on the public memorial (post_memory)',
    allowed: 'nYYYYn',
    attempt: (a, w) => inserted(w, 'visitor_memories', postMemory(a.client, w.publicGrave, 'hello')),
  },
  {
    table: 'visitor_memories',
    what: 'insert a memory directly, around the post guard',
    allowed: 'nnnnnY',
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
    what: "read the stranger's pending memory on a public memorial",
    allowed: 'nYnYYY',
    attempt: async (a, w) => readable(a, 'visitor_memories', (await approvalWorld(w)).pending),
  },
  {
    table: 'visitor_memories',
    what: "read the stranger's hidden memory on a public memorial",
    allowed: 'nYnYnY',
    attempt: async (a, w) => readable(a, 'visitor_memories', (await approvalWorld(w)).hidden),
  },
  {
    table: 'visitor_memories',
    what: 'approve a pending memory (set_memory_status)',
    allowed: 'nYnYnn',
    attempt: async (a, w) => {
      const { grave } = await approvalWorld(w);
      const memory = await insertAsService<{ id: string }>('visitor_memories', {
        grave_id: grave,
        user_id: w.stranger.id,
        memory_text: 'p',
        status: 'pending',
      });
      await a.client.rpc('set_memory_status', { memory_id: memory.id, new_status: 'published' });
      return (await columnValue(w, 'visitor_memories', memory.id, 'status')) === 'published';
    },
  },
  {
    table: 'visitor_memories',
    what: 'publish their own pending memory by updating its status',
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      const { grave } = await approvalWorld(w);
      const memory = await insertAsService<{ id: string }>('visitor_memories', {
        grave_id: grave,
        user_id: a.id ?? w.stranger.id,
        memory_text: 'p',
        status: 'pending',
      });
      await a.client.from('visitor_memories').update({ status: 'published' }).eq('id', memory.id);
      return (await columnValue(w, 'visitor_memories', memory.id, 'status')) === 'published';
    },
  },
  {
    table: 'tributes',
    what: 'light a candle on the public memorial (post_tribute)',
    allowed: 'YYYYYY',
    attempt: (a, w) => inserted(w, 'tributes', postTribute(a.client, w.publicGrave, 'candle')),
  },
  {
    table: 'tributes',
    what: 'leave flowers on the private memorial (post_tribute)',
    allowed: 'nYYYnn',
    attempt: (a, w) => inserted(w, 'tributes', postTribute(a.client, w.privateGrave, 'flowers')),
  },
  {
    table: 'tributes',
    what: "read the stranger's pending candle note on a public memorial",
    allowed: 'nYnYYY',
    attempt: async (a, w) => readable(a, 'tributes', (await approvalWorld(w)).pendingNote),
  },
  {
    table: 'tributes',
    what: 'insert a tribute directly, around the post guard',
    allowed: 'nnnnnY',
    attempt: (a, w) =>
      inserted(
        w,
        'tributes',
        a.client.from('tributes').insert({ grave_id: w.publicGrave, kind: 'candle' }).select('id').single(),
      ),
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
