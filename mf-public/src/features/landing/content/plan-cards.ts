import { PLAN_TEXTS } from '@evergreen/domain/plan-texts';
import { PLANS, type Plan, type PlanId } from '@evergreen/domain/plans';
import type { MessageDescriptor } from '@lingui/core';

/** Spec section 2: each plan card lists at most five of its features. */
export const PLAN_CARD_FEATURES = 5;

export interface PlanCard {
  id: PlanId;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Monthly price in US dollars, formatted in the reader's language where it is drawn. */
  price: number;
  maxGraves: Plan['maxGraves'];
  maxCollaborators: Plan['maxCollaborators'];
  features: readonly MessageDescriptor[];
  mostPopular: boolean;
}

/** The plan table of packages/domain, shaped for the landing page: no request, so nothing waits on a database. */
export const PLAN_CARDS: readonly PlanCard[] = PLANS.map((plan) => ({
  id: plan.id,
  name: PLAN_TEXTS[plan.id].name,
  description: PLAN_TEXTS[plan.id].description,
  price: plan.price,
  maxGraves: plan.maxGraves,
  maxCollaborators: plan.maxCollaborators,
  features: PLAN_TEXTS[plan.id].features.slice(0, PLAN_CARD_FEATURES),
  mostPopular: plan.mostPopular,
}));
