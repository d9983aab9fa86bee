import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesQueryKey } from './get-memories';

export async function deleteMemory(id: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('visitor_memories')
    .delete({ count: 'exact' })
    .eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('This memory can no longer be deleted.');
}

export function useDeleteMemory(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMemory(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
