import type { Tables } from '@evergreen/domain/database';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type MemorialClaim = Pick<
  Tables<'memorial_claims'>,
  'id' | 'grave_id' | 'kind' | 'message' | 'created_at'
> & { claimant_name: string | null };

/** Under the memorial's key: accepting one changes the memorial (its owner, its collaborators). */
export const claimsQueryKey = (graveId: string) => [...queryKeys.memorial(graveId), 'claims'] as const;

/** The requests waiting for the owner's answer, oldest first (RLS: only the owner reads them all). */
export async function getPendingClaims(graveId: string): Promise<MemorialClaim[]> {
  const { data, error } = await getSupabase()
    .from('memorial_claims')
    .select('id, grave_id, kind, message, created_at, claimant_name')
    .eq('grave_id', graveId)
    .eq('status', 'pending')
    .order('created_at', { ascending: true });
  if (error) throw error;
  // claimant_name is a computed field (a function of the row), which the generated types do not know.
  return data as unknown as MemorialClaim[];
}

export const pendingClaimsQuery = (graveId: string) =>
  queryOptions({ queryKey: claimsQueryKey(graveId), queryFn: () => getPendingClaims(graveId) });

export function usePendingClaims(graveId: string, { enabled = true } = {}) {
  return useQuery({ ...pendingClaimsQuery(graveId), enabled });
}
