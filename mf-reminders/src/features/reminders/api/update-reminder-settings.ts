import { getSupabase } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReminderSettings, reminderSettingsQueryKey } from './get-reminder-settings';

interface SettingsColumns {
  time_zone?: string;
  email_reminders?: boolean;
}

/**
 * Writes the profile's reminder settings. The profiles view computes these columns (they read as null for
 * anyone else's row), so the generated types call them read-only; its INSTEAD OF UPDATE trigger saves them.
 */
export async function updateReminderSettings(userId: string, changes: SettingsColumns): Promise<void> {
  const { error } = await getSupabase()
    .from('profiles')
    .update(changes as Record<string, never>)
    .eq('id', userId);
  if (error) throw error;
}

export function useSetEmailReminders() {
  const userId = useCurrentUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailReminders: boolean) =>
      updateReminderSettings(userId, { email_reminders: emailReminders }),
    // The switch follows the click at once, and goes back if the save fails.
    onMutate: async (emailReminders) => {
      await queryClient.cancelQueries({ queryKey: reminderSettingsQueryKey() });
      const before = queryClient.getQueryData<ReminderSettings>(reminderSettingsQueryKey());
      if (before) queryClient.setQueryData(reminderSettingsQueryKey(), { ...before, emailReminders });
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) queryClient.setQueryData(reminderSettingsQueryKey(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderSettingsQueryKey() }),
  });
}
