import { type MyPlan, myPlanFromRow } from '@evergreen/domain/subscription';

/** The user's plan as `my_plan()` answers it, for the upgrade dialog's stand-in in tests. */
export function myPlan(id: 'free' | 'personal' | 'family'): MyPlan {
  const names = { free: 'Free', personal: 'Personal', family: 'Family' } as const;
  return myPlanFromRow({
    plan_id: id,
    plan_name: names[id],
    max_graves: id === 'family' ? -1 : id === 'personal' ? 25 : 1,
    max_collaborators: id === 'family' ? 10 : id === 'personal' ? 3 : 1,
    has_advanced_features: id !== 'free',
    graves_count: 1,
    collaborators_count: 0,
    subscription_status: id === 'free' ? null : 'active',
    payment_method_brand: null,
    payment_method_last4: null,
  });
}
