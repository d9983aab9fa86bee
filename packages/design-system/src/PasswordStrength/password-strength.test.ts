import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  loadPasswordChecker,
  passwordProblem,
  passwordTooShort,
} from './password-strength';

describe('checkNewPassword', () => {
  it("keeps the spec's 6-character floor, in the spec's words", async () => {
    expect(await checkNewPassword('a7#Kq')).toBe(passwordTooShort());
    expect(passwordTooShort()).toBe('Password must be at least 6 characters long');
  });

  it("refuses the weakest with zxcvbn's reason", async () => {
    expect(await checkNewPassword('password')).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
    expect(await checkNewPassword('qwertyuiop')).toMatch(/^This password is too easy to guess\. /);
  });

  it("refuses a password made of the account's own name", async () => {
    expect(await checkNewPassword('zorblatt42', [])).toBeNull();
    expect(await checkNewPassword('zorblatt42', ['Ada Zorblatt', 'ada.zorblatt@example.com'])).toMatch(
      /too easy to guess/,
    );
  });

  it('accepts a password that is hard enough to guess', async () => {
    expect(await checkNewPassword('lantern orchard pebble')).toBeNull();
  });
});

describe('passwordProblem', () => {
  it('decides on the length alone while there is no estimate', async () => {
    expect(passwordProblem('password', null)).toBeNull();
    const check = await loadPasswordChecker();
    expect(passwordProblem('password', check('password'))).toMatch(/too easy to guess/);
    expect(check('lantern orchard pebble').score).toBeGreaterThanOrEqual(2);
  });
});

describe('loadPasswordChecker', () => {
  it("gives zxcvbn's advice in the reader's language, from its language packages", async () => {
    const [german, arabic] = await Promise.all([loadPasswordChecker('de'), loadPasswordChecker('ar')]);
    expect(german('password')).toMatchObject({
      score: 0,
      warning: 'Dies ist ein sehr häufig verwendetes Passwort.',
      suggestions: ['Weitere Wörter, die weniger häufig vorkommen, hinzufügen.'],
    });
    expect(arabic('password').warning).toBe('هذه كلمة مرور مستخدمة بكثرة.');
    expect((await loadPasswordChecker('en'))('password').warning).toBe('This is a heavily used password.');
  });
});
