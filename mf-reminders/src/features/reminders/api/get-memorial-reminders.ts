import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reminder } from './get-reminders';

/** The user's active reminders for one memorial, soonest first (reminders are private to each user). */
export async function getMemorialReminders(graveId: string): Promise<Reminder[]> {
  const { data, error } = await getSupabase()
    .from('reminders')
    .select('*')
    .eq('grave_id', graveId)
    .eq('is_active', true)
    .order('next_reminder_date', { ascending: true });
  if (error) throw error;
  return data;
}

/**
 * Under the memorial's reminders key (packages/domain), beside the memorials remote's "N active reminders"
 * count: one invalidation of the reminders root refreshes both.
 */
export const memorialRemindersQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorialReminders(graveId), 'list'] as const,
    queryFn: () => getMemorialReminders(graveId),
  });

export function useMemorialReminders(graveId: string) {
  return useQuery(memorialRemindersQueryOptions(graveId));
}
