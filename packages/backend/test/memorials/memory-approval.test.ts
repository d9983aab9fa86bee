// Approval decided by the family, and candles and flowers (issue 29, items 2 and 3): what each memorial's rule does
// to a new memory or note, who reads it while it waits, approving and hiding, and the counts the public page shows.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, postMemory, postTribute, setPlan, share } from '../fixtures.ts';
import { client, databaseConnection, signUp, type TestUser } from '../helpers.ts';

const db = databaseConnection();

let owner: TestUser;
let editor: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  [owner, editor, visitor] = await Promise.all([
    signUp('approval-owner', 'Olive Owner'),
    signUp('approval-editor'),
    signUp('approval-visitor', 'Vic Visitor'),
  ]);
  await setPlan(owner.id, 'price_family_monthly');
});

const memorialWith = async (rule: 'at_once' | 'first_time' | 'every'): Promise<GraveRow> => {
  const grave = await createMemorial(owner, { is_public: true, memory_approval: rule });
  await share(grave.id, editor, 'editor');
  return grave;
};

const publicTexts = async (graveId: string) =>
  ((await client().from('visitor_memories').select('memory_text').eq('grave_id', graveId)).data ?? []).map(
    (row) => row.memory_text,
  );

describe('approval of visitor memories', () => {
  it('"Approve every memory": the author and the family read it while it waits, the public once approved', async () => {
    const grave = await memorialWith('every');
    const posted = await postMemory(visitor.client, grave.id, 'She lent me her bicycle.');
    expect(posted.error).toBeNull();
    expect(posted.data?.status).toBe('pending');
    expect(await publicTexts(grave.id)).toEqual([]);
    for (const reader of [visitor, owner, editor]) {
      const { data } = await reader.client
        .from('visitor_memories')
        .select('status')
        .eq('id', posted.data?.id);
      expect(data).toEqual([{ status: 'pending' }]);
    }
    // Its author is named to the family while it waits.
    const named = await owner.client
      .from('visitor_memories')
      .select('author:profiles(full_name)')
      .eq('id', posted.data?.id)
      .single();
    expect(named.data).toEqual({ author: { full_name: 'Vic Visitor' } });

    const approved = await editor.client
      .rpc('set_memory_status', { memory_id: posted.data?.id, new_status: 'published' })
      .single();
    expect(approved.error).toBeNull();
    expect(await publicTexts(grave.id)).toEqual(['She lent me her bicycle.']);

    const hidden = await owner.client.rpc('set_memory_status', {
      memory_id: posted.data?.id,
      new_status: 'hidden',
    });
    expect(hidden.error).toBeNull();
    expect(await publicTexts(grave.id)).toEqual([]);
    const authorView = await visitor.client.from('visitor_memories').select('id').eq('id', posted.data?.id);
    expect(authorView.data).toEqual([]);
    // Nobody but the family decides.
    const self = await visitor.client.rpc('set_memory_status', {
      memory_id: posted.data?.id,
      new_status: 'published',
    });
    expect(self.error?.code).toBe('42501');
  });

  it('"Approve memories from first-time visitors": the first waits, later ones are published', async () => {
    const grave = await memorialWith('first_time');
    const first = await postMemory(visitor.client, grave.id, 'First');
    expect(first.data?.status).toBe('pending');
    await owner.client.rpc('set_memory_status', { memory_id: first.data?.id, new_status: 'published' });
    const second = await postMemory(visitor.client, grave.id, 'Second');
    expect(second.data?.status).toBe('published');
    // The family's own memories never wait.
    const own = await postMemory(editor.client, grave.id, 'From the family');
    expect(own.data?.status).toBe('published');
  });

  it('two or more links wait whatever the rule, also when a published memory is edited to hold them', async () => {
    const grave = await memorialWith('at_once');
    const plain = await postMemory(visitor.client, grave.id, 'One link is fine: https://example.org/photos');
    expect(plain.data?.status).toBe('published');
    const spam = await postMemory(
      visitor.client,
      grave.id,
      'Cheap pills at www.pills.example and best-deals.com',
    );
    expect(spam.data?.status).toBe('pending');
    const edited = await visitor.client
      .from('visitor_memories')
      .update({ memory_text: 'Now see https://a.example and http://b.example' })
      .eq('id', plain.data?.id)
      .select('status')
      .single();
    expect(edited.data?.status).toBe('pending');
    expect(await publicTexts(grave.id)).toEqual([]);
  });

  it('refusals reach the app as HTTP statuses with a stable code', async () => {
    const grave = await memorialWith('at_once');
    const token = (await visitor.client.rpc('form_token')).data as string;
    const bot = await visitor.client.rpc('post_memory', {
      memorial_id: grave.id,
      memory_text: 'Buy now',
      form_token: token,
      honeypot: 'http://spam.example',
    });
    expect(bot.status).toBe(400);
    expect(bot.error).toMatchObject({ code: 'PT400', details: 'post_honeypot' });
    const forged = await visitor.client.rpc('post_memory', {
      memorial_id: grave.id,
      memory_text: 'Hello',
      form_token: `${token.split('.')[0]}.${'a'.repeat(64)}`,
    });
    expect(forged.error).toMatchObject({ code: 'PT400', details: 'post_token_invalid' });
    const signedOut = await client().rpc('post_memory', {
      memorial_id: grave.id,
      memory_text: 'Hi',
      form_token: token,
    });
    expect(signedOut.error).not.toBeNull();
    expect(await publicTexts(grave.id)).toEqual([]);
  });
});

