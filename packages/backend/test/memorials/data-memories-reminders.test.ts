import { beforeAll, describe, expect, it } from 'vitest';
import { type GraveRow, ownerFriendAndPublicMemorial, postMemory, reminderRow } from '../fixtures.ts';
import { client, type TestUser, today } from '../helpers.ts';

// Visitor memory and reminder calls of spec section 7, made the way the app makes them.

let owner: TestUser;
let friend: TestUser;
let grave: GraveRow;

beforeAll(async () => {
  ({ owner, friend, grave } = await ownerFriendAndPublicMemorial());
});

describe('visitor_memories', () => {
  it('lists with the author name (no e-mail for visitors), inserts, edits and deletes', async () => {
    const insert = await postMemory(friend.client, grave.id, 'He taught me to fish.');
    expect(insert.error).toBeNull();
    expect(insert.data?.status).toBe('published');
    const direct = await friend.client
      .from('visitor_memories')
      .insert({ grave_id: grave.id, user_id: friend.id, memory_text: 'Around the guard.' });
    expect(direct.error?.code).toBe('42501');
    const select = 'id, memory_text, created_at, updated_at, user_id, profiles(full_name, email)';
    const visitorView = await client()
      .from('visitor_memories')
      .select(select)
      .eq('grave_id', grave.id)
      .order('created_at', { ascending: false });
    expect(visitorView.data?.[0]).toMatchObject({
      memory_text: 'He taught me to fish.',
      profiles: { full_name: 'Franklin Friend', email: null },
    });
    const authorView = await friend.client.from('visitor_memories').select(select).eq('grave_id', grave.id);
    expect(authorView.data?.[0]?.profiles).toEqual({ full_name: 'Franklin Friend', email: friend.email });
    const updatedAt = new Date().toISOString();
    const edit = await friend.client
      .from('visitor_memories')
      .update({ memory_text: 'He taught me to fish, patiently.', updated_at: updatedAt })
      .eq('id', insert.data?.id)
      .select()
      .single();
    expect(edit.data?.memory_text).toBe('He taught me to fish, patiently.');
    const promoted = await friend.client
      .from('visitor_memories')
      .update({ status: 'published' })
      .eq('id', insert.data?.id);
    expect(promoted.error?.code).toBe('42501');
    const blank = await postMemory(friend.client, grave.id, '   ');
    expect(blank.error?.code).toBe('23514');
    const removed = await friend.client.from('visitor_memories').delete().eq('id', insert.data?.id).select();
    expect(removed.data).toHaveLength(1);
  });

  it('a memory replayed from the outbox with its device-made key is stored once (issue 30)', async () => {
    const idempotencyKey = crypto.randomUUID();
    const send = async (author: TestUser, text: string) => {
      const token = await author.client.rpc('form_token');
      return author.client
        .rpc('post_memory', {
          memorial_id: grave.id,
          memory_text: text,
          form_token: token.data,
          idempotency_key: idempotencyKey,
        })
        .single<{ id: string }>();
    };
    const first = await send(friend, 'Written at the graveside.');
    expect(first.error).toBeNull();
    const replay = await send(friend, 'Written at the graveside.');
    expect(replay.error).toBeNull();
    expect(replay.data?.id).toBe(first.data?.id);
    const stored = await friend.client
      .from('visitor_memories')
      .select('id')
      .eq('idempotency_key', idempotencyKey);
    expect(stored.data).toHaveLength(1);
    // Another author's key never collides with this one: the key is unique per author.
    const owners = await send(owner, 'Mine.');
    expect(owners.error).toBeNull();
    expect(owners.data?.id).not.toBe(first.data?.id);
  });
});

describe('reminders', () => {
  it('inserts, lists by grave and with the joined grave, soft-deletes and moves the next date', async () => {
    const insert = await owner.client
      .from('reminders')
      .insert(reminderRow(grave.id, owner.id))
      .select()
      .single();
    expect(insert.error).toBeNull();
    const byGrave = await owner.client
      .from('reminders')
      .select('*')
      .eq('grave_id', grave.id)
      .eq('is_active', true)
      .order('next_reminder_date', { ascending: true });
    expect(byGrave.data?.map((row) => row.id)).toEqual([insert.data?.id]);
    const withGrave = await owner.client
      .from('reminders')
      .select('*, graves(id, full_name, cemetery_name, image_url)')
      .eq('user_id', owner.id)
      .eq('is_active', true)
      .order('next_reminder_date', { ascending: true });
    expect(withGrave.data?.[0]?.graves).toEqual({
      id: grave.id,
      full_name: 'Arthur Pendleton',
      cemetery_name: 'Oak Hill',
      image_url: null,
    });
    const moved = await owner.client
      .from('reminders')
      .update({ next_reminder_date: '2031-01-31' })
      .eq('id', insert.data?.id)
      .select()
      .single();
    expect(moved.data?.next_reminder_date).toBe('2031-01-31');
    await owner.client.from('reminders').update({ is_active: false }).eq('id', insert.data?.id);
    const after = await owner.client
      .from('reminders')
      .select('id')
      .eq('user_id', owner.id)
      .eq('is_active', true);
    expect(after.data).toEqual([]);
    const badType = await owner.client
      .from('reminders')
      .insert({ ...reminderRow(grave.id, owner.id), reminder_type: 'party' });
    // reminder_type is a Postgres enum: an unknown value is refused as invalid input, with a 400.
    expect(badType.status).toBe(400);
    expect(badType.error?.message).toBe('invalid input value for enum reminder_type: "party"');
  });

  it('export: graves, reminders and memories filtered by user_id', async () => {
    const [graves, reminders, memories] = await Promise.all([
      owner.client.from('graves').select('*').eq('user_id', owner.id),
      owner.client.from('reminders').select('*').eq('user_id', owner.id),
      owner.client.from('visitor_memories').select('*').eq('user_id', owner.id),
    ]);
    expect(graves.error ?? reminders.error ?? memories.error).toBeNull();
    expect(graves.data?.length).toBeGreaterThan(0);
    expect(reminders.data?.every((row) => row.user_id === owner.id)).toBe(true);
  });
});

describe('dates', () => {
  it('stores next_reminder_date as a date only', async () => {
    const insert = await owner.client
      .from('reminders')
      .insert({ ...reminderRow(grave.id, owner.id), next_reminder_date: today() })
      .select('next_reminder_date')
      .single();
    expect(insert.data?.next_reminder_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
