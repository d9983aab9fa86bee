import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tributesQueryKey } from './get-tributes';

/** The owner or an editor approves ('published') or hides a candle's or flowers' note. */
export async function setTributeStatus(id: string, status: 'published' | 'hidden'): Promise<void> {
  const { error } = await getSupabase().rpc('set_tribute_status', { tribute_id: id, new_status: status });
  if (error) throw error;
}

export function useSetTributeStatus(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'published' | 'hidden' }) =>
      setTributeStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tributesQueryKey(graveId) }),
  });
}
