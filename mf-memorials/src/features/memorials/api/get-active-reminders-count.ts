import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How many active reminders the user has for this memorial (reminders are private to each user). */
export async function getActiveRemindersCount(graveId: string): Promise<number> {
  const { count, error } = await getSupabase()
    .from('reminders')
    .select('id', { count: 'exact', head: true })
    .eq('grave_id', graveId)
    .eq('is_active', true);
  if (error) throw error;
  return count ?? 0;
}

/** Under the memorial's reminders: the reminders remote's writes refresh this count too. */
export const activeRemindersCountQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorialReminders(graveId), 'active-count'] as const,
    queryFn: () => getActiveRemindersCount(graveId),
  });

export function useActiveRemindersCount(graveId: string, { enabled = true } = {}) {
  return useQuery({ ...activeRemindersCountQueryOptions(graveId), enabled });
}
