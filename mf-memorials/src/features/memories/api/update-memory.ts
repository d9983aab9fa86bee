import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesQueryKey } from './get-memories';

export async function updateMemory(id: string, text: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('visitor_memories')
    .update({ memory_text: text, updated_at: new Date().toISOString() }, { count: 'exact' })
    .eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('This memory can no longer be changed.');
}

export function useUpdateMemory(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => updateMemory(id, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
