import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './complete-reminder';

/**
 * The database completes the reminder (complete_reminder): a one-time reminder becomes inactive, a repeating one
 * moves on from its own next date, in one statement, so two tabs completing at once cannot skip a date.
 */
export async function completeReminder(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('complete_reminder', { reminder_id: id }).single();
  if (error) throw error;
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => self.completeReminder(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders() }),
  });
}
