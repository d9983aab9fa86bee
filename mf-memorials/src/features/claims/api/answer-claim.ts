import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendQueuedNotices } from './request-claim';

/** The owner's answer. Accepting a transfer hands the memorial over; the database refuses a full plan. */
export async function answerClaim(claimId: string, accept: boolean): Promise<void> {
  const { error } = await getSupabase().rpc('answer_memorial_claim', { claim_id: claimId, accept });
  if (error) throw error;
  sendQueuedNotices();
}

/** An answer may change the memorial's owner and collaborators, the dashboard list and both plans' usage. */
export function useAnswerClaim(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, accept }: { claimId: string; accept: boolean }) => answerClaim(claimId, accept),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.memorial(graveId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.memorials() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() }),
      ]),
  });
}
