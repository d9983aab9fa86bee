import { PLANS } from '@evergreen/domain/plans';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PLAN_TEXTS } from './plan-texts';

describe('PLAN_TEXTS', () => {
  it('says in English exactly what the plan table of packages/domain says', () => {
    for (const plan of PLANS) {
      const texts = PLAN_TEXTS[plan.id];
      expect(i18n._(texts.name)).toBe(plan.name);
      expect(i18n._(texts.description)).toBe(plan.description);
      expect(texts.features.map((feature) => i18n._(feature))).toEqual(plan.features);
    }
  });
});
