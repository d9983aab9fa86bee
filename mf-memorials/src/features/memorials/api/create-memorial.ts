import type { MemorialFields } from '@evergreen/domain/memorial-form';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeImages } from '../../../api/images';
import type { PhotoUpload } from '../hooks/usePhotoUploads';
import type { Memorial } from './get-memorials';

export interface MemorialPhotos {
  image_url: string | null;
  person_image_url: string | null;
}

export async function createMemorial(
  userId: string,
  fields: MemorialFields,
  photos: MemorialPhotos,
): Promise<Memorial> {
  const { data, error } = await getSupabase()
    .from('graves')
    .insert({ ...fields, ...photos, user_id: userId })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export interface NewMemorial {
  fields: MemorialFields;
  gravePhoto: File | null;
  personPhoto: File | null;
}

/**
 * Uploads the photos, then creates the memorial; photos of a creation that failed are deleted again. A new
 * memorial changes the dashboard list and the plan usage (of every remote that shows them).
 */
export function useCreateMemorial(upload: PhotoUpload) {
  const userId = useCurrentUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, gravePhoto, personPhoto }: NewMemorial) => {
      const photos: MemorialPhotos = { image_url: null, person_image_url: null };
      try {
        photos.image_url = gravePhoto && (await upload('grave', gravePhoto));
        photos.person_image_url = personPhoto && (await upload('person', personPhoto));
        return await createMemorial(userId, fields, photos);
      } catch (error) {
        await removeImages([
          { bucket: 'grave-images', url: photos.image_url },
          { bucket: 'person-images', url: photos.person_image_url },
        ]);
        throw error;
      }
    },
    // Not awaited: the page moves on at once, and the views refetch when they show again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.memorials() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() });
    },
  });
}
