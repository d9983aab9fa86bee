import type { MemorialFields } from '@evergreen/domain/memorial-form';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeImages } from '../../../api/images';
import type { PhotoKind, PhotoUpload } from '../hooks/usePhotoUploads';
import type { MemorialPhotos } from './create-memorial';
import type { Memorial } from './get-memorials';
import { publicMemorialQueryKey } from './get-public-memorial';

export async function updateMemorial(
  id: string,
  fields: MemorialFields,
  photos: MemorialPhotos,
): Promise<Memorial> {
  const { data, error } = await getSupabase()
    .from('graves')
    .update({ ...fields, ...photos })
    .eq('id', id)
    .select()
    .single();
  if (error) throw error;
  return data;
}

export interface MemorialChanges {
  fields: MemorialFields;
  /** New photos; null keeps the current one. */
  photos: Record<PhotoKind, File | null>;
}

/**
 * Uploads the new photos and saves the memorial. Photos uploaded for a save that failed are deleted, and so
 * are the ones a successful save replaced: neither is shown anywhere. The saved memorial is put in the cache
 * as it is, and the list (which shows its name, dates and photo) and its public page are refreshed.
 */
export function useUpdateMemorial(memorial: Memorial, upload: PhotoUpload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, photos }: MemorialChanges) => {
      const uploaded: Partial<Record<PhotoKind, string>> = {};
      let saved: Memorial;
      try {
        for (const kind of ['grave', 'person'] as const) {
          const file = photos[kind];
          if (file) uploaded[kind] = await upload(kind, file);
        }
        saved = await updateMemorial(memorial.id, fields, {
          image_url: uploaded.grave ?? memorial.image_url,
          person_image_url: uploaded.person ?? memorial.person_image_url,
        });
      } catch (error) {
        await removeImages([
          { bucket: 'grave-images', url: uploaded.grave ?? null },
          { bucket: 'person-images', url: uploaded.person ?? null },
        ]);
        throw error;
      }
      await removeImages([
        { bucket: 'grave-images', url: uploaded.grave ? memorial.image_url : null },
        { bucket: 'person-images', url: uploaded.person ? memorial.person_image_url : null },
      ]);
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.memorial(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.memorials() });
      void queryClient.invalidateQueries({ queryKey: publicMemorialQueryKey(saved.slug ?? saved.id) });
      void queryClient.invalidateQueries({ queryKey: publicMemorialQueryKey(saved.id) });
    },
  });
}
