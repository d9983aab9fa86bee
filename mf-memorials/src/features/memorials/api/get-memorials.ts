import { newestFirst } from '@evergreen/domain/memorials';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, type Tables } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './get-memorials';

export type Memorial = Tables<'graves'>;

/** The user's own memorials and those shared with them, newest first. */
export async function getMemorials(userId: string): Promise<Memorial[]> {
  const supabase = getSupabase();
  const [own, shared] = await Promise.all([
    supabase.from('graves').select('*').eq('user_id', userId),
    supabase.from('grave_managers').select('grave_id').eq('user_id', userId),
  ]);
  if (own.error) throw own.error;
  if (shared.error) throw shared.error;
  const sharedIds = shared.data.map((row) => row.grave_id);
  let sharedMemorials: Memorial[] = [];
  if (sharedIds.length > 0) {
    const { data, error } = await supabase.from('graves').select('*').in('id', sharedIds);
    if (error) throw error;
    sharedMemorials = data;
  }
  return newestFirst([...own.data, ...sharedMemorials]);
}

export const memorialsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.memorials(), queryFn: () => self.getMemorials(userId) });

export function useMemorials() {
  return useQuery(memorialsQueryOptions(useCurrentUserId()));
}
