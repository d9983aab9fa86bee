import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Ends the signed-in collaborator's own access to a memorial shared with them (the database allows only that). */
export async function leaveMemorial(graveId: string, userId: string): Promise<void> {
  const { error } = await getSupabase()
    .from('grave_managers')
    .delete()
    .eq('grave_id', graveId)
    .eq('user_id', userId);
  if (error) throw error;
}

/**
 * Leaving drops everything cached under the memorial (it may no longer be readable) and refreshes the
 * dashboard list, which loses it from "Shared With You".
 */
export function useLeaveMemorial(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => leaveMemorial(graveId, userId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.memorial(graveId) });
      queryClient.removeQueries({ queryKey: queryKeys.memorialReminders(graveId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memorials() });
    },
  });
}
