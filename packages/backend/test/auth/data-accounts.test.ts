import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../fixtures.ts';
import { client, signUp, type TestUser } from '../helpers.ts';

// Profile and subscription calls of spec section 7, made the way the app makes them.

let owner: TestUser;
let friend: TestUser;

beforeAll(async () => {
  [owner, friend] = await Promise.all([signUp('owner', 'Olivia Owner'), signUp('friend', 'Frank Friend')]);
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

  it('shows an e-mail to its owner only, and no listing or pattern finds anyone else', async () => {
    // The spec's "where email equals the lowercased input" search is share_memorial now (sharing.test.ts).
    const byEmail = await owner.client
      .from('profiles')
      .select('id, email, full_name')
      .eq('email', friend.email);
    expect(byEmail.data).toEqual([]);
    const listing = await owner.client.from('profiles').select('id, email').like('email', '%');
    expect(listing.data).toEqual([{ id: owner.id, email: owner.email }]);
    const anon = await client().from('profiles').select('id').eq('email', friend.email);
    expect(anon.data).toEqual([]);
    const gone = await owner.client.rpc('find_profile_by_email', { lookup_email: friend.email });
    expect(gone.error?.code).toBe('PGRST202');
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
