import { completeReminder as completion } from '@evergreen/domain/reminders';
import { getSupabase } from '@evergreen/supabase-client';
import type { ReminderWithGrave } from './get-reminders';
import { useOptimisticReminderMutation } from './optimistic-update';

/**
 * The database completes the reminder (complete_reminder): a one-time reminder becomes inactive, a repeating one
 * moves on from its own next date, in one statement, so two tabs completing at once cannot skip a date.
 */
export async function completeReminder(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('complete_reminder', { reminder_id: id }).single();
  if (error) throw error;
}

/**
 * The list as the database will leave it: the same rule (domain's completeReminder, on the reminder's own day of
 * the month), still soonest first.
 */
export function completedIn(list: ReminderWithGrave[], id: string): ReminderWithGrave[] {
  const reminder = list.find((item) => item.id === id);
  if (!reminder) return list;
  const result = completion(reminder.frequency, reminder.next_reminder_date, reminder.anchor_day);
  if (result.kind === 'deactivate') return list.filter((item) => item.id !== id);
  return list
    .map((item) => (item.id === id ? { ...item, next_reminder_date: result.nextReminderDate } : item))
    .sort((a, b) => a.next_reminder_date.localeCompare(b.next_reminder_date));
}

export function useCompleteReminder() {
  return useOptimisticReminderMutation((id) => completeReminder(id), completedIn);
}
