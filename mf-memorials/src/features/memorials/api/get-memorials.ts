import type { MemorialCounts } from '@evergreen/domain/memorials';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, type Tables } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

/**
 * A memorial row with the database's verdict on it: `is_read_only` when it is over its owner's plan limit (after a
 * plan ended or dropped), and `read_only_reason`, the sentence saying why and how to lift it (PostgREST computed
 * fields, backend supabase/schemas/20_memorials.sql).
 */
export type Memorial = Tables<'graves'> & ReadOnlyStatus;

/** Absent where a row comes from elsewhere (a write's answer, the public page): such a row is editable. */
export interface ReadOnlyStatus {
  is_read_only?: boolean;
  read_only_reason?: string | null;
}

/**
 * The columns of the dashboard's reads: the row and its computed read-only fields. The generated types know no
 * computed fields (supabase/supabase-js#2005), so each read states its result type with `overrideTypes`.
 */
export const MEMORIAL_COLUMNS = '*, is_read_only, read_only_reason';

/** What a card shows: the list reads only these, not the long texts of each memorial. */
const CARD_COLUMNS =
  'id, user_id, full_name, birth_date, death_date, cemetery_name, image_url, person_image_url, is_public, created_at, is_read_only';

export type MemorialListItem = Pick<
  Memorial,
  | 'id'
  | 'user_id'
  | 'full_name'
  | 'birth_date'
  | 'death_date'
  | 'cemetery_name'
  | 'image_url'
  | 'person_image_url'
  | 'is_public'
  | 'created_at'
> &
  Pick<ReadOnlyStatus, 'is_read_only'>;

/** The two sections of the dashboard: the user's own memorials, and those shared with them as collaborator. */
export type MemorialSection = 'own' | 'shared';

/** Cards per page: two screens of the two-column grid. */
export const PAGE_SIZE = 24;

export interface MemorialsPage {
  memorials: MemorialListItem[];
  /** Whether another page follows (one row more than a page was asked for, so no empty last request). */
  hasMore: boolean;
}

/** `%`, `_` and `\` typed by the user are letters, not LIKE patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a section, newest first (created_at, then id: a stable order, so pages never repeat or skip a
 * memorial), filtered by name in the database. Shared memorials are read through the user's own collaborator rows
 * (`grave_managers`), never as "every memorial I may read but do not own", which would include public ones.
 */
export async function getMemorialsPage(
  userId: string,
  section: MemorialSection,
  search: string,
  page: number,
): Promise<MemorialsPage> {
  const supabase = getSupabase();
  const from = page * PAGE_SIZE;
  // One row beyond the page says whether there is another.
  const to = from + PAGE_SIZE;
  const text = search.trim();
  let rows: MemorialListItem[];
  if (section === 'own') {
    let query = supabase.from('graves').select(CARD_COLUMNS).eq('user_id', userId);
    if (text) query = query.ilike('full_name', likePattern(text));
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to)
      .overrideTypes<MemorialListItem[], { merge: false }>();
    if (error) throw error;
    rows = data;
  } else {
    let query = supabase.from('grave_managers').select(`graves!inner(${CARD_COLUMNS})`).eq('user_id', userId);
    if (text) query = query.ilike('graves.full_name', likePattern(text));
    const { data, error } = await query
      .order('graves(created_at)', { ascending: false })
      .order('graves(id)', { ascending: false })
      .range(from, to)
      .overrideTypes<{ graves: MemorialListItem }[], { merge: false }>();
    if (error) throw error;
    rows = data.map((row) => row.graves);
  }
  return { memorials: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

/** The dashboard's counts, counted by the database (no rows sent), whatever pages are loaded. */
export async function getMemorialCounts(userId: string): Promise<MemorialCounts> {
  const supabase = getSupabase();
  const count = { count: 'exact', head: true } as const;
  const [owned, ownedPublic, shared] = await Promise.all([
    supabase.from('graves').select('id', count).eq('user_id', userId),
    supabase.from('graves').select('id', count).eq('user_id', userId).eq('is_public', true),
    supabase.from('grave_managers').select('grave_id', count).eq('user_id', userId),
  ]);
  for (const answer of [owned, ownedPublic, shared]) if (answer.error) throw answer.error;
  const numbers = {
    owned: owned.count ?? 0,
    ownedPublic: ownedPublic.count ?? 0,
    shared: shared.count ?? 0,
  };
  return { ...numbers, total: numbers.owned + numbers.shared };
}

export const memorialsListQueryOptions = (userId: string, section: MemorialSection, search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.memorialsList(section, search.trim()),
    queryFn: ({ pageParam }) => getMemorialsPage(userId, section, search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: MemorialsPage, pages: MemorialsPage[]) =>
      last.hasMore ? pages.length : undefined,
    // While a new search runs, the cards of the previous one stay (and the search box keeps its focus).
    placeholderData: keepPreviousData,
  });

export const memorialCountsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.memorialCounts(), queryFn: () => getMemorialCounts(userId) });

export function useMemorialsList(section: MemorialSection, search: string) {
  return useInfiniteQuery(memorialsListQueryOptions(useCurrentUserId(), section, search));
}

export function useMemorialCounts() {
  return useQuery(memorialCountsQueryOptions(useCurrentUserId()));
}
