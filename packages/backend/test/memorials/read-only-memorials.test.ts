// No grief paywall (issue 12): a plan that ends deletes nothing; the memorials beyond the new limit, the newest,
// become read-only in the database until an upgrade lifts it.
import { describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, setPlan } from '../fixtures.ts';
import { client, serviceClient, signUp } from '../helpers.ts';

const FREE_LIMIT_MESSAGE =
  'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.';

async function priceOf(planId: string): Promise<string> {
  const { data, error } = await client().rpc('billing_plans');
  if (error) throw error;
  const plan = (data as { plan_id: string; price_id: string | null }[]).find((row) => row.plan_id === planId);
  if (!plan?.price_id) throw new Error(`no price for ${planId}`);
  return plan.price_id;
}

describe('read-only memorials after a plan ends', () => {
  it('a Free user with 7 memorials after a cancel: the 2 newest are read-only, readable and deletable', async () => {
    const owner = await signUp('frozen');
    const friend = await signUp('frozen-friend');
    await setPlan(owner.id, await priceOf('personal'));
    const graves: GraveRow[] = [];
    for (let n = 1; n <= 7; n++)
      graves.push(await createMemorial(owner, { full_name: `Memorial ${n}`, is_public: true }));
    const ids = graves.map((grave) => grave.id);
    const flags = async () => {
      const { data, error } = await owner.client
        .from('graves')
        .select('id, is_read_only, read_only_reason')
        .in('id', ids);
      if (error) throw error;
      const byId = new Map((data ?? []).map((row) => [row.id as string, row]));
      return ids.map((id) => byId.get(id));
    };
    expect((await flags()).map((row) => row?.is_read_only)).toEqual(Array(7).fill(false));

    // The subscription is cancelled (the webhook clears the price id): Free, 5 memorials.
    await setPlan(owner.id, null);
    const frozen = await flags();
    expect(frozen.map((row) => row?.is_read_only)).toEqual([false, false, false, false, false, true, true]);
    expect(frozen[6]?.read_only_reason).toBe(FREE_LIMIT_MESSAGE);
    expect(frozen[0]?.read_only_reason).toBeNull();
    expect((await owner.client.from('graves').select('id').in('id', ids)).data).toHaveLength(7);

    // Editing a frozen memorial is refused by the database with the reason; an older one stays editable.
    const refused = await owner.client
      .from('graves')
      .update({ epitaph: 'changed' })
      .eq('id', ids[6] ?? '')
      .select();
    expect(refused.error?.message).toBe(FREE_LIMIT_MESSAGE);
    expect(refused.error?.code).toBe('P0001');
    const asService = await serviceClient()
      .from('graves')
      .update({ epitaph: 'changed' })
      .eq('id', ids[5] ?? '');
    expect(asService.error?.message).toBe(FREE_LIMIT_MESSAGE);
    const allowed = await owner.client
      .from('graves')
      .update({ epitaph: 'still mine' })
      .eq('id', ids[4] ?? '')
      .select();
    expect(allowed.error).toBeNull();
    expect(allowed.data?.[0]?.epitaph).toBe('still mine');

    // Still public to visitors, and part of the export (the owner's rows).
    const visitor = await friend.client
      .from('graves')
      .select('id, is_read_only')
      .eq('id', ids[6] ?? '')
      .single();
    expect(visitor.data).toEqual({ id: ids[6], is_read_only: true });
    expect(
      (
        await client()
          .from('graves')
          .select('id')
          .eq('id', ids[5] ?? '')
      ).data,
    ).toHaveLength(1);
    expect((await owner.client.from('graves').select('*').eq('user_id', owner.id)).data).toHaveLength(7);

    // Deleting a frozen one is allowed, and brings the next newest back within the limit.
    const deleted = await owner.client
      .from('graves')
      .delete()
      .eq('id', ids[6] ?? '')
      .select('id');
    expect(deleted.data).toEqual([{ id: ids[6] }]);
    expect((await flags()).slice(0, 6).map((row) => row?.is_read_only)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);

    // An upgrade lifts it at once.
    await setPlan(owner.id, await priceOf('personal'));
    expect((await flags()).slice(0, 6).map((row) => row?.is_read_only)).toEqual(Array(6).fill(false));
    const lifted = await owner.client
      .from('graves')
      .update({ epitaph: 'edited again' })
      .eq('id', ids[5] ?? '')
      .select();
    expect(lifted.error).toBeNull();
    expect(lifted.data?.[0]?.epitaph).toBe('edited again');
  });

  it('nothing is read-only within the limit or on an unlimited plan', async () => {
    const owner = await signUp('unlimited');
    await setPlan(owner.id, await priceOf('family'));
    for (let n = 1; n <= 6; n++) await createMemorial(owner, { full_name: `Family ${n}` });
    const { data } = await owner.client.from('graves').select('is_read_only').eq('user_id', owner.id);
    expect(data?.map((row) => row.is_read_only)).toEqual(Array(6).fill(false));
  });
});
