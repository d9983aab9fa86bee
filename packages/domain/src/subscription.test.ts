import { describe, expect, it } from 'vitest';
import { isSubscriptionActive, KNOWN_PRICE_IDS, planIdOf, planOf } from './subscription';

describe('plan from the subscription', () => {
  it('is Free without a record or a price id', () => {
    expect(planIdOf(null)).toBe('free');
    expect(planIdOf(undefined)).toBe('free');
    expect(planIdOf({ price_id: null })).toBe('free');
    expect(planIdOf({ price_id: '' })).toBe('free');
  });

  it('follows the two known price ids', () => {
    expect(planIdOf({ price_id: KNOWN_PRICE_IDS.personal })).toBe('personal');
    expect(planIdOf({ price_id: KNOWN_PRICE_IDS.family })).toBe('family');
    expect(planOf({ price_id: KNOWN_PRICE_IDS.family }).maxGraves).toBe(-1);
  });

  it('is Free for any other price id', () => {
    expect(planOf({ price_id: 'price_unknown' }).name).toBe('Free');
  });

  it('is active only when active or trialing', () => {
    expect(isSubscriptionActive({ price_id: 'x', subscription_status: 'active' })).toBe(true);
    expect(isSubscriptionActive({ price_id: 'x', subscription_status: 'trialing' })).toBe(true);
    expect(isSubscriptionActive({ price_id: 'x', subscription_status: 'canceled' })).toBe(false);
    expect(isSubscriptionActive(null)).toBe(false);
  });
});
