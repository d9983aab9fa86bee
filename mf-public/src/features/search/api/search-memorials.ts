import type { LatLng } from '@evergreen/domain/map';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  isSearchEmpty,
  type MemorialSearch,
  SEARCH_PAGE_SIZE,
  type SearchCursor,
  searchArguments,
  searchKeys,
} from '../search-params';

/** One memorial found, as search_memorials answers it. */
export interface SearchHit {
  id: string;
  slug: string | null;
  full_name: string;
  other_names: string | null;
  birth_date: string | null;
  death_date: string | null;
  cemetery_slug: string | null;
  cemetery_name: string | null;
  portrait_url: string | null;
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
  rank: number;
  sort_name: string;
  estimated_total: number;
}

/** The page's one Supabase client, imported with this page so the landing paints without it. */
export async function supabaseClient() {
  const { whenSupabaseReady } = await import('@evergreen/supabase-client');
  return whenSupabaseReady();
}

/** One page of results: the public memorials that match, after the cursor of the last page's last row. */
export async function searchMemorials(search: MemorialSearch, after?: SearchCursor): Promise<SearchHit[]> {
  const client = await supabaseClient();
  const { data, error } = await client.rpc('search_memorials', searchArguments(search, after));
  if (error) throw error;
  return data as SearchHit[];
}

const cursorOf = (hit: SearchHit): SearchCursor => ({ rank: hit.rank, sortName: hit.sort_name, id: hit.id });

export const searchOptions = (search: MemorialSearch) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(search),
    queryFn: ({ pageParam }) => searchMemorials(search, pageParam),
    initialPageParam: undefined as SearchCursor | undefined,
    // A full page may have a next one; the last row's (rank, name, id) is where it starts (keyset).
    getNextPageParam: (last: SearchHit[]) => {
      const tail = last.at(-1);
      return last.length === SEARCH_PAGE_SIZE && tail ? cursorOf(tail) : undefined;
    },
    enabled: !isSearchEmpty(search),
  });

export function useMemorialSearch(search: MemorialSearch) {
  return useInfiniteQuery(searchOptions(search));
}

/** The pins of the hits that have a place. */
export function pinsOf(hits: readonly SearchHit[]): { id: string; title: string; point: LatLng }[] {
  return hits.flatMap((hit) =>
    hit.latitude === null || hit.longitude === null
      ? []
      : [{ id: hit.id, title: hit.full_name, point: { lat: hit.latitude, lng: hit.longitude } }],
  );
}
