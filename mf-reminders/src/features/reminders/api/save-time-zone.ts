import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { useEffect } from 'react';
import { updateReminderSettings } from './update-reminder-settings';

/** Users whose zone this page has saved already: once per session is enough. */
const saved = new Set<string>();

/** The browser's IANA zone, e.g. "Europe/Paris"; UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Saves the browser's time zone on the profile, once per session and user, so the server's e-mail job counts
 * "today" where the user is. Failing is harmless (the next session tries again): it is not the user's task.
 */
export function useSaveTimeZone(knownTimeZone: string | undefined): void {
  const userId = useCurrentUserId();
  useEffect(() => {
    if (!userId || knownTimeZone === undefined || saved.has(userId)) return;
    saved.add(userId);
    const timeZone = browserTimeZone();
    if (timeZone === knownTimeZone) return;
    updateReminderSettings(userId, { time_zone: timeZone }).catch((error: unknown) => {
      saved.delete(userId);
      console.warn('Could not save the time zone', error);
    });
  }, [userId, knownTimeZone]);
}
