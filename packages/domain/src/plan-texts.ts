import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanId } from './plans';

/**
 * The plans' words as a reader sees them, as messages: plans.ts keeps the English the database and the server
 * share (plan names, the features it gates by name); these read exactly as it does in English
 * (plan-texts.test.ts) and in the reader's language elsewhere.
 */

/** Each plan's name, description and features, in the order of its card. */
export const PLAN_TEXTS: Readonly<
  Record<
    PlanId,
    { name: MessageDescriptor; description: MessageDescriptor; features: readonly MessageDescriptor[] }
  >
> = {
  free: {
    name: msg`Free`,
    description: msg`Start preserving memories at no cost`,
    features: [msg`Public sharing`, msg`Location mapping`, msg`Basic photo storage`, msg`Mobile access`],
  },
  personal: {
    name: msg`Personal`,
    description: msg`For keeping the memory of your loved ones`,
    features: [
      msg`Basic PDF export`,
      msg`Reminder system`,
      msg`Enhanced photo storage`,
      msg`Custom memorial URLs`,
      msg`Priority email support`,
      msg`Ad-free`,
    ],
  },
  family: {
    name: msg`Family`,
    description: msg`For families preserving their whole history together`,
    features: [
      msg`Rich PDF export`,
      msg`Priority support`,
      msg`Advanced reminder system`,
      msg`Premium photo storage`,
      msg`Family tree integration`,
      msg`Memorial analytics`,
      msg`Bulk import/export`,
      msg`Ad-free`,
    ],
  },
};
