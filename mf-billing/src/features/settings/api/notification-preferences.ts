import { getSupabase, useSessionStore } from '@evergreen/supabase-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How often the family hears of new memories: each at once, one digest a day, or not at all. */
export type MemoryEmails = 'instant' | 'daily' | 'off';

export interface NotificationPreferences {
  memoryEmails: MemoryEmails;
  /** Also for the memorials the person helps edit. */
  editorMemoryEmails: boolean;
}

/** What a person who never chose has (no row): at once for their own memorials, nothing for those they edit. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  memoryEmails: 'instant',
  editorMemoryEmails: false,
};

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  const { data, error } = await getSupabase()
    .from('notification_preferences')
    .select('memory_emails, editor_memory_emails')
    .maybeSingle();
  if (error) throw error;
  return data
    ? { memoryEmails: data.memory_emails, editorMemoryEmails: data.editor_memory_emails }
    : DEFAULT_PREFERENCES;
}

export const notificationPreferencesQuery = () =>
  queryOptions({ queryKey: ['settings', 'notifications'], queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

export async function saveNotificationPreferences(
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const { error } = await getSupabase().from('notification_preferences').upsert(
    {
      user_id: userId,
      memory_emails: preferences.memoryEmails,
      editor_memory_emails: preferences.editorMemoryEmails,
    },
    { onConflict: 'user_id' },
  );
  if (error) throw error;
  return preferences;
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id);
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => {
      if (!userId) throw new Error('Not signed in');
      return saveNotificationPreferences(userId, preferences);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery().queryKey, saved),
  });
}
