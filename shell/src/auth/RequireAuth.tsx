import { LoadingState } from '@evergreen/design-system/LoadingState';
import { signInPathFor } from '@evergreen/domain/auth';
import { checkSessionAlive, useSessionStore, whenSupabaseReady } from '@evergreen/supabase-client';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * A session ended on another device stops here: each time a signed-in page opens, and when its tab is shown
 * again, the auth server is asked whether the session still exists (issue 27: sessions you can end).
 */
function useEndedSessionsSignOut(userId: string | undefined) {
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

/** Signed-out visitors of any /dashboard path go to /auth?next=<path and query> and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  const { pathname, search } = useLocation();
  useEndedSessionsSignOut(user?.id);
  if (loading) return <LoadingState label="Loading..." />;
  if (!user) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  return children;
}
