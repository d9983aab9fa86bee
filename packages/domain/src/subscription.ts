import { type Plan, type PlanId, planById } from './plans';

/**
 * The payment provider's price ids of the paid plans. They match the defaults of `private.app_config` in the
 * backend migrations, where the database decides the same plan for its limit checks.
 */
export const KNOWN_PRICE_IDS: Readonly<Record<Exclude<PlanId, 'free'>, string>> = {
  personal: 'price_personal_monthly',
  family: 'price_family_monthly',
};

export interface SubscriptionSummary {
  price_id: string | null;
  subscription_status?: string | null;
}

/** Spec section 4: the plan follows the price id only; no record, no price id or an unknown one is Free. */
export function planIdOf(subscription: SubscriptionSummary | null | undefined): PlanId {
  const priceId = subscription?.price_id;
  if (!priceId) return 'free';
  if (priceId === KNOWN_PRICE_IDS.family) return 'family';
  if (priceId === KNOWN_PRICE_IDS.personal) return 'personal';
  return 'free';
}

export function planOf(subscription: SubscriptionSummary | null | undefined): Plan {
  return planById(planIdOf(subscription));
}

export function isSubscriptionActive(subscription: SubscriptionSummary | null | undefined): boolean {
  return subscription?.subscription_status === 'active' || subscription?.subscription_status === 'trialing';
}
