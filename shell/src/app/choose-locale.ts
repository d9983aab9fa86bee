import type { Locale } from '@evergreen/domain/locale';
import { chooseLocale } from '@evergreen/runtime/messages';
import { useCallback } from 'react';

/**
 * What the header's language menu calls: the page switches to the reader's language at once (every mounted app
 * re-renders, no reload) and the cookie keeps it for their next visits.
 *
 * The one place a choice of language is made: the server side of issue 28 extends it to also save
 * `profiles.locale` for a signed-in reader (so their e-mails, calendar feed and keepsake follow), here and nowhere
 * else.
 */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  return useCallback((locale: Locale) => chooseLocale(locale), []);
}
