import { MIN_PASSWORD_LENGTH } from '@evergreen/domain/auth';
import { isLocale, type Locale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ZxcvbnTranslations } from './zxcvbn-engine';

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

/** zxcvbn's feedback texts in one language, as its language packages write them. */
type FeedbackTexts = ZxcvbnTranslations;

/**
 * zxcvbn's own translations of its feedback, one package per language, loaded with the checker in the reader's
 * language only (their word lists are not imported). English comes with the engine.
 */
const FEEDBACK: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<FeedbackTexts>>> = {
  es: () =>
    import(/* webpackExports: ["translations"] */ '@zxcvbn-ts/language-es-es').then((m) => m.translations),
  de: () =>
    import(/* webpackExports: ["translations"] */ '@zxcvbn-ts/language-de').then((m) => m.translations),
  fr: () =>
    import(/* webpackExports: ["translations"] */ '@zxcvbn-ts/language-fr').then((m) => m.translations),
  ar: () =>
    import(/* webpackExports: ["translations"] */ '@zxcvbn-ts/language-ar').then((m) => m.translations),
};

/** zxcvbn matches each user input as one word: "Margaret Whitfield" and "mw@example.com" become their words. */
const wordsOf = (inputs: readonly string[]) =>
  inputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);

let engine: Promise<typeof import('./zxcvbn-engine')> | undefined;
const checkers = new Map<Locale, Promise<PasswordChecker>>();

/** zxcvbn answers with keys ("warnings.topTen"); this reads one in a language's texts, English where it lacks one. */
function textOf(key: string, texts: FeedbackTexts, english: FeedbackTexts): string {
  const [table = '', name = ''] = key.split('.');
  const read = (from: FeedbackTexts) => (from as Record<string, Record<string, unknown>>)[table]?.[name];
  const text = read(texts) ?? read(english);
  return typeof text === 'string' ? text : key;
}

/**
 * Loads zxcvbn-ts and its English and common dictionaries once, and its feedback in `locale` (the page's, by
 * default); a failed load is tried again next time.
 */
export function loadPasswordChecker(locale: string = i18n.locale): Promise<PasswordChecker> {
  const language: Locale = isLocale(locale) ? locale : SOURCE_LOCALE;
  const loaded = checkers.get(language);
  if (loaded) return loaded;
  engine ??= import('./zxcvbn-engine');
  const checker = Promise.all([engine, language === 'en' ? undefined : FEEDBACK[language]()]).then(
    ([{ zxcvbn, englishTranslations }, texts = englishTranslations]): PasswordChecker =>
      (password, userInputs = []) => {
        const { score, feedback } = zxcvbn.check(password, wordsOf(userInputs));
        const read = (key: string) => textOf(key, texts, englishTranslations);
        return {
          score,
          warning: feedback.warning ? read(feedback.warning) : null,
          suggestions: feedback.suggestions.map(read),
        };
      },
    (error: unknown) => {
      engine = undefined;
      checkers.delete(language);
      throw error;
    },
  );
  checkers.set(language, checker);
  return checker;
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
