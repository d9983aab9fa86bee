import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Whether the signed-in visitor follows the memorial (only their own follows are readable). */
export async function getFollowing(graveId: string): Promise<boolean> {
  const { data, error } = await getSupabase()
    .from('memorial_followers')
    .select('grave_id')
    .eq('grave_id', graveId)
    .maybeSingle();
  if (error) throw error;
  return data !== null;
}

// Under the memorial's key: the follow belongs to it, and the cache is emptied when the user changes.
export const followingQuery = (graveId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorial(graveId), 'following'] as const,
    queryFn: () => getFollowing(graveId),
  });

export const useFollowing = (graveId: string, enabled: boolean) =>
  useQuery({ ...followingQuery(graveId), enabled });

/** Follows (true) or unfollows (false) a public memorial. */
export async function setFollowing(graveId: string, follow: boolean): Promise<boolean> {
  const followers = getSupabase().from('memorial_followers');
  const { error } = follow
    ? await followers.insert({ grave_id: graveId })
    : await followers.delete().eq('grave_id', graveId);
  if (error) throw error;
  return follow;
}

export function useSetFollowing(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(graveId, follow),
    onSuccess: (following) => queryClient.setQueryData(followingQuery(graveId).queryKey, following),
  });
}
