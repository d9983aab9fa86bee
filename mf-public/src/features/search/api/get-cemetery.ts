import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchKeys } from '../search-params';
import { supabaseClient } from './search-memorials';

export interface Cemetery {
  slug: string;
  name: string;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  memorial_count: number;
}

/** A cemetery by its slug, or null: one with no public memorial is not shown to visitors (RLS). */
export async function getCemetery(slug: string): Promise<Cemetery | null> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('cemeteries')
    .select('slug, name, place, latitude, longitude, memorial_count')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const cemeteryOptions = (slug: string) =>
  queryOptions({ queryKey: searchKeys.cemetery(slug), queryFn: () => getCemetery(slug) });

export function useCemetery(slug: string) {
  return useQuery(cemeteryOptions(slug));
}

/** Cemeteries with public memorials whose name starts like the typed text, for the search form's picker. */
export async function findCemeteries(typed: string): Promise<Pick<Cemetery, 'slug' | 'name' | 'place'>[]> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('cemeteries')
    .select('slug, name, place')
    .gt('memorial_count', 0)
    .ilike('name', `%${typed.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)
    .order('name')
    .limit(8);
  if (error) throw error;
  return data;
}
