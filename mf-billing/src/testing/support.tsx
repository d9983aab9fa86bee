import { initTestSupabase, renderRemoteAt, signInAs as signInAsUser } from '@evergreen/dev-host/testing';
import { PLANS, type PlanId } from '@evergreen/domain/plans';
import type { CurrentSubscription, MyPlan } from '@evergreen/domain/subscription';
import routes from '../routes';

/** Test helpers of this remote: a configured client (never called: the api/ layer is mocked), a user, plans. */

initTestSupabase();

export const ME = 'me-0000';
export const MY_EMAIL = 'me@example.com';

export function signInAs(id: string | null): void {
  signInAsUser(id, { email: MY_EMAIL, displayName: 'Old Name' });
}

const NO_SUBSCRIPTION: CurrentSubscription = { status: null, cardBrand: null, cardLast4: null };

/** What `my_plan()` answers for a user on this plan with this usage. */
export function myPlan(
  id: PlanId,
  usage: { graves?: number; collaborators?: number } = {},
  subscription: CurrentSubscription = NO_SUBSCRIPTION,
): MyPlan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(id);
  return {
    plan,
    gravesCount: usage.graves ?? 0,
    collaboratorsCount: usage.collaborators ?? 0,
    subscription,
  };
}

/** Renders this remote's routes where the shell mounts them. */
export function renderAt(path: string) {
  return renderRemoteAt('mf_billing', routes, path);
}
