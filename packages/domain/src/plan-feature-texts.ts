import type { MessageDescriptor } from '@lingui/core';
import { PLAN_TEXTS } from './plan-texts';
import { PLANS } from './plans';

// Apart from plan-texts.ts, which the landing page's plan cards read: a domain module shared by its own name carries
// its own copy of what it imports relatively, so plan-texts.ts importing the plan table put it twice on `/`.

/** A feature of the plan table by its English name (`PLANS[].features`), as a message. */
export function planFeatureMessage(feature: string): MessageDescriptor | undefined {
  for (const plan of PLANS) {
    const index = plan.features.indexOf(feature);
    if (index >= 0) return PLAN_TEXTS[plan.id].features[index];
  }
  return undefined;
}
