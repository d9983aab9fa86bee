import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Memorial } from './get-memorials';
import { publicMemorialQueryKey } from './get-public-memorial';

/** Sets (or with null removes) a memorial's custom address; the database checks plan, owner and availability. */
export async function updateSlug(id: string, slug: string | null): Promise<Memorial> {
  const { data, error } = await getSupabase().from('graves').update({ slug }).eq('id', id).select().single();
  if (error) throw error;
  return data;
}

/** Saves the address; the memorial, the list and both public addresses (old and new) are refreshed. */
export function useUpdateSlug(memorial: Memorial) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string | null) => updateSlug(memorial.id, slug),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.memorial(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.memorials() });
      for (const key of [memorial.slug, saved.slug, saved.id]) {
        if (key) void queryClient.invalidateQueries({ queryKey: publicMemorialQueryKey(key) });
      }
      void queryClient.invalidateQueries({ queryKey: ['memorial-slug-status', saved.id] });
    },
  });
}
