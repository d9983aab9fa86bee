import type { MyPlanRow } from '@evergreen/domain/subscription';
import { describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser } from '../helpers.ts';

const myPlan = async (user: TestUser) => {
  const { data, error } = await user.client.rpc('my_plan').single<MyPlanRow>();
  if (error) throw new Error(`my_plan: ${error.message}`);
  return data;
};

describe('rpc my_plan()', () => {
  it('Free without a subscription: limits of the Free plan, no subscription fields', async () => {
    const user = await signUp('plan-free');
    expect(await myPlan(user)).toEqual({
      plan_id: 'free',
      plan_name: 'Free',
      max_graves: 5,
      max_collaborators: 1,
      has_advanced_features: false,
      graves_count: 0,
      collaborators_count: 0,
      subscription_status: null,
      payment_method_brand: null,
      payment_method_last4: null,
    });
  });

  it('Personal, with the card the webhook stored and the usage the limits count', async () => {
    const [owner, viewer, editor, stranger] = (await Promise.all(
      ['plan-personal', 'plan-viewer', 'plan-editor', 'plan-stranger'].map((label) => signUp(label)),
    )) as [TestUser, TestUser, TestUser, TestUser];
    const { error } = await serviceClient().from('subscriptions').upsert(
      {
        user_id: owner.id,
        price_id: 'price_personal_monthly',
        status: 'trialing',
        payment_method_brand: 'visa',
        payment_method_last4: '4242',
      },
      { onConflict: 'user_id' },
    );
    expect(error).toBeNull();
    const [first, second] = [await createMemorial(owner), await createMemorial(owner)];
    await createMemorial(owner);
    await share(first.id, viewer, 'viewer');
    await share(first.id, editor, 'editor');
    await share(second.id, viewer, 'viewer');
    // Someone else's memorial shared with the owner counts for its own owner, not for them.
    const theirs = await createMemorial(stranger);
    await share(theirs.id, owner, 'viewer');

    expect(await myPlan(owner)).toEqual({
      plan_id: 'personal',
      plan_name: 'Personal',
      max_graves: 25,
      max_collaborators: 3,
      has_advanced_features: true,
      graves_count: 3,
      collaborators_count: 3,
      subscription_status: 'trialing',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
    });
    expect(await myPlan(stranger)).toMatchObject({
      plan_id: 'free',
      graves_count: 1,
      collaborators_count: 1,
    });
    expect(await myPlan(viewer)).toMatchObject({ graves_count: 0, collaborators_count: 0 });
  });

  it('Family: unlimited memorials (-1) and 10 collaborators; an unknown price id is Free', async () => {
    const user = await signUp('plan-family');
    await setPlan(user.id, 'price_family_monthly');
    expect(await myPlan(user)).toMatchObject({
      plan_id: 'family',
      plan_name: 'Family',
      max_graves: -1,
      max_collaborators: 10,
      has_advanced_features: true,
      subscription_status: 'active',
    });
    await setPlan(user.id, 'price_from_elsewhere');
    expect(await myPlan(user)).toMatchObject({
      plan_id: 'free',
      max_graves: 5,
      subscription_status: 'active',
    });
  });

  it('counts a memorial as soon as it exists and forgets it when deleted', async () => {
    const user = await signUp('plan-count');
    const grave = await createMemorial(user);
    expect((await myPlan(user)).graves_count).toBe(1);
    expect((await user.client.from('graves').delete().eq('id', grave.id)).error).toBeNull();
    expect((await myPlan(user)).graves_count).toBe(0);
  });

  it('is refused to anonymous callers', async () => {
    const { data, error, status } = await client().rpc('my_plan');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.message).toBe('permission denied for function my_plan');
  });
});
