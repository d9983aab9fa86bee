import { getSupabase } from '@evergreen/supabase-client';
import { t } from '@lingui/core/macro';
import { useOptimisticReminderMutation } from './optimistic-update';

/** A soft delete, as the spec says: the row stays, inactive, and is never listed again. */
export async function deleteReminder(id: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('reminders')
    .update({ is_active: false }, { count: 'exact' })
    .eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error(t`This reminder no longer exists.`);
}

export function useDeleteReminder() {
  return useOptimisticReminderMutation(
    (id) => deleteReminder(id),
    (list, id) => list.filter((item) => item.id !== id),
  );
}
