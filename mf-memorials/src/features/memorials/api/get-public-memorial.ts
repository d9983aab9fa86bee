import { isUuid } from '@evergreen/domain/memorial-form';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Memorial } from './get-memorials';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './get-public-memorial';

/** A public memorial by id or readable slug (/graves/demo); null when missing or private. */
export async function getPublicMemorial(idOrSlug: string): Promise<Memorial | null> {
  const query = getSupabase().from('graves').select('*').eq('is_public', true);
  const { data, error } = await (isUuid(idOrSlug)
    ? query.eq('id', idOrSlug)
    : query.eq('slug', idOrSlug.toLowerCase())
  ).maybeSingle();
  if (error) throw error;
  return data;
}

/** Only this remote shows public memorials: their key is its own. */
export const publicMemorialQueryKey = (idOrSlug: string) => ['public-memorial', idOrSlug] as const;

export const publicMemorialQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: publicMemorialQueryKey(idOrSlug),
    queryFn: () => self.getPublicMemorial(idOrSlug),
  });

export function usePublicMemorial(idOrSlug: string) {
  return useQuery(publicMemorialQueryOptions(idOrSlug));
}
