import { isUuid } from '@evergreen/domain/memorial-form';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Memorial } from './get-memorials';

/**
 * A public memorial by id or custom address (/graves/demo); null when missing or private. An address is resolved
 * by the database, which also knows a memorial's old addresses (for a year after a change): the memorial's
 * current `slug` then differs from the one asked for, and the page moves to the current address.
 */
export async function getPublicMemorial(idOrSlug: string): Promise<Memorial | null> {
  let id = idOrSlug;
  if (!isUuid(idOrSlug)) {
    const { data, error } = await getSupabase()
      .rpc('resolve_memorial_slug', { address: idOrSlug })
      .maybeSingle();
    if (error) throw error;
    if (!data) return null;
    id = data.grave_id;
  }
  const { data, error } = await getSupabase()
    .from('graves')
    .select('*')
    .eq('is_public', true)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Where a memorial opened at `idOrSlug` belongs instead: its current address, after an old one; else null. */
export function currentAddressOf(idOrSlug: string, memorial: Pick<Memorial, 'id' | 'slug'>): string | null {
  if (isUuid(idOrSlug)) return null; // the id address keeps working as it is
  const current = memorial.slug ?? memorial.id;
  return current === idOrSlug ? null : current;
}

/** Only this remote shows public memorials: their key is its own. */
export const publicMemorialQueryKey = (idOrSlug: string) => ['public-memorial', idOrSlug] as const;

export const publicMemorialQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: publicMemorialQueryKey(idOrSlug),
    queryFn: () => getPublicMemorial(idOrSlug),
  });

export function usePublicMemorial(idOrSlug: string) {
  return useQuery(publicMemorialQueryOptions(idOrSlug));
}