describe('candles and flowers', () => {
  it('anyone lights a candle, flowers need an account, notes follow the rule and the counts include them', async () => {
    const grave = await memorialWith('every');
    const candle = await postTribute(client(), grave.id, 'candle');
    expect(candle.error).toBeNull();
    expect(candle.data).toMatchObject({ status: 'published', user_id: null });
    const flowersSignedOut = await postTribute(client(), grave.id, 'flowers');
    expect(flowersSignedOut.error).toMatchObject({ code: '42501', details: 'sign_in_required' });
    const withNote = await postTribute(visitor.client, grave.id, 'flowers', '  For Sunday lunches  ');
    expect(withNote.data).toMatchObject({ status: 'pending', note: 'For Sunday lunches' });
    const tooLong = await postTribute(visitor.client, grave.id, 'candle', 'x'.repeat(141));
    expect(tooLong.error).toMatchObject({ code: '22001', details: 'note_too_long' });

    const counts = await client().rpc('tribute_counts', { memorial_id: grave.id }).single();
    expect(counts.data).toEqual({ candles: 1, flowers: 1 });
    const publicNotes = await client().from('tributes').select('note').eq('grave_id', grave.id);
    expect(publicNotes.data).toEqual([{ note: null }]);
    const pendingForFamily = await editor.client
      .from('tributes')
      .select('note')
      .eq('grave_id', grave.id)
      .eq('status', 'pending');
    expect(pendingForFamily.data).toEqual([{ note: 'For Sunday lunches' }]);

    await owner.client.rpc('set_tribute_status', { tribute_id: withNote.data?.id, new_status: 'hidden' });
    const after = await client().rpc('tribute_counts', { memorial_id: grave.id }).single();
    expect(after.data).toEqual({ candles: 1, flowers: 0 });
  });

  it('a private memorial takes no candle from outside, and shows no counts', async () => {
    const grave = await createMemorial(owner);
    expect((await postTribute(client(), grave.id, 'candle')).error?.code).toBe('42501');
    expect((await postTribute(visitor.client, grave.id, 'candle')).error?.code).toBe('42501');
    const counts = await client().rpc('tribute_counts', { memorial_id: grave.id }).single();
    expect(counts.data).toEqual({ candles: 0, flowers: 0 });
  });
});

describe("the outbox's idempotency key (issue 30 through the post guard)", () => {
  /** How many posts of a kind the post guard has counted against a user. */
  const counted = async (kind: string, user: TestUser) =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from private.post_guard_hits where kind = $1 and subject = $2`,
        [kind, `user:${user.id}`],
      )
    ).rows[0]?.n;

  it('a memory or a candle sent twice with one key is stored and counted once, and answers the first', async () => {
    const grave = await memorialWith('every');
    const key = randomUUID();
    const send = async (text: string) => {
      const token = await visitor.client.rpc('form_token');
      return visitor.client
        .rpc('post_memory', {
          memorial_id: grave.id,
          memory_text: text,
          form_token: token.data,
          idempotency_key: key,
        })
        .single<{ id: string; status: string; memory_text: string }>();
    };
    const before = await counted('memory', visitor);
    const first = await send('By the lake.');
    expect(first.error).toBeNull();
    expect(first.data?.status).toBe('pending');
    // The replay after a lost answer: even without a token of its own, it finds the memory already stored.
    const again = await visitor.client
      .rpc('post_memory', { memorial_id: grave.id, memory_text: 'By the lake.', idempotency_key: key })
      .single<{ id: string }>();
    expect(again.error).toBeNull();
    expect(again.data?.id).toBe(first.data?.id);
    expect((await send('By the lake.')).data?.id).toBe(first.data?.id);
    expect(await counted('memory', visitor)).toBe((before ?? 0) + 1);
    const stored = await owner.client.from('visitor_memories').select('id').eq('grave_id', grave.id);
    expect(stored.data).toEqual([{ id: first.data?.id }]);
    // The key is the author's own: someone else's post with the same key is a post of its own.
    const editorToken = await editor.client.rpc('form_token');
    const other = await editor.client
      .rpc('post_memory', {
        memorial_id: grave.id,
        memory_text: 'Mine.',
        form_token: editorToken.data,
        idempotency_key: key,
      })
      .single<{ id: string }>();
    expect(other.error).toBeNull();
    expect(other.data?.id).not.toBe(first.data?.id);

    const candleKey = randomUUID();
    const light = async () => {
      const token = await visitor.client.rpc('form_token');
      return visitor.client
        .rpc('post_tribute', {
          memorial_id: grave.id,
          kind: 'candle',
          form_token: token.data,
          idempotency_key: candleKey,
        })
        .single<{ id: string }>();
    };
    const tributesBefore = await counted('tribute', visitor);
    const candle = await light();
    expect(candle.error).toBeNull();
    expect((await light()).data?.id).toBe(candle.data?.id);
    expect(await counted('tribute', visitor)).toBe((tributesBefore ?? 0) + 1);
    const counts = await client().rpc('tribute_counts', { memorial_id: grave.id }).single();
    expect(counts.data).toEqual({ candles: 1, flowers: 0 });
  });
});
