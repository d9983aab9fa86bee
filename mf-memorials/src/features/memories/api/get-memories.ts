import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './get-memories';

export interface VisitorMemory {
  id: string;
  user_id: string;
  memory_text: string;
  created_at: string;
  updated_at: string;
  /** The author's name; e-mails are never shown beside a memory. */
  author_name: string | null;
}

/** A memorial's memories, newest first, with their authors' names. */
export async function getMemories(graveId: string): Promise<VisitorMemory[]> {
  const supabase = getSupabase();
  const { data, error } = await supabase
    .from('visitor_memories')
    .select('id, memory_text, created_at, updated_at, user_id')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  const authorIds = [...new Set(data.map((memory) => memory.user_id))];
  const names = new Map<string, string | null>();
  if (authorIds.length > 0) {
    const { data: profiles, error: profileError } = await supabase
      .from('profiles')
      .select('id, full_name')
      .in('id', authorIds);
    if (profileError) throw profileError;
    for (const profile of profiles) if (profile.id) names.set(profile.id, profile.full_name);
  }
  return data.map((memory) => ({ ...memory, author_name: names.get(memory.user_id) ?? null }));
}

/** Under the memorial's key: deleting the memorial drops its memories from the cache too. */
export const memoriesQueryKey = (graveId: string) => [...queryKeys.memorial(graveId), 'memories'] as const;

export const memoriesQueryOptions = (graveId: string) =>
  queryOptions({ queryKey: memoriesQueryKey(graveId), queryFn: () => self.getMemories(graveId) });

export function useMemories(graveId: string) {
  return useQuery(memoriesQueryOptions(graveId));
}
