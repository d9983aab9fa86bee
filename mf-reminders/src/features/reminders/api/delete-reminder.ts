import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './delete-reminder';

/** A soft delete, as the spec says: the row stays, inactive, and is never listed again. */
export async function deleteReminder(id: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('reminders')
    .update({ is_active: false }, { count: 'exact' })
    .eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('This reminder no longer exists.');
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => self.deleteReminder(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders() }),
  });
}
