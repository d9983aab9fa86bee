import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the signed-in user may do with a memorial's reminders beyond their own. */
export interface ReminderAccess {
  /** The memorial is theirs: they see who follows its reminders. */
  isOwner: boolean;
  /**
   * The memorial's owner has advanced reminders (Family plan): days ahead, and collaborators following. The
   * database answers it (advanced_reminders_included) for the owner and collaborators only, since a collaborator
   * cannot read the owner's plan.
   */
  advanced: boolean;
}

export async function getReminderAccess(graveId: string, userId: string): Promise<ReminderAccess> {
  const supabase = getSupabase();
  const [grave, included] = await Promise.all([
    supabase.from('graves').select('user_id').eq('id', graveId).maybeSingle(),
    supabase.rpc('advanced_reminders_included', { grave_id: graveId }),
  ]);
  if (grave.error) throw grave.error;
  if (included.error) throw included.error;
  return { isOwner: grave.data?.user_id === userId, advanced: included.data === true };
}

/** Under the memorial's reminders key: a plan change or a new share refreshes it with the reminders. */
export const reminderAccessQueryOptions = (graveId: string, userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memorialReminders(graveId), 'access', userId] as const,
    queryFn: () => getReminderAccess(graveId, userId),
    enabled: graveId !== '' && userId !== '',
  });

export function useReminderAccess(graveId: string) {
  return useQuery(reminderAccessQueryOptions(graveId, useCurrentUserId()));
}
