import { queryKeys } from '@evergreen/domain/query-keys';
import { type DailyVisits, fillVisitDays, utcDayOf, visitWindowStart } from '@evergreen/domain/visits';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A memorial's visits on each of the last 90 days (UTC), oldest first, days without visits as 0. Only its owner
 * on a plan with memorial analytics reads any rows (row-level security); anyone else reads 90 zeros.
 */
export async function getMemorialVisits(graveId: string, now = new Date()): Promise<DailyVisits[]> {
  const today = utcDayOf(now);
  const { data, error } = await getSupabase()
    .from('memorial_daily_visits')
    .select('day, visits')
    .eq('grave_id', graveId)
    .gte('day', visitWindowStart(today));
  if (error) throw error;
  return fillVisitDays(data, today);
}

export const memorialVisitsQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: queryKeys.memorialVisits(graveId),
    queryFn: () => getMemorialVisits(graveId),
  });

export function useMemorialVisits(graveId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...memorialVisitsQueryOptions(graveId), enabled });
}
