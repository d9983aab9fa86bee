import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface SecurityEvent {
  id: string;
  kind: string;
  user_agent: string | null;
  created_at: string;
}

/** The account's most recent security events (the server keeps 90 days; only the user can read theirs). */
export async function getSecurityEvents(): Promise<SecurityEvent[]> {
  const { data, error } = await getSupabase()
    .from('security_events')
    .select('id, kind, user_agent, created_at')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw error;
  return data;
}

export const securityEventsQuery = () =>
  queryOptions({ queryKey: ['settings', 'security-events'], queryFn: getSecurityEvents });

export const useSecurityEvents = () => useQuery(securityEventsQuery());
