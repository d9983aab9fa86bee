import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ERRORS, messageOf } from './errors';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('messageOf', () => {
  it("prefers the backend's message", () => {
    expect(messageOf(new Error('Invalid login credentials'), i18n._(ERRORS.generic))).toBe(
      'Invalid login credentials',
    );
    expect(messageOf({ code: '23505', message: 'duplicate key' }, i18n._(ERRORS.share))).toBe(
      'duplicate key',
    );
  });

  it('falls back to the catalogue text when there is no usable message', () => {
    expect(messageOf(undefined, i18n._(ERRORS.generic))).toBe('An error occurred');
    expect(messageOf({ message: '  ' }, i18n._(ERRORS.memorialCreate))).toBe('Failed to create grave');
    expect(messageOf(42, i18n._(ERRORS.graveUpdate))).toBe('Failed to update grave');
  });
});
