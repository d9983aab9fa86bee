import type { PostStatus, TributeKind } from '@evergreen/domain/posting';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface TributeCounts {
  candles: number;
  flowers: number;
}

export interface TributeNote {
  id: string;
  kind: TributeKind;
  note: string;
  status: PostStatus;
  user_id: string | null;
  created_at: string;
  author_name: string | null;
}

/** Candles and flowers not hidden, counted by the database (a note waiting for approval does not hold one back). */
export async function getTributeCounts(graveId: string): Promise<TributeCounts> {
  const { data, error } = await getSupabase().rpc('tribute_counts', { memorial_id: graveId }).single();
  if (error) throw error;
  return data;
}

/** The notes the reader may see (row-level security: published ones; the family also the pending). */
export async function getTributeNotes(graveId: string): Promise<TributeNote[]> {
  const { data, error } = await getSupabase()
    .from('tributes')
    .select('id, kind, note, status, user_id, created_at, author:profiles(full_name)')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.flatMap(({ author, note, ...tribute }) =>
    note
      ? [
          {
            ...tribute,
            note,
            kind: tribute.kind as TributeKind,
            status: tribute.status as PostStatus,
            author_name: author?.full_name ?? null,
          },
        ]
      : [],
  );
}

/** Under the memorial's key: deleting the memorial drops them from the cache too. */
export const tributesQueryKey = (graveId: string) => [...queryKeys.memorial(graveId), 'tributes'] as const;

export const tributeCountsQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: [...tributesQueryKey(graveId), 'counts'],
    queryFn: () => getTributeCounts(graveId),
  });

export const tributeNotesQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: [...tributesQueryKey(graveId), 'notes'],
    queryFn: () => getTributeNotes(graveId),
  });

export const useTributeCounts = (graveId: string) => useQuery(tributeCountsQueryOptions(graveId));
export const useTributeNotes = (graveId: string) => useQuery(tributeNotesQueryOptions(graveId));
