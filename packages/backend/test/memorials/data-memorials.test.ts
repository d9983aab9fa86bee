import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMemorial,
  type GraveRow,
  memorialForm,
  ownerFriendAndPublicMemorial,
  postMemory,
  reminderRow,
  share,
  shareByEmail,
} from '../fixtures.ts';
import { client, serviceClient, type TestUser } from '../helpers.ts';

// Memorial and sharing calls of spec section 7, made the way the app makes them, with the result the app relies on.

let owner: TestUser;
let friend: TestUser;
let grave: GraveRow;

beforeAll(async () => {
  ({ owner, friend, grave } = await ownerFriendAndPublicMemorial());
});

describe('graves', () => {
  it('select by user_id, the ids of the user graves, by id (single), by id and is_public (single)', async () => {
    const list = await owner.client
      .from('graves')
      .select('*')
      .eq('user_id', owner.id)
      .order('created_at', { ascending: false });
    expect(list.data?.map((row) => row.id)).toEqual([grave.id]);
    const ids = await owner.client.from('graves').select('id').eq('user_id', owner.id);
    expect(ids.data).toEqual([{ id: grave.id }]);
    const single = await owner.client.from('graves').select('*').eq('id', grave.id).single();
    expect(single.data).toMatchObject({
      full_name: 'Arthur Pendleton',
      created_by: owner.id,
      latitude: 40.7128,
    });
    const visitor = await client()
      .from('graves')
      .select('*')
      .eq('id', grave.id)
      .eq('is_public', true)
      .single();
    expect(visitor.data?.id).toBe(grave.id);
  });

  it('insert with the form fields plus image urls, then update by id with the whole form', async () => {
    const { data, error } = await owner.client
      .from('graves')
      .insert({ ...memorialForm(), user_id: owner.id, image_url: 'http://x/a.png', person_image_url: null })
      .select()
      .single();
    expect(error).toBeNull();
    const form = {
      ...memorialForm({ full_name: 'Arthur P. Pendleton', is_public: true, latitude: null }),
      image_url: null,
    };
    const update = await owner.client.from('graves').update(form).eq('id', data?.id).select().single();
    expect(update.data).toMatchObject({ full_name: 'Arthur P. Pendleton', is_public: true, latitude: null });
    await owner.client.from('graves').delete().eq('id', data?.id);
  });

  it('refuses a death date before the birth date, on insert and on update', async () => {
    const inserted = await owner.client
      .from('graves')
      .insert({ ...memorialForm({ birth_date: '1900-05-02', death_date: '1900-05-01' }), user_id: owner.id })
      .select();
    expect(inserted.error?.code).toBe('23514');
    const updated = await owner.client
      .from('graves')
      .update({ death_date: '1800-01-01' })
      .eq('id', grave.id)
      .select();
    expect(updated.error?.code).toBe('23514');
    const sameDay = await owner.client
      .from('graves')
      .update({ death_date: grave.birth_date })
      .eq('id', grave.id)
      .select();
    expect(sameDay.error).toBeNull();
  });

  it('a missing memorial is PGRST116 with single()', async () => {
    const { error } = await owner.client.from('graves').select('*').eq('id', crypto.randomUUID()).single();
    expect(error?.code).toBe('PGRST116');
  });
});

describe('grave_managers', () => {
  it('shares by e-mail, counts, lists with joins, refuses duplicates and removes', async () => {
    const target = await createMemorial(owner);
    // Replaces the spec's profile search plus insert: one call that takes the typed address (issue 9).
    const shared = await shareByEmail(owner, target.id, friend.email);
    expect(shared.error).toBeNull();
    const count = await owner.client
      .from('grave_managers')
      .select('*', { count: 'exact', head: true })
      .in('grave_id', [target.id, grave.id]);
    expect(count.count).toBe(1);
    const mine = await friend.client.from('grave_managers').select('*, graves(*)').eq('user_id', friend.id);
    expect(mine.data?.[0]?.graves?.full_name).toBe('Arthur Pendleton');
    // The owner sees the address they typed on the row; the profile's e-mail stays its owner's alone.
    const managers = await owner.client
      .from('grave_managers')
      .select('id, role, user_id, invited_email, profiles(id, email, full_name)')
      .eq('grave_id', target.id);
    expect(managers.data?.[0]).toMatchObject({
      invited_email: friend.email,
      profiles: { id: friend.id, email: null, full_name: 'Franklin Friend' },
    });
    const check = await owner.client
      .from('grave_managers')
      .select('id')
      .eq('grave_id', target.id)
      .eq('user_id', friend.id)
      .single();
    expect(check.data?.id).toBeTruthy();
    const duplicate = await shareByEmail(owner, target.id, friend.email, 'editor');
    expect(duplicate.error?.message).toBe('This user already has access to this grave.');
    const removed = await owner.client.from('grave_managers').delete().eq('id', check.data?.id).select();
    expect(removed.data).toHaveLength(1);
  });
});

describe('cascade', () => {
  it('deleting a memorial removes its reminders, memories and collaborators', async () => {
    const target = await createMemorial(owner);
    await share(target.id, friend, 'viewer');
    await postMemory(friend.client, target.id, 'x');
    await friend.client.from('reminders').insert(reminderRow(target.id, friend.id));
    const deleted = await owner.client.from('graves').delete().eq('id', target.id).select();
    expect(deleted.data).toHaveLength(1);
    const service = serviceClient();
    for (const table of ['grave_managers', 'visitor_memories', 'reminders']) {
      const { count } = await service
        .from(table)
        .select('*', { count: 'exact', head: true })
        .eq('grave_id', target.id);
      expect(count, table).toBe(0);
    }
  });
});
