import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './delete-memory';
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
    mutationFn: (id: string) => self.deleteMemory(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
