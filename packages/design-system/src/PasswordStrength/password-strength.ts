import { MIN_PASSWORD_LENGTH } from '@evergreen/domain/auth';
import { t } from '@lingui/core/macro';

/**
 * How hard a new password is to guess, from zxcvbn-ts (issue 27, item 6). Its dictionaries are large (~800 KB),
 * so they load on demand: when a new-password field is focused or typed into, never with the page.
 */

/** The spec's floor (section 2), checked before any estimate: in the page's locale when it is asked for. */
export const passwordTooShort = () => t`Password must be at least 6 characters long`;

/** zxcvbn's scores 0 and 1 (guessable in under ~10^6 tries) are refused; 2 and up are accepted. */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  /** zxcvbn's warning: what makes it easy to guess ("This is a frequently used password."). */
  warning: string | null;
  /** zxcvbn's suggestions: what would make it harder. */
  suggestions: string[];
}

/** Scores a password; `userInputs` are words of this account (name, e-mail) that make one easier to guess. */
export type PasswordChecker = (password: string, userInputs?: readonly string[]) => PasswordStrength;

let loading: Promise<PasswordChecker> | undefined;

/** zxcvbn matches each user input as one word: "Margaret Whitfield" and "mw@example.com" become their words. */
const wordsOf = (inputs: readonly string[]) =>
  inputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);

/** Loads zxcvbn-ts and its English and common dictionaries once; a failed load is tried again next time. */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= import('./zxcvbn-engine').then(
    ({ zxcvbn }): PasswordChecker =>
      (password, userInputs = []) => {
        const { score, feedback } = zxcvbn.check(password, wordsOf(userInputs));
        return { score, warning: feedback.warning || null, suggestions: feedback.suggestions };
      },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Why a guessable password is refused: zxcvbn's warning and its first suggestion. */
export function weakPasswordReason({ warning, suggestions }: PasswordStrength): string {
  const why = [warning, suggestions[0]].filter(Boolean).join(' ');
  return why ? t`This password is too easy to guess. ${why}` : t`This password is too easy to guess.`;
}

/** Why this new password is refused, or null: the length floor first, then the estimate when there is one. */
export function passwordProblem(password: string, strength: PasswordStrength | null): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordTooShort();
  if (strength && strength.score < MIN_PASSWORD_SCORE) return weakPasswordReason(strength);
  return null;
}

/**
 * The check a form runs on submit. If zxcvbn cannot be loaded (offline, a failed chunk), the length floor alone
 * decides, as the server does: nobody is kept from signing up by a missing dictionary.
 */
export async function checkNewPassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordTooShort();
  try {
    const check = await loadPasswordChecker();
    return passwordProblem(password, check(password, userInputs));
  } catch (error) {
    console.warn('The password strength estimate could not be loaded', error);
    return null;
  }
}
