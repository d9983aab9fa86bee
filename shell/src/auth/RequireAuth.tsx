import { LoadingState } from '@evergreen/design-system/LoadingState';
import { signInPathFor } from '@evergreen/domain/auth';
import { useSessionStore } from '@evergreen/supabase-client';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Signed-out visitors of any /dashboard path go to /auth?next=<path and query> and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  const { pathname, search } = useLocation();
  if (loading) return <LoadingState label="Loading..." />;
  if (!user) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  return children;
}
