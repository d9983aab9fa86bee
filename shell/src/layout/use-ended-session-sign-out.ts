import { checkSessionAlive, useSessionStore, whenSupabaseReady } from '@evergreen/supabase-client';
import { useEffect } from 'react';

/**
 * A session ended on another device stops here (issue 27: sessions you can see and end): each time a signed-in
 * page opens, and when its tab is shown again, the auth server is asked whether the session still exists. If not,
 * supabase-js signs this browser out and the dashboard's guard sends it to the sign-in form. Lives with the
 * dashboard's layout, which loads only for signed-in pages, so `/` does not carry it.
 */
export function useEndedSessionSignOut(): void {
  const userId = useSessionStore((state) => state.user?.id);
  useEffect(() => {
    if (!userId) return;
    const check = () => void whenSupabaseReady().then(checkSessionAlive);
    check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userId]);
}
