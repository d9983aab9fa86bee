import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, type Tables } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './get-reminders';

export type Reminder = Tables<'reminders'>;

/** A reminder with the memorial it belongs to, as the reminders page lists it. */
export interface ReminderWithGrave extends Reminder {
  grave: Pick<Tables<'graves'>, 'id' | 'full_name' | 'cemetery_name' | 'image_url'> | null;
}

/** Every active reminder of the user, soonest first, with its memorial's name, cemetery and photo. */
export async function getReminders(userId: string): Promise<ReminderWithGrave[]> {
  const { data, error } = await getSupabase()
    .from('reminders')
    .select('*, grave:graves(id, full_name, cemetery_name, image_url)')
    .eq('user_id', userId)
    .eq('is_active', true)
    .order('next_reminder_date', { ascending: true });
  if (error) throw error;
  return data;
}

/** Under the reminders root: every write to a reminder invalidates the root, and this list with it. */
export const remindersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.reminders(), 'list'] as const,
    queryFn: () => self.getReminders(userId),
  });

export function useReminders() {
  return useQuery(remindersQueryOptions(useCurrentUserId()));
}
