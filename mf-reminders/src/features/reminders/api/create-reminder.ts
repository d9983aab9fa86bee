import { queryKeys } from '@evergreen/domain/query-keys';
import type { Frequency, ReminderType } from '@evergreen/domain/reminders';
import { getSupabase } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface NewReminder {
  graveId: string;
  type: ReminderType;
  frequency: Frequency;
  /** yyyy-MM-dd: the first date, which is also the first next date. */
  startDate: string;
  customMessage: string;
  /** Days before the date the e-mail goes out (Family plan of the memorial's owner); 0 on the day. */
  daysBefore: number;
}

export async function createReminder(userId: string, reminder: NewReminder): Promise<void> {
  const message = reminder.customMessage.trim();
  const { error } = await getSupabase()
    .from('reminders')
    .insert({
      grave_id: reminder.graveId,
      user_id: userId,
      reminder_date: reminder.startDate,
      next_reminder_date: reminder.startDate,
      reminder_type: reminder.type,
      frequency: reminder.frequency,
      custom_message: message === '' ? null : message,
      days_before: reminder.daysBefore,
      is_active: true,
    });
  if (error) throw error;
}

/** Invalidates every reminder query: the page's list, the memorial's card and its "N active reminders". */
export function useCreateReminder() {
  const userId = useCurrentUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminder: NewReminder) => createReminder(userId, reminder),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders() }),
  });
}
