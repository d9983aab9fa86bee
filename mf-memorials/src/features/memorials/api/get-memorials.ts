import { newestFirst } from '@evergreen/domain/memorials';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, type Tables } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './get-memorials';

/**
 * A memorial row with the database's verdict on it: `is_read_only` when it is over its owner's plan limit (after a
 * plan ended or dropped), and `read_only_reason`, the sentence saying why and how to lift it (PostgREST computed
 * fields, migration 20250601121110).
 */
export type Memorial = Tables<'graves'> & ReadOnlyStatus;

/** Absent where a row comes from elsewhere (a write's answer, the public page): such a row is editable. */
export interface ReadOnlyStatus {
  is_read_only?: boolean;
  read_only_reason?: string | null;
}

/**
 * The columns of the dashboard's reads: the row and its computed read-only fields. The generated types know no
 * computed fields (supabase/supabase-js#2005), so each read states its result type with `overrideTypes`.
 */
export const MEMORIAL_COLUMNS = '*, is_read_only, read_only_reason';

/** The user's own memorials and those shared with them, newest first. */
export async function getMemorials(userId: string): Promise<Memorial[]> {
  const supabase = getSupabase();
  const [own, shared] = await Promise.all([
    supabase
      .from('graves')
      .select(MEMORIAL_COLUMNS)
      .eq('user_id', userId)
      .overrideTypes<Memorial[], { merge: false }>(),
    supabase.from('grave_managers').select('grave_id').eq('user_id', userId),
  ]);
  if (own.error) throw own.error;
  if (shared.error) throw shared.error;
  const sharedIds = shared.data.map((row) => row.grave_id);
  let sharedMemorials: Memorial[] = [];
  if (sharedIds.length > 0) {
    const { data, error } = await supabase
      .from('graves')
      .select(MEMORIAL_COLUMNS)
      .in('id', sharedIds)
      .overrideTypes<Memorial[], { merge: false }>();
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
