import { lifeYears } from '@evergreen/domain/memorials';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface LinkCandidate {
  id: string;
  /** The name with its years, so two people of one name can be told apart. */
  label: string;
}

/** How many memorials the picker lists at once; typing narrows them. */
export const CANDIDATES_SHOWN = 20;

/** `%` and `_` are wildcards of ILIKE, and `,()` separate PostgREST filters: a name is matched as typed. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/[,()]/g, ' ');

/**
 * Memorials the user can see (row-level security decides: theirs, those shared with them, public ones) whose
 * name contains `search`, other than the memorial being linked; the user's own first.
 */
export async function searchMemorials(graveId: string, search: string): Promise<LinkCandidate[]> {
  let query = getSupabase()
    .from('graves')
    .select('id, full_name, birth_date, death_date')
    .neq('id', graveId)
    .order('full_name')
    .limit(CANDIDATES_SHOWN);
  const text = search.trim();
  if (text) query = query.ilike('full_name', `%${literal(text)}%`);
  const { data, error } = await query;
  if (error) throw error;
  return data.map((row) => {
    const years = lifeYears(row);
    return { id: row.id, label: years ? `${row.full_name} (${years})` : row.full_name };
  });
}

export const candidatesQueryOptions = (graveId: string, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorialFamily(graveId), 'candidates', search.trim()] as const,
    queryFn: () => searchMemorials(graveId, search),
  });

/** Keeps the last list on screen while the next search loads, so the options do not flicker away. */
export function useLinkCandidates(graveId: string, search: string, enabled: boolean) {
  return useQuery({ ...candidatesQueryOptions(graveId, search), enabled, placeholderData: keepPreviousData });
}
