import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface ReportedItem {
  /** The oldest open report about it: what a decision names. */
  report_id: string;
  grave_id: string;
  full_name: string;
  /** The memory reported, or null when the memorial itself is. */
  memory_id: string | null;
  memory_text: string | null;
  /** Hidden until reviewed (three reporters). */
  memory_hidden: boolean;
  reports: number;
  reasons: string[];
  details: string[];
  first_reported_at: string;
}

export const moderationQueueKey = () => ['moderation', 'queue'] as const;

/** Every memorial or memory with open reports, oldest first; the database answers support only. */
export async function getModerationQueue(): Promise<ReportedItem[]> {
  const { data, error } = await getSupabase().rpc('moderation_queue');
  if (error) throw error;
  return data as ReportedItem[];
}

export const moderationQueueQuery = () =>
  queryOptions({ queryKey: moderationQueueKey(), queryFn: getModerationQueue });

export function useModerationQueue({ enabled = true } = {}) {
  return useQuery({ ...moderationQueueQuery(), enabled });
}
