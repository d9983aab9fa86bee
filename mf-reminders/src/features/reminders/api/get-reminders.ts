import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, type Tables } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type Reminder = Tables<'reminders'>;

/** A reminder with the memorial it belongs to, as the reminders page lists it. */
export interface ReminderWithGrave extends Reminder {
  grave: Pick<Tables<'graves'>, 'id' | 'full_name' | 'cemetery_name' | 'image_url'> | null;
}

const WITH_GRAVE = '*, grave:graves(id, full_name, cemetery_name, image_url)';

/**
 * Every active reminder of the user, soonest first, with its memorial's name, cemetery and photo; and the
 * reminders of memorials they follow (Family plan), which the database lets them read. The followed ones are
 * asked for by memorial, so neither query scans other people's reminders.
 */
export async function getReminders(userId: string): Promise<ReminderWithGrave[]> {
  const supabase = getSupabase();
  const [own, follows] = await Promise.all([
    supabase
      .from('reminders')
      .select(WITH_GRAVE)
      .eq('user_id', userId)
      .eq('is_active', true)
      .order('next_reminder_date', { ascending: true }),
    supabase.from('reminder_followers').select('grave_id').eq('user_id', userId),
  ]);
  if (own.error) throw own.error;
  if (follows.error) throw follows.error;
  if (follows.data.length === 0) return own.data;
  const followed = await supabase
    .from('reminders')
    .select(WITH_GRAVE)
    .in(
      'grave_id',
      follows.data.map((row) => row.grave_id),
    )
    .neq('user_id', userId)
    .eq('is_active', true)
    .order('next_reminder_date', { ascending: true });
  if (followed.error) throw followed.error;
  // Both lists are sorted; a stable sort keeps the user's own first on a shared date.
  return [...own.data, ...followed.data].sort((a, b) =>
    a.next_reminder_date.localeCompare(b.next_reminder_date),
  );
}

/** Whether the reminder is one the user follows rather than set: they see it, and only its owner changes it. */
export const isFollowed = (reminder: Pick<Reminder, 'user_id'>, userId: string) =>
  reminder.user_id !== userId;

/** Under the reminders root: every write to a reminder invalidates the root, and this list with it. */
export const remindersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.reminders(), 'list'] as const,
    queryFn: () => getReminders(userId),
  });

export function useReminders() {
  return useQuery(remindersQueryOptions(useCurrentUserId()));
}
