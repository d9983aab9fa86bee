import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesQueryKey } from './get-memories';

/** The owner or an editor approves ('published') or hides a memory (`set_memory_status` checks who asks). */
export async function setMemoryStatus(id: string, status: 'published' | 'hidden'): Promise<void> {
  const { error } = await getSupabase().rpc('set_memory_status', { memory_id: id, new_status: status });
  if (error) throw error;
}

export function useSetMemoryStatus(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'published' | 'hidden' }) =>
      setMemoryStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
