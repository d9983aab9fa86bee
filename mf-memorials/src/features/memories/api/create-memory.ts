import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesQueryKey } from './get-memories';

export interface NewMemory {
  text: string;
  /** The form's token (`useFormToken`) and its hidden field, checked by the database's post guard. */
  formToken: string | null;
  honeypot: string;
}

/** Posts through `post_memory`: answers whether it waits for the family's approval. */
export async function createMemory(graveId: string, memory: NewMemory): Promise<{ pending: boolean }> {
  const { data, error } = await getSupabase().rpc('post_memory', {
    memorial_id: graveId,
    memory_text: memory.text,
    form_token: memory.formToken ?? '',
    honeypot: memory.honeypot,
  });
  if (error) throw error;
  return { pending: data.status === 'pending' };
}

export function useCreateMemory(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memory: NewMemory) => createMemory(graveId, memory),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
