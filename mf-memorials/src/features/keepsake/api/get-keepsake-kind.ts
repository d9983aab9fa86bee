import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeepsakeKind } from '../pdf/layout';

/**
 * The keepsake the plan of the memorial's OWNER includes (`keepsake_kind`, the database's own rule): an editor of
 * a Family owner's memorial downloads the booklet whatever their own plan, as with its photos and family links.
 */
export async function getKeepsakeKind(graveId: string): Promise<KeepsakeKind | null> {
  const { data, error } = await getSupabase()
    .from('graves')
    .select('keepsake_kind')
    .eq('id', graveId)
    .maybeSingle()
    // A computed field (a function of a graves row), which the generated types do not list as a column.
    .overrideTypes<{ keepsake_kind: string | null } | null, { merge: false }>();
  if (error) throw error;
  const kind = data?.keepsake_kind;
  return kind === 'rich' || kind === 'basic' ? kind : null;
}

/** Under the memorial's key: it goes when the memorial goes. */
export const keepsakeKindQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorial(graveId), 'keepsake'] as const,
    queryFn: () => getKeepsakeKind(graveId),
  });

export function useKeepsakeKind(graveId: string, { enabled = true } = {}) {
  return useQuery({ ...keepsakeKindQueryOptions(graveId), enabled });
}
