import { getSupabase } from '@evergreen/supabase-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** A token the database signs with the time it was issued: a post sent sooner than 3 s after it is refused. */
export async function getFormToken(): Promise<string> {
  const { data, error } = await getSupabase().rpc('form_token');
  if (error) throw error;
  return data;
}

/**
 * The token of one posting form, fetched when the form appears (never shared between forms, never cached after
 * the form goes); `renew` fetches a new one after each post, accepted or refused.
 */
export function useFormToken(form: string, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = ['form-token', form] as const;
  const token = useQuery({
    queryKey,
    queryFn: getFormToken,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return {
    token: token.data ?? null,
    renew: () => queryClient.invalidateQueries({ queryKey }),
  };
}
