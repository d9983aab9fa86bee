import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityEventsQuery } from './get-security-events';
import { sessionsQuery } from './get-sessions';

/** Signs one other device out: its refresh token stops working, so it is signed out at its next refresh. */
export async function endSession(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('end_session', { session_id: id });
  if (error) throw error;
}

/** "Sign out everywhere else": every session but this one ends (GoTrue's POST /logout?scope=others). */
export async function signOutOthers(): Promise<void> {
  const { error } = await getSupabase().auth.signOut({ scope: 'others' });
  if (error) throw error;
}

/** Both change the list of sessions and add a security event: each reads them again. */
function useSessionsChange<T>(change: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: securityEventsQuery().queryKey }),
      ]),
  });
}

export const useEndSession = () => useSessionsChange(endSession);

export const useSignOutOthers = () => useSessionsChange<void>(signOutOthers);
