import { getSupabase } from '@evergreen/supabase-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The post guard's token for a form that just appeared (`rpc('form_token')`, signed by the database with the
 * time): a report sent with it sooner than the guard's minimum age, or without it, is refused.
 */
export async function getFormToken(): Promise<string> {
  const { data, error } = await getSupabase().rpc('form_token');
  if (error) throw error;
  return data;
}

/** A new token each time a form opens (`key` names that opening), never shared with another form. */
export function useFormToken(key: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['form-token', key],
    queryFn: getFormToken,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
