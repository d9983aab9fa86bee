import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One place the account is signed in (a row of auth.sessions, through public.my_sessions()). */
export interface AccountSession {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  /** The session of this browser (the access token's session_id). */
  isCurrent: boolean;
}

/** Where the account is signed in, this device first, then the most recently active. */
export async function getSessions(): Promise<AccountSession[]> {
  const { data, error } = await getSupabase().rpc('my_sessions');
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    userAgent: row.user_agent || null,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
    isCurrent: row.is_current,
  }));
}

export const sessionsQuery = () => queryOptions({ queryKey: ['settings', 'sessions'], queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQuery());
