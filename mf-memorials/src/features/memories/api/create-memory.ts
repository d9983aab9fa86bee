import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesQueryKey } from './get-memories';

export async function createMemory(graveId: string, userId: string, text: string): Promise<void> {
  const { error } = await getSupabase()
    .from('visitor_memories')
    .insert({ grave_id: graveId, user_id: userId, memory_text: text });
  if (error) throw error;
}

export function useCreateMemory(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, text }: { userId: string; text: string }) => createMemory(graveId, userId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
