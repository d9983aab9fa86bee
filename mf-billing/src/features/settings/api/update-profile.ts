import { displayNameOf } from '@evergreen/domain/auth';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, useSessionStore } from '@evergreen/supabase-client';
import type { Profile } from '@evergreen/supabase-client/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function updateProfile(userId: string, fullName: string): Promise<Profile> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .update({ full_name: fullName })
    .eq('id', userId)
    .select('full_name, email')
    .single();
  if (error) throw error;
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, fullName }: { userId: string; fullName: string }) =>
      updateProfile(userId, fullName),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile(), profile);
      // The shell's top bar reads the session store: the new name shows there at once, without a reload.
      useSessionStore.setState({ displayName: displayNameOf({ profile, email: profile.email }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
    },
  });
}
