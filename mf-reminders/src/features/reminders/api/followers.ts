import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Someone who follows a memorial's reminders, as its owner sees them (a follower sees only themselves). */
export interface Follower {
  userId: string;
  name: string;
}

/** Who follows the memorial's reminders: everyone for its owner, the user alone for a collaborator. */
export async function getFollowers(graveId: string): Promise<Follower[]> {
  const supabase = getSupabase();
  const { data, error } = await supabase
    .from('reminder_followers')
    .select('user_id')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  if (data.length === 0) return [];
  const ids = data.map((row) => row.user_id);
  // Names from the profiles the user may see (an owner sees their collaborators'); the e-mail stands in for a
  // missing name, as in the top bar.
  const profiles = await supabase.from('profiles').select('id, full_name, email').in('id', ids);
  if (profiles.error) throw profiles.error;
  const names = new Map(profiles.data.map((profile) => [profile.id, profile.full_name || profile.email]));
  return ids.map((userId) => ({ userId, name: names.get(userId) ?? 'A collaborator' }));
}

export const followersQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorialReminders(graveId), 'followers'] as const,
    queryFn: () => getFollowers(graveId),
  });

export function useFollowers(graveId: string, enabled: boolean) {
  return useQuery({ ...followersQueryOptions(graveId), enabled });
}

export async function setFollowing(graveId: string, userId: string, follow: boolean): Promise<void> {
  const table = getSupabase().from('reminder_followers');
  const { error } = follow
    ? await table.insert({ grave_id: graveId, user_id: userId })
    : await table.delete().eq('grave_id', graveId).eq('user_id', userId);
  if (error) throw error;
}

/** Follows or unfollows for the signed-in user; refreshes every reminder list, which now gains or loses them. */
export function useSetFollowing(graveId: string) {
  const userId = useCurrentUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(graveId, userId, follow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders() }),
  });
}
