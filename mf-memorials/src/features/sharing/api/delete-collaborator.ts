import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collaboratorsQueryKey } from './get-collaborators';

export async function deleteCollaborator(id: string): Promise<void> {
  const { error } = await getSupabase().from('grave_managers').delete().eq('id', id);
  if (error) throw error;
}

/** Removing someone changes this memorial's list of people and the owner's collaborator usage. */
export function useDeleteCollaborator(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCollaborator(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaboratorsQueryKey(graveId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() }),
      ]),
  });
}
