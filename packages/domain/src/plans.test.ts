import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  collaboratorLimitMessage,
  memorialLimitMessage,
  PLANS,
  planById,
  planMemorialsLine,
  readOnlyMessage,
  seesUpgradePrompts,
  UNLIMITED,
  UPGRADE_DIALOG_TEXTS,
} from './plans';

describe('plan table', () => {
  it('has the limits of spec section 9', () => {
    expect(PLANS.map((plan) => [plan.name, plan.maxGraves, plan.maxCollaborators, plan.price])).toEqual([
      ['Free', 5, 1, 0],
      ['Personal', 25, 3, 5],
      ['Family', UNLIMITED, 10, 10],
    ]);
  });

  it('marks only Family as most popular and only paid plans as advanced', () => {
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(['family']);
    expect(PLANS.filter((plan) => plan.hasAdvancedFeatures).map((plan) => plan.id)).toEqual([
      'personal',
      'family',
    ]);
  });
});

describe('planMemorialsLine', () => {
  it('says unlimited for -1 and the maximum otherwise', () => {
    expect(planMemorialsLine(planById('family'))).toBe('Family Plan: Unlimited memorials');
    expect(planMemorialsLine(planById('free'))).toBe('Free Plan: Up to 5 memorials');
  });
});

describe('canAddMore', () => {
  it('allows strictly under the limit', () => {
    expect(canAddMore(4, 5)).toBe(true);
    expect(canAddMore(5, 5)).toBe(false);
    expect(canAddMore(6, 5)).toBe(false);
  });

  it('always allows when unlimited', () => {
    expect(canAddMore(10_000, UNLIMITED)).toBe(true);
  });

  it('refuses while plan or usage is not loaded', () => {
    expect(canAddMore(undefined, 5)).toBe(false);
    expect(canAddMore(0, undefined)).toBe(false);
  });
});

describe('limit messages', () => {
  it('uses the singular only for a limit of one', () => {
    expect(collaboratorLimitMessage('Free', 1)).toBe(
      "You've reached your Free plan limit of 1 collaborator...",
    );
    expect(collaboratorLimitMessage('Personal', 3)).toBe(
      "You've reached your Personal plan limit of 3 collaborators...",
    );
    expect(memorialLimitMessage('Free', 5)).toBe("You've reached your Free plan limit of 5 memorials...");
  });
});

describe('upgrade prompts and read-only memorials', () => {
  it('shows upgrade prompts to the Free plan only', () => {
    expect(PLANS.filter(seesUpgradePrompts).map((plan) => plan.id)).toEqual(['free']);
  });

  it('titles the dialog as the spec does for the memorial limit', () => {
    expect(UPGRADE_DIALOG_TEXTS.memorials.title).toBe('Create More Memorials');
    expect(UPGRADE_DIALOG_TEXTS.memorials.text).toBe(
      "You've reached your plan's memorial limit. Upgrade to create unlimited memorials and access advanced features.",
    );
  });

  it('says why a memorial is read-only and how to lift it, as the database does', () => {
    expect(readOnlyMessage('Free', 5)).toBe(
      'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.',
    );
  });
});
