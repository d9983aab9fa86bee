import { calendarFeedUrls } from '@evergreen/domain/reminders';
import { getAppConfig, getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface CalendarLink {
  /** When the current private link was made; null when the user has none. */
  createdAt: string | null;
  /**
   * The feed's addresses, known only in the session that made the link: the server keeps a hash of the token,
   * never the token it
   */
  urls: { https: string; webcal: string } | null;
}

export async function getCalendarLinkCreatedAt(): Promise<string | null> {
  const { data, error } = await getSupabase().rpc('calendar_token_created_at');
  if (error) throw error;
  return data ?? null;
}

/** Makes a new private token; the previous link stops working at once. */
export async function resetCalendarLink(): Promise<{ https: string; webcal: string }> {
  const { data, error } = await getSupabase().rpc('reset_calendar_token');
  if (error) throw error;
  return calendarFeedUrls(getAppConfig().supabaseUrl, data);
}

const calendarLinkQueryKey = () => ['calendar-link'] as const;

export const calendarLinkQueryOptions = () =>
  queryOptions({
    queryKey: calendarLinkQueryKey(),
    queryFn: async (): Promise<CalendarLink> => ({
      createdAt: await getCalendarLinkCreatedAt(),
      urls: null,
    }),
    // The addresses exist only in this cache after a reset: never refetch them away.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCalendarLink({ enabled }: { enabled: boolean }) {
  return useQuery({ ...calendarLinkQueryOptions(), enabled });
}

export function useResetCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCalendarLink(),
    onSuccess: (urls) =>
      queryClient.setQueryData<CalendarLink>(calendarLinkQueryKey(), {
        createdAt: new Date().toISOString(),
        urls,
      }),
  });
}
