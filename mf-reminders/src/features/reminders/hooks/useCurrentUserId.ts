import { useSessionStore } from '@evergreen/supabase-client';

/** The signed-in user's id; '' only outside the dashboard guard, where nothing of the user is loaded. */
export function useCurrentUserId(): string {
  return useSessionStore((state) => state.user?.id ?? '');
}
