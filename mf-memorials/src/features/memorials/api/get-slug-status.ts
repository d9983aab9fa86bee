import type { SlugStatus } from '@evergreen/domain/memorial-slug';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

const STATUSES: readonly string[] = ['available', 'taken', 'reserved', 'invalid'] satisfies SlugStatus[];

/** Whether `address` may become this memorial's custom address, as the database says (`memorial_slug_status`). */
export async function getSlugStatus(address: string, memorialId: string): Promise<SlugStatus> {
  const { data, error } = await getSupabase().rpc('memorial_slug_status', {
    address,
    memorial_id: memorialId,
  });
  if (error) throw error;
  if (!STATUSES.includes(data)) throw new Error(`Unexpected address status: ${data}`);
  return data as SlugStatus;
}

/** Only this remote asks: its key is its own. An answer may be stale a few seconds; saving asks again anyway. */
export const slugStatusQueryOptions = (address: string, memorialId: string) =>
  queryOptions({
    queryKey: ['memorial-slug-status', memorialId, address] as const,
    queryFn: () => getSlugStatus(address, memorialId),
    staleTime: 5_000,
  });

export function useSlugStatus(address: string, memorialId: string, enabled: boolean) {
  return useQuery({ ...slugStatusQueryOptions(address, memorialId), enabled });
}
