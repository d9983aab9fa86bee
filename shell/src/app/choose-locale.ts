import type { Locale } from '@evergreen/domain/locale';
import { chooseLocale } from '@evergreen/runtime/messages';
import { useCallback } from 'react';

/**
 * What the header's language menu calls: the page switches to the reader's language at once (every mounted app
 * re-renders, no reload) and the cookie keeps it for their next visits.
 *
 * The one place a choice of language is made: for a signed-in reader it is also saved on `profiles.locale`, so
 * their e-mails, calendar feed and keepsake follow it, and so does every device they sign in on
 * (useProfileLocale).
 */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  return useCallback(async (locale: Locale) => {
    await chooseLocale(locale);
    // Loaded when a choice is made, not with the header of every first visit; nothing is saved signed out.
    const { saveProfileLocale } = await import('./profile-locale');
    await saveProfileLocale(locale).catch((error: unknown) =>
      console.error('Could not save the language on the profile', error),
    );
  }, []);
}
