import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, memorialForm, reminderRow, setPlan, share } from './fixtures.ts';
import { client, serviceClient, signUp, type TestUser, today } from './helpers.ts';

// Every data call of spec section 7, made the way the app makes it, with the result the app relies on.

let owner: TestUser;
let friend: TestUser;
let grave: GraveRow;

beforeAll(async () => {
  [owner, friend] = await Promise.all([signUp('owner', 'Olivia Owner'), signUp('friend', 'Frank Friend')]);
  grave = await createMemorial(owner, { is_public: true });
});

describe('profiles', () => {
  it('select id by id (single)', async () => {
    const { data, error } = await owner.client.from('profiles').select('id').eq('id', owner.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: owner.id });
  });

  it('insert {id, email, full_name, avatar_url}: the sign-up trigger made it already; never for someone else', async () => {
    const user = await signUp('noprofile');
    const again = await user.client
      .from('profiles')
      .insert({ id: user.id, email: user.email, full_name: 'X', avatar_url: null });
    expect(again.error?.code).toBe('23505');
    const other = await user.client
      .from('profiles')
      .insert({ id: owner.id, email: owner.email, full_name: 'Me' });
    expect(other.error?.code).toBe('42501');
  });

  it('select full_name, subscription_tier by id (single)', async () => {
    const { data } = await owner.client
      .from('profiles')
      .select('full_name, subscription_tier')
      .eq('id', owner.id)
      .single();
    expect(data).toEqual({ full_name: 'Olivia Owner', subscription_tier: 'free' });
  });

  it('select full_name, email by id, and update {full_name}', async () => {
    const update = await friend.client
      .from('profiles')
      .update({ full_name: 'Franklin Friend' })
      .eq('id', friend.id)
      .select();
    expect(update.data).toHaveLength(1);
    const { data } = await friend.client.from('profiles').select('full_name, email').eq('id', friend.id);
    expect(data).toEqual([{ full_name: 'Franklin Friend', email: friend.email }]);
  });

  it('finds a profile by the exact lowercased e-mail (rpc), never by a pattern', async () => {
    const { data } = await owner.client
      .rpc('find_profile_by_email', { lookup_email: friend.email.toUpperCase() })
      .maybeSingle();
    expect(data).toEqual({ id: friend.id, email: friend.email, full_name: 'Franklin Friend' });
    const pattern = await owner.client.rpc('find_profile_by_email', { lookup_email: '%' });
    expect(pattern.data).toEqual([]);
    const anon = await client().rpc('find_profile_by_email', { lookup_email: friend.email });
    expect(anon.error).not.toBeNull();
    const listing = await owner.client.from('profiles').select('id, email').like('email', '%');
    expect(listing.data).toEqual([{ id: owner.id, email: owner.email }]);
  });
});

describe('subscription view', () => {
  it('select all, maybe-single: nothing on Free, the row once subscribed', async () => {
    const user = await signUp('subscriber');
    const none = await user.client.from('user_subscription').select('*').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    await setPlan(user.id, 'price_personal_monthly');
    const { data } = await user.client.from('user_subscription').select('*').maybeSingle();
    expect(data).toEqual({
      price_id: 'price_personal_monthly',
      subscription_status: 'active',
      payment_method_brand: null,
      payment_method_last4: null,
    });
    const tier = await user.client.from('profiles').select('subscription_tier').eq('id', user.id).single();
    expect(tier.data?.subscription_tier).toBe('personal');
  });
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

  it('a missing memorial is PGRST116 with single()', async () => {
    const { error } = await owner.client.from('graves').select('*').eq('id', crypto.randomUUID()).single();
    expect(error?.code).toBe('PGRST116');
  });
});

describe('grave_managers', () => {
  it('shares, counts, lists with joins, refuses duplicates and removes', async () => {
    const target = await createMemorial(owner);
    const insert = await owner.client
      .from('grave_managers')
      .insert({ grave_id: target.id, user_id: friend.id, role: 'viewer' });
    expect(insert.error).toBeNull();
    const count = await owner.client
      .from('grave_managers')
      .select('*', { count: 'exact', head: true })
      .in('grave_id', [target.id, grave.id]);
    expect(count.count).toBe(1);
    const mine = await friend.client.from('grave_managers').select('*, graves(*)').eq('user_id', friend.id);
    expect(mine.data?.[0]?.graves?.full_name).toBe('Arthur Pendleton');
    const managers = await owner.client
      .from('grave_managers')
      .select('id, role, user_id, profiles(id, email, full_name)')
      .eq('grave_id', target.id);
    expect(managers.data?.[0]?.profiles).toEqual({
      id: friend.id,
      email: friend.email,
      full_name: 'Franklin Friend',
    });
    const check = await owner.client
      .from('grave_managers')
      .select('id')
      .eq('grave_id', target.id)
      .eq('user_id', friend.id)
      .single();
    expect(check.data?.id).toBeTruthy();
    const duplicate = await owner.client
      .from('grave_managers')
      .insert({ grave_id: target.id, user_id: friend.id, role: 'editor' });
    expect(duplicate.error?.message).toBe('This user already has access to this grave.');
    const self = await owner.client
      .from('grave_managers')
      .insert({ grave_id: target.id, user_id: owner.id, role: 'viewer' });
    expect(self.error).not.toBeNull();
    const removed = await owner.client.from('grave_managers').delete().eq('id', check.data?.id).select();
    expect(removed.data).toHaveLength(1);
  });
});

describe('visitor_memories', () => {
  it('lists with the author name (no e-mail for visitors), inserts, edits and deletes', async () => {
    const insert = await friend.client
      .from('visitor_memories')
      .insert({ grave_id: grave.id, user_id: friend.id, memory_text: 'He taught me to fish.' })
      .select()
      .single();
    expect(insert.error).toBeNull();
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
    const blank = await friend.client
      .from('visitor_memories')
      .insert({ grave_id: grave.id, user_id: friend.id, memory_text: '   ' });
    expect(blank.error?.code).toBe('23514');
    const removed = await friend.client.from('visitor_memories').delete().eq('id', insert.data?.id).select();
    expect(removed.data).toHaveLength(1);
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
    expect(badType.error?.code).toBe('23514');
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

describe('cascade', () => {
  it('deleting a memorial removes its reminders, memories and collaborators', async () => {
    const target = await createMemorial(owner);
    await share(target.id, friend, 'viewer');
    await friend.client
      .from('visitor_memories')
      .insert({ grave_id: target.id, user_id: friend.id, memory_text: 'x' });
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
