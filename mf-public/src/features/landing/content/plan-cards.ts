import { PLANS, type Plan, UNLIMITED } from '@evergreen/domain/plans';

/** Spec section 2: each plan card lists at most five of its features. */
export const PLAN_CARD_FEATURES = 5;

export interface PlanCard {
  id: Plan['id'];
  name: string;
  description: string;
  price: string;
  limits: string;
  features: readonly string[];
  mostPopular: boolean;
}

function limitsOf(plan: Plan): string {
  const memorials =
    plan.maxGraves === UNLIMITED ? 'Unlimited memorials' : `Up to ${plan.maxGraves} memorials`;
  const collaborators = `${plan.maxCollaborators} ${plan.maxCollaborators === 1 ? 'collaborator' : 'collaborators'}`;
  return `${memorials} · ${collaborators}`;
}

/** The plan table of packages/domain, shaped for the landing page: no request, so nothing waits on a database. */
export const PLAN_CARDS: readonly PlanCard[] = PLANS.map((plan) => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  price: `$${plan.price}`,
  limits: limitsOf(plan),
  features: plan.features.slice(0, PLAN_CARD_FEATURES),
  mostPopular: plan.mostPopular,
}));
