import type { ReportReason } from '@evergreen/domain/moderation';
import { reportDetails } from '@evergreen/domain/moderation';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';

export interface ReportInput {
  reason: ReportReason;
  details: string;
  /** The post guard's token, from when the form appeared. */
  formToken: string | undefined;
  /** The form's hidden field: empty unless a bot filled it. */
  honeypot: string;
}

/**
 * Reports a public memorial, or one of its memories, for support to review, through the post guard. The database
 * refuses a second open report by the same person, and hides a memory that three different people reported.
 */
export async function reportContent(
  graveId: string,
  memoryId: string | null,
  { reason, details, formToken, honeypot }: ReportInput,
): Promise<void> {
  const { error } = await getSupabase().rpc('report_content', {
    grave_id: graveId,
    reason,
    ...(memoryId ? { memory_id: memoryId } : {}),
    details: reportDetails(details) ?? undefined,
    form_token: formToken,
    honeypot: honeypot === '' ? undefined : honeypot,
  });
  if (error) throw error;
}

/** A report changes nothing the reporter sees (a hidden memory leaves the list on the next read). */
export function useReportContent(graveId: string, memoryId: string | null) {
  return useMutation({ mutationFn: (input: ReportInput) => reportContent(graveId, memoryId, input) });
}
