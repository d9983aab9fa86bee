import { ARCHIVE_TEXT } from '@evergreen/domain/archive';
import { ERRORS, SUCCESS } from '@evergreen/domain/errors';
import { PLANS } from '@evergreen/domain/plans';
import { TWO_STEP, TWO_STEP_SETTINGS } from '@evergreen/domain/two-step';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_MESSAGES,
  ERROR_MESSAGES,
  PLAN_DESCRIPTIONS,
  PLAN_FEATURE_MESSAGES,
  SUCCESS_MESSAGES,
  TWO_STEP_MESSAGES,
  TWO_STEP_SIGN_IN_MESSAGES,
  translateKnown,
} from './texts';

// In English every message reads exactly as the domain text it stands for (tests render English).
const english = (messages: Record<string, MessageDescriptor>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, i18n._(message)]));
const subset = (texts: Record<string, string>, messages: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(messages).map((key) => [key, texts[key]]));

describe('settings texts', () => {
  it.each([
    ['ERRORS', ERRORS, ERROR_MESSAGES],
    ['SUCCESS', SUCCESS, SUCCESS_MESSAGES],
    ['ARCHIVE_TEXT', ARCHIVE_TEXT, ARCHIVE_MESSAGES],
    ['TWO_STEP_SETTINGS', TWO_STEP_SETTINGS, TWO_STEP_MESSAGES],
    ['TWO_STEP', TWO_STEP, TWO_STEP_SIGN_IN_MESSAGES],
  ] as const)('read in English as domain %s does', (_name, texts, messages) => {
    expect(english(messages)).toEqual(subset(texts, messages));
  });

  it("has every plan's description and features", () => {
    for (const plan of PLANS) {
      expect(i18n._(PLAN_DESCRIPTIONS[plan.id])).toBe(plan.description);
      for (const feature of plan.features) {
        const message = PLAN_FEATURE_MESSAGES[feature];
        expect(message, feature).toBeDefined();
        if (message) expect(i18n._(message)).toBe(feature);
      }
    }
  });

  it("translates the domain's own texts and leaves a server's words as they came", () => {
    expect(translateKnown(i18n, ARCHIVE_TEXT.notZip)).toBe(ARCHIVE_TEXT.notZip);
    i18n.load('de', { [ARCHIVE_MESSAGES.notZip.id]: 'Keine Archivdatei' });
    i18n.activate('de');
    try {
      expect(translateKnown(i18n, ARCHIVE_TEXT.notZip)).toBe('Keine Archivdatei');
      expect(translateKnown(i18n, 'Memorial 2 in the archive has an invalid value')).toBe(
        'Memorial 2 in the archive has an invalid value',
      );
    } finally {
      i18n.activate('en');
    }
  });
});
