import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadPasswordChecker, type PasswordChecker, type PasswordStrength } from './password-strength';

/**
 * The strength of the password being typed, once zxcvbn is loaded: `load` starts that (call it on focus), and
 * typing starts it too. Its advice is in the page's language, loaded again when that changes. Null while loading,
 * for an empty password, or when the estimate could not be loaded.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): { strength: PasswordStrength | null; load: () => void } {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [checker, setChecker] = useState<{ locale: string; check: PasswordChecker } | null>(null);
  const load = useCallback(() => {
    loadPasswordChecker(locale).then(
      (check) => setChecker({ locale, check }),
      (error: unknown) => console.warn('The password strength estimate could not be loaded', error),
    );
  }, [locale]);
  const typed = password !== '';
  useEffect(() => {
    if (typed) load();
  }, [typed, load]);
  // The inputs as one value, so a new array of the same words does not score again.
  const inputs = userInputs.join('\n');
  const strength = useMemo(
    () =>
      checker && password && checker.locale === locale
        ? checker.check(password, inputs ? inputs.split('\n') : [])
        : null,
    [checker, password, inputs, locale],
  );
  return { strength, load };
}
