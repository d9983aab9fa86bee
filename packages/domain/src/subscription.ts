import type { Plan, PlanId } from './plans';

/**
 * The current user's plan as the database decides it (`rpc('my_plan')`): the price ids and the plan table live
 * in the database only, so the page shows exactly the limits the database enforces.
 */

/** What a screen needs to know of a plan to apply its limits. */
export type PlanLimits = Pick<Plan, 'id' | 'name' | 'maxGraves' | 'maxCollaborators' | 'hasAdvancedFeatures'>;

export interface PlanUsage {
  gravesCount: number;
  collaboratorsCount: number;
}

export interface CurrentSubscription {
  /** The payment provider's status (`active`, `trialing`, `canceled`...); null without a subscription. */
  status: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface MyPlan extends PlanUsage {
  plan: PlanLimits;
  subscription: CurrentSubscription;
}

/**
 * One row of `public.my_plan()`, as PostgREST returns it. Written out rather than taken from the generated types:
 * Supabase's generator types every column of a function's result as non-null, and the subscription fields are null
 * for a user who never subscribed. The generated row is assignable to this one, so the type check still ties them.
 */
export interface MyPlanRow {
  plan_id: string;
  plan_name: string;
  max_graves: number;
  max_collaborators: number;
  has_advanced_features: boolean;
  graves_count: number;
  collaborators_count: number;
  subscription_status: string | null;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
}

const PLAN_IDS: readonly string[] = ['free', 'personal', 'family'] satisfies readonly PlanId[];

function isPlanId(id: string): id is PlanId {
  return PLAN_IDS.includes(id);
}

export function myPlanFromRow(row: MyPlanRow): MyPlan {
  // A plan the app has no screens for (added in SQL only) must fail loudly rather than show wrong limits.
  if (!isPlanId(row.plan_id)) throw new Error(`Unknown plan ${row.plan_id}`);
  return {
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      maxGraves: row.max_graves,
      maxCollaborators: row.max_collaborators,
      hasAdvancedFeatures: row.has_advanced_features,
    },
    gravesCount: row.graves_count,
    collaboratorsCount: row.collaborators_count,
    subscription: {
      status: row.subscription_status,
      cardBrand: row.payment_method_brand,
      cardLast4: row.payment_method_last4,
    },
  };
}

export function isSubscriptionActive(
  subscription: Pick<CurrentSubscription, 'status'> | null | undefined,
): boolean {
  return subscription?.status === 'active' || subscription?.status === 'trialing';
}
