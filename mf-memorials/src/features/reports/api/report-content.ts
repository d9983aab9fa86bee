import type { ReportReason } from '@evergreen/domain/moderation';
import { reportDetails } from '@evergreen/domain/moderation';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';

export interface ReportInput {
  reason: ReportReason;
  details: string;
}

/**
 * Reports a public memorial, or one of its memories, for support to review. The database refuses a second open
 * report by the same person, and hides a memory that three different people reported.
 */
export async function reportContent(
  graveId: string,
  memoryId: string | null,
  { reason, details }: ReportInput,
): Promise<void> {
  const { error } = await getSupabase().rpc('report_content', {
    grave_id: graveId,
    reason,
    ...(memoryId ? { memory_id: memoryId } : {}),
    details: reportDetails(details) ?? undefined,
  });
  if (error) throw error;
}

/** A report changes nothing the reporter sees (a hidden memory leaves the list on the next read). */
export function useReportContent(graveId: string, memoryId: string | null) {
  return useMutation({ mutationFn: (input: ReportInput) => reportContent(graveId, memoryId, input) });
}
