import { getSupabase } from '@evergreen/supabase-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NoConnectionError } from '../outbox/outbox';
import { type ReplayTokenDeps, wait } from './replay-token';

/** A token the database signs with the time it was issued: a post sent sooner than 3 s after it is refused. */
export async function getFormToken(): Promise<string> {
  const { data, error, status } = await getSupabase().rpc('form_token');
  if (status === 0) throw new NoConnectionError(error?.message);
  if (error) throw error;
  return data;
}

/** How old a token must be before the database accepts a post with it. */
export async function getPostGuardMinAge(): Promise<number> {
  const { data, error, status } = await getSupabase().rpc('post_guard_min_age_ms');
  if (status === 0) throw new NoConnectionError(error?.message);
  if (error) throw error;
  return data;
}

/** What an outbox replay uses to get a token of its own (`replayToken`). */
export const REPLAY_TOKEN: ReplayTokenDeps = {
  fetchToken: getFormToken,
  minAgeMs: getPostGuardMinAge,
  wait,
  now: () => Date.now(),
};

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
