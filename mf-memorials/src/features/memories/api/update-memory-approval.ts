import type { MemoryApprovalRule } from '@evergreen/domain/posting';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The owner's choice of which visitor memories and notes wait for approval (`graves.memory_approval`). */
export async function updateMemoryApproval(graveId: string, rule: MemoryApprovalRule): Promise<void> {
  const { error, count } = await getSupabase()
    .from('graves')
    .update({ memory_approval: rule }, { count: 'exact' })
    .eq('id', graveId);
  if (error) throw error;
  if (count === 0) throw new Error('This memorial can no longer be changed.');
}

export function useUpdateMemoryApproval(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: MemoryApprovalRule) => updateMemoryApproval(graveId, rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memorial(graveId) }),
  });
}
