import type { MemorialAccess } from '@evergreen/domain/memorial-form';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Memorial } from './get-memorials';

/** Owner, or the collaborator role the user holds on someone else's memorial. */
export async function getMemorialAccess(memorial: Memorial, userId: string | null): Promise<MemorialAccess> {
  if (!userId) return 'visitor';
  if (memorial.user_id === userId) return 'owner';
  const { data, error } = await getSupabase()
    .from('grave_managers')
    .select('role')
    .eq('grave_id', memorial.id)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? 'visitor';
}

/** Under the memorial's key: it changes with the memorial's collaborators and goes when the memorial goes. */
export const memorialAccessQueryOptions = (memorial: Memorial, userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorial(memorial.id), 'access'] as const,
    queryFn: () => getMemorialAccess(memorial, userId),
  });

/** What the user may do with a memorial, once the memorial is known. */
export function useMemorialAccess(memorial: Memorial | null | undefined) {
  const userId = useCurrentUserId();
  return useQuery(
    memorial
      ? memorialAccessQueryOptions(memorial, userId)
      : { queryKey: [...queryKeys.memorial(''), 'access'] as const, queryFn: skipToken },
  );
}
