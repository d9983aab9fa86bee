import { describe, expect, it } from 'vitest';
import { isSubscriptionActive, type MyPlanRow, myPlanFromRow } from './subscription';

const row = (overrides: Partial<MyPlanRow> = {}): MyPlanRow => ({
  plan_id: 'personal',
  plan_name: 'Personal',
  max_graves: 25,
  max_collaborators: 3,
  has_advanced_features: true,
  graves_count: 6,
  collaborators_count: 2,
  subscription_status: 'active',
  payment_method_brand: 'visa',
  payment_method_last4: '4242',
  ...overrides,
});

describe('myPlanFromRow', () => {
  it('maps the row of my_plan() to the plan, usage and subscription', () => {
    expect(myPlanFromRow(row())).toEqual({
      plan: {
        id: 'personal',
        name: 'Personal',
        maxGraves: 25,
        maxCollaborators: 3,
        hasAdvancedFeatures: true,
      },
      gravesCount: 6,
      collaboratorsCount: 2,
      subscription: { status: 'active', cardBrand: 'visa', cardLast4: '4242' },
    });
  });

  it('keeps unlimited as -1 and a missing subscription as nulls', () => {
    const unlimited = myPlanFromRow(
      row({
        plan_id: 'free',
        plan_name: 'Free',
        max_graves: -1,
        subscription_status: null,
        payment_method_brand: null,
        payment_method_last4: null,
      }),
    );
    expect(unlimited.plan.maxGraves).toBe(-1);
    expect(unlimited.subscription).toEqual({ status: null, cardBrand: null, cardLast4: null });
  });

  it('refuses a plan the app does not know rather than guessing its limits', () => {
    expect(() => myPlanFromRow(row({ plan_id: 'lifetime' }))).toThrow('Unknown plan lifetime');
  });
});

describe('isSubscriptionActive', () => {
  it('is active only when active or trialing', () => {
    expect(isSubscriptionActive({ status: 'active' })).toBe(true);
    expect(isSubscriptionActive({ status: 'trialing' })).toBe(true);
    expect(isSubscriptionActive({ status: 'canceled' })).toBe(false);
    expect(isSubscriptionActive({ status: null })).toBe(false);
    expect(isSubscriptionActive(null)).toBe(false);
  });
});
