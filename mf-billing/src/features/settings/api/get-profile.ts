import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, useSessionStore } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as self from './get-profile';

export interface Profile {
  full_name: string | null;
  email: string | null;
}

/** The signed-in user's own profile row (RLS lets nobody else read it). */
export async function getProfile(userId: string): Promise<Profile> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select('full_name, email')
    .eq('id', userId)
    .single();
  if (error) throw error;
  return data;
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: () => self.getProfile(userId) });

export function useProfile() {
  const userId = useSessionStore((state) => state.user?.id);
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
