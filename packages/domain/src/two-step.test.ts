import { describe, expect, it } from 'vitest';
import { cleanCode, codeErrorText, TWO_STEP, TWO_STEP_SETTINGS } from './two-step';

describe('codeErrorText', () => {
  it('says what went wrong with a code in plain words', () => {
    expect(codeErrorText({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })).toBe(
      TWO_STEP.wrongCode,
    );
    expect(codeErrorText({ code: 'mfa_challenge_expired' })).toBe(TWO_STEP.expiredCode);
    expect(codeErrorText(new Error('network'))).toBe(TWO_STEP_SETTINGS.failed);
  });

  it('reads a code as typed, with spaces or a dash', () => {
    expect(cleanCode(' 123 456 ')).toBe('123456');
    expect(cleanCode('123-456')).toBe('123456');
  });
});
