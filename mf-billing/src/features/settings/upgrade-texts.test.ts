import type { UpgradeLimit } from '@evergreen/domain/contracts';
import { PLANS, UNLIMITED, UPGRADE_DIALOG_TEXTS } from '@evergreen/domain/plans';
import { upgradeLimitMessage } from '@evergreen/domain/upgrade';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { UPGRADE_DIALOG_MESSAGES, upgradeLimitMessageIn } from './upgrade-texts';

const LIMITS = Object.keys(UPGRADE_DIALOG_TEXTS) as UpgradeLimit[];

describe('upgrade dialog texts', () => {
  it.each(LIMITS)('read in English as the domain words them: %s', (limit) => {
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
  });
});
