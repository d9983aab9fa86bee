import type { ModerationDecision } from '@evergreen/domain/moderation';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationQueueKey } from './get-moderation-queue';

/**
 * Support's decision on everything open about what a report names: logged with who and when; each reporter is
 * told the outcome by e-mail (queued in the same transaction, sent by send-moderation-notices at once).
 */
export async function decideReport(reportId: string, decision: ModerationDecision): Promise<void> {
  const { error } = await getSupabase().rpc('decide_report', { report_id: reportId, decision });
  if (error) throw error;
  void getSupabase()
    .functions.invoke('send-moderation-notices', { body: {} })
    .catch(() => undefined);
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reportId,
      decision,
    }: {
      reportId: string;
      decision: ModerationDecision;
      graveId: string;
    }) => decideReport(reportId, decision),
    onSuccess: (_data, { graveId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueueKey() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.memorial(graveId) }),
      ]),
  });
}
