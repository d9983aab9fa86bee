import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Whether the plan of the memorial's OWNER includes family links (`family_links_included`, the database's own
 * gate): an editor of a Family owner's memorial may link it whatever their own plan.
 */
export async function getLinksIncluded(graveId: string): Promise<boolean> {
  const { data, error } = await getSupabase()
    .from('graves')
    .select('family_links_included')
    .eq('id', graveId)
    .maybeSingle()
    // A computed field (a function of a graves row), which the generated types do not list as a column.
    .overrideTypes<{ family_links_included: boolean | null } | null, { merge: false }>();
  if (error) throw error;
  return data?.family_links_included === true;
}

export const linksIncludedQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorialFamily(graveId), 'included'] as const,
    queryFn: () => getLinksIncluded(graveId),
  });

export function useLinksIncluded(graveId: string, enabled: boolean) {
  return useQuery({ ...linksIncludedQueryOptions(graveId), enabled });
}
