import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeImages } from '../../../api/images';
import type { Memorial } from './get-memorials';

/** Deletes the row; its collaborators, memories and reminders go with it in the database. */
export async function deleteMemorial(id: string): Promise<void> {
  const { error, count } = await getSupabase().from('graves').delete({ count: 'exact' }).eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error(t`This memorial could not be deleted.`);
}

/**
 * The public URLs of a memorial's gallery photos, read before it is deleted: the rows go with the memorial, and
 * the database then lets the deleter delete the files. Best effort, as deleting the files is.
 */
export async function galleryPhotoUrls(id: string): Promise<string[]> {
  try {
    const supabase = getSupabase();
    const { data, error } = await supabase.from('grave_photos').select('storage_path').eq('grave_id', id);
    if (error) throw error;
    return data.map(
      (row) => supabase.storage.from('grave-images').getPublicUrl(row.storage_path).data.publicUrl,
    );
  } catch (error) {
    console.warn(`Could not list the gallery of ${id}`, error);
    return [];
  }
}

/**
 * Deletes the memorial, then its photos (its own two and its gallery's). Everything cached under it (access,
 * collaborators, memories, its reminders) is dropped; the list, the plan usage and the user's reminders are
 * refreshed.
 */
export function useDeleteMemorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memorial: Memorial) => {
      const gallery = await galleryPhotoUrls(memorial.id);
      await deleteMemorial(memorial.id);
      await removeImages([
        { bucket: 'grave-images', url: memorial.image_url },
        { bucket: 'person-images', url: memorial.person_image_url },
        ...gallery.map((url) => ({ bucket: 'grave-images' as const, url })),
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
