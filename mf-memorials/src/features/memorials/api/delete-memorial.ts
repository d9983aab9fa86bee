import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './delete-memorial';
import type { Memorial } from './get-memorials';
import { removeImages } from './images';

/** Deletes the row; its collaborators, memories and reminders go with it in the database. */
export async function deleteMemorial(id: string): Promise<void> {
  const { error, count } = await getSupabase().from('graves').delete({ count: 'exact' }).eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('This memorial could not be deleted.');
}

/**
 * Deletes the memorial, then its photos. Everything cached under it (access, collaborators, memories, its
 * reminders) is dropped; the list, the plan usage and the user's reminders are refreshed.
 */
export function useDeleteMemorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memorial: Memorial) => {
      await self.deleteMemorial(memorial.id);
      await removeImages([
        { bucket: 'grave-images', url: memorial.image_url },
        { bucket: 'person-images', url: memorial.person_image_url },
      ]);
    },
    onSuccess: (_nothing, memorial) => {
      queryClient.removeQueries({ queryKey: queryKeys.memorial(memorial.id) });
      queryClient.removeQueries({ queryKey: queryKeys.memorialReminders(memorial.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memorials() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reminders() });
    },
  });
}
