import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, planById, planIncludes, UPGRADE_DIALOG_TEXTS } from './plans';
import { upgradeLimitMessage } from './upgrade';

describe('Family-plan features', () => {
  it('gates each one by a feature the plan card sells, and only Family sells them', () => {
    for (const feature of Object.keys(PLAN_FEATURES) as (keyof typeof PLAN_FEATURES)[]) {
      expect(planById('family').features).toContain(PLAN_FEATURES[feature]);
      expect(planIncludes('family', feature)).toBe(true);
      expect(planIncludes('personal', feature)).toBe(false);
      expect(planIncludes('free', feature)).toBe(false);
      expect(UPGRADE_DIALOG_TEXTS[feature].text).toContain('Family plan');
    }
  });
});

describe('the upgrade dialog on a paid plan', () => {
  const personal = planById('personal');

  it('gives the limit the user met, naming their plan', () => {
    expect(upgradeLimitMessage('memorials', personal)).toBe(
      "You've reached your Personal plan limit of 25 memorials...",
    );
    expect(upgradeLimitMessage('collaborators', personal)).toBe(
      "You've reached your Personal plan limit of 3 collaborators...",
    );
    expect(upgradeLimitMessage('photos', personal)).toBe(
      'Your Personal plan allows 100 photos per memorial.',
    );
  });

  it('says which plan a Family feature comes with', () => {
    expect(upgradeLimitMessage('familyLinks', personal)).toBe(
      'Your Personal plan does not include family links; the Family plan does.',
    );
    expect(upgradeLimitMessage('bulkImport', personal)).toBe(
      'Your Personal plan does not include bulk import; the Family plan does.',
    );
  });
});
