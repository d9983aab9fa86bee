import type { PostStatus } from '@evergreen/domain/posting';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface VisitorMemory {
  id: string;
  user_id: string;
  /** pending: waits for the family (read by its author, the owner and editors); hidden: by the family. */
  status: PostStatus;
  memory_text: string;
  created_at: string;
  updated_at: string;
  /** The author's name; e-mails are never shown beside a memory. */
  author_name: string | null;
}

/** A memorial's memories the reader may see (row-level security decides), newest first, with their authors' names. */
export async function getMemories(graveId: string): Promise<VisitorMemory[]> {
  const { data, error } = await getSupabase()
    .from('visitor_memories')
    // PostgREST follows visitor_memories.user_id to the profiles view: one request, no join in the browser.
    .select('id, memory_text, created_at, updated_at, user_id, status, author:profiles(full_name)')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(({ author, status, ...memory }) => ({
    ...memory,
    status: status as PostStatus,
    author_name: author?.full_name ?? null,
  }));
}

/** Under the memorial's key: deleting the memorial drops its memories from the cache too. */
export const memoriesQueryKey = (graveId: string) => [...queryKeys.memorial(graveId), 'memories'] as const;

export const memoriesQueryOptions = (graveId: string) =>
  queryOptions({ queryKey: memoriesQueryKey(graveId), queryFn: () => getMemories(graveId) });

export function useMemories(graveId: string) {
  return useQuery(memoriesQueryOptions(graveId));
}
