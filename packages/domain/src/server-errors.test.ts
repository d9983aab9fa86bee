import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors';
import { errorText, serverErrorMessage } from './server-errors';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const photoLimit = {
  code: 'P0001',
  message: 'Your Free plan allows 10 photos per memorial.',
  hint: 'Upgrade your plan to add more photos.',
  details: null,
};

describe('errorText', () => {
  it("keeps the database's English words, which name the plan and its limit", () => {
    expect(errorText(i18n, photoLimit, ERRORS.generic)).toBe(photoLimit.message);
    expect(errorText(i18n, new Error('Invalid login credentials'), ERRORS.generic)).toBe(
      'Invalid login credentials',
    );
    expect(errorText(i18n, undefined, ERRORS.memorialCreate)).toBe('Failed to create grave');
  });

  it("says a known database error in the reader's language, known by its code and hint only", () => {
    const known = serverErrorMessage(photoLimit);
    expect(known).toBeDefined();
    // The same words with another code, or no hint, are not that error.
    expect(serverErrorMessage({ ...photoLimit, code: '23514' })).toBeUndefined();
    expect(serverErrorMessage({ message: photoLimit.message })).toBeUndefined();
    i18n.loadAndActivate({
      locale: 'de',
      messages: {
        [known?.id ?? '']: 'Ihr Tarif erlaubt keine weiteren Fotos.',
        [ERRORS.generic.id]: 'Fehler',
      },
    });
    try {
      expect(errorText(i18n, photoLimit, ERRORS.generic)).toBe('Ihr Tarif erlaubt keine weiteren Fotos.');
      expect(errorText(i18n, null, ERRORS.generic)).toBe('Fehler');
    } finally {
      i18n.activate('en');
    }
  });
});
