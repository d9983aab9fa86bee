import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { UpgradeLimit } from './contracts';
import { planFeatureMessage } from './plan-feature-texts';
import { PLAN_TEXTS } from './plan-texts';
import { PLANS, UNLIMITED, UPGRADE_DIALOG_TEXTS } from './plans';
import { upgradeLimitMessage } from './upgrade';
import { UPGRADE_DIALOG_MESSAGES, upgradeLimitMessageIn } from './upgrade-texts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

// The plan table's English is what the database and the server say; its messages read the same in English.
describe('plan texts', () => {
  it('say in English exactly what the plan table says', () => {
    for (const plan of PLANS) {
      const texts = PLAN_TEXTS[plan.id];
      expect(i18n._(texts.name)).toBe(plan.name);
      expect(i18n._(texts.description)).toBe(plan.description);
      expect(texts.features.map((feature) => i18n._(feature))).toEqual(plan.features);
      for (const feature of plan.features) {
        const message = planFeatureMessage(feature);
        expect(message && i18n._(message)).toBe(feature);
      }
    }
    expect(planFeatureMessage('Free lunches')).toBeUndefined();
  });

  it.each(Object.keys(UPGRADE_DIALOG_TEXTS) as UpgradeLimit[])(
    'word the upgrade dialog in English as the plan table does: %s',
    (limit) => {
      const messages = UPGRADE_DIALOG_MESSAGES[limit];
      expect({
        title: i18n._(messages.title),
        text: i18n._(messages.text),
        limitTitle: i18n._(messages.limitTitle),
      }).toEqual(UPGRADE_DIALOG_TEXTS[limit]);
      // A limit is met only where there is one: an unlimited plan never sees its sentence.
      const limited = [...PLANS, { ...PLANS[1], maxGraves: 1, maxCollaborators: 1 }].filter(
        (plan) => plan.maxGraves !== UNLIMITED,
      ) as typeof PLANS;
      for (const plan of limited) {
        expect(upgradeLimitMessageIn(i18n, limit, plan)).toBe(upgradeLimitMessage(limit, plan));
      }
    },
  );
});
