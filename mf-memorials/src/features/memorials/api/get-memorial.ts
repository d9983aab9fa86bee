import { isUuid } from '@evergreen/domain/memorial-form';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMORIAL_COLUMNS, type Memorial } from './get-memorials';

/** A memorial the user can see, or null when there is none (or it is not theirs to see). */
export async function getMemorial(id: string): Promise<Memorial | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await getSupabase()
    .from('graves')
    .select(MEMORIAL_COLUMNS)
    .eq('id', id)
    .maybeSingle()
    .overrideTypes<Memorial | null, { merge: false }>();
  if (error) throw error;
  return data;
}

export const memorialQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.memorial(id), queryFn: () => getMemorial(id) });

export function useMemorial(id: string) {
  return useQuery(memorialQueryOptions(id));
}
