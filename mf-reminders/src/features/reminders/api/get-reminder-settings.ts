import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface ReminderSettings {
  /** IANA zone the user's dates are counted in; UTC until the browser has saved one. */
  timeZone: string;
  /** "Email me on reminder days". */
  emailReminders: boolean;
}

/** The reminder settings kept on the user's own profile (the view shows them to their owner only). */
export async function getReminderSettings(userId: string): Promise<ReminderSettings> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select('time_zone, email_reminders')
    .eq('id', userId)
    .single();
  if (error) throw error;
  return { timeZone: data.time_zone ?? 'UTC', emailReminders: data.email_reminders ?? true };
}

export const reminderSettingsQueryKey = () => [...queryKeys.profile(), 'reminder-settings'] as const;

export const reminderSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reminderSettingsQueryKey(), queryFn: () => getReminderSettings(userId) });

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions(useCurrentUserId()));
}
