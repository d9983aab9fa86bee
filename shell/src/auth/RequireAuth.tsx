import { LoadingState } from '@evergreen/design-system/LoadingState';
import { signInPathFor } from '@evergreen/domain/auth';
import { useSessionStore } from '@evergreen/supabase-client';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Signed-out visitors of any /dashboard path go to /auth?next=<path and query> and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  // Signed in with the password only while two-step sign-in is on: the sign-in page asks for the code first.
  const codeNeeded = useSessionStore((state) => state.codeNeeded === true);
  const { pathname, search } = useLocation();
  if (loading) return <LoadingState label={t`Loading...`} />;
  if (!user || codeNeeded) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  return children;
}
