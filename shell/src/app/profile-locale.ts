import { LOCALE_COOKIE, type Locale, PSEUDO_LOCALE, readCookie } from '@evergreen/domain/locale';
import { activateLocale, rememberLocale } from '@evergreen/runtime/messages';
import {
  getSupabase,
  loadProfileLocale,
  saveProfileLocale as saveLocaleOf,
  useSessionStore,
} from '@evergreen/supabase-client';
import { i18n } from '@lingui/core';
import { useEffect } from 'react';

// A signed-in reader's language lives on their profile (profiles.locale), so it follows them to every device and
// is the language the server writes their e-mails and calendar entries in; signed out, the cookie keeps it.

/**
 * Saves a signed-in reader's choice of language on their profile (the language menu calls it with the cookie's
 * rememberLocale); nothing to save when signed out.
 */
export async function saveProfileLocale(locale: Locale): Promise<void> {
  const userId = useSessionStore.getState().user?.id;
  if (!userId) return;
  await saveLocaleOf(getSupabase(), userId, locale);
}

/**
 * Once the session is known, on a device where the reader has not chosen a language yet (no cookie), the page
 * switches to the language saved on their profile (and the cookie remembers it for the next first HTML). A choice
 * made on this device is theirs, and the menu saved it on the profile too; the pseudo-locale of a layout check is
 * left alone.
 */
export function useProfileLocale(): void {
  const userId = useSessionStore((state) => state.user?.id);
  useEffect(() => {
    if (!userId || readCookie(document.cookie, LOCALE_COOKIE) !== undefined) return;
    let current = true;
    loadProfileLocale(getSupabase(), userId).then(
      async (locale) => {
        if (!current || !locale || locale === i18n.locale || i18n.locale === PSEUDO_LOCALE) return;
        await activateLocale(locale);
        rememberLocale(locale);
      },
      (error: unknown) => console.error('Could not read the language saved on the profile', error),
    );
    return () => {
      current = false;
    };
  }, [userId]);
}
