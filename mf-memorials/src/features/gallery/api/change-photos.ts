import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { removeImages } from '../../../api/images';
import { type Gallery, type GalleryPhoto, photoUrl } from './get-gallery';

export async function updateCaption(photoId: string, caption: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('grave_photos')
    .update({ caption }, { count: 'exact' })
    .eq('id', photoId);
  if (error) throw error;
  if (count === 0) throw new Error('This photo could not be changed.');
}

/** The whole order at once: the database checks it lists every photo of the gallery once. */
export async function reorderPhotos(graveId: string, photoIds: string[]): Promise<void> {
  const { error } = await getSupabase().rpc('reorder_grave_photos', {
    memorial: graveId,
    photo_ids: photoIds,
  });
  if (error) throw error;
}

/** Removes the photo from the gallery, then its file (the database lets whoever removed it delete it). */
export async function deletePhoto(photo: GalleryPhoto): Promise<void> {
  const { error, count } = await getSupabase()
    .from('grave_photos')
    .delete({ count: 'exact' })
    .eq('id', photo.id);
  if (error) throw error;
  if (count === 0) throw new Error('This photo could not be deleted.');
  await removeImages([{ bucket: 'grave-images', url: photoUrl(photo.storagePath) }]);
}

/**
 * Reads the gallery again once the last of its changes has settled. A read that an earlier change (a caption)
 * started while a move was still being saved would draw the old order for a moment: the photos jumped back and
 * the keyboard lost the button that moved them. (In onSettled the settling change still counts as running.)
 */
function refetchAfterLastChange(queryClient: QueryClient, graveId: string) {
  const key = queryKeys.memorialGallery(graveId);
  if (queryClient.isMutating({ mutationKey: key }) === 1)
    return queryClient.invalidateQueries({ queryKey: key });
}

function useGalleryMutation<Input>(graveId: string, change: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.memorialGallery(graveId),
    mutationFn: change,
    onSettled: () => refetchAfterLastChange(queryClient, graveId),
  });
}

export const useUpdateCaption = (graveId: string) =>
  useGalleryMutation(graveId, ({ id, caption }: { id: string; caption: string }) =>
    updateCaption(id, caption),
  );

/** Shows the new order at once (the buttons move with the photo) and puts the stored one back if refused. */
export function useReorderPhotos(graveId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.memorialGallery(graveId);
  return useMutation({
    mutationKey: key,
    mutationFn: (photoIds: string[]) => reorderPhotos(graveId, photoIds),
    // Moves one after the other, so that the last order the person chose is the one stored.
    scope: { id: `gallery-order:${graveId}` },
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Gallery>(key, (gallery) => {
        if (!gallery) return gallery;
        const byId = new Map(gallery.photos.map((photo) => [photo.id, photo]));
        const photos = photoIds.flatMap((id) => byId.get(id) ?? []);
        return photos.length === gallery.photos.length ? { ...gallery, photos } : gallery;
      });
    },
    onSettled: () => refetchAfterLastChange(queryClient, graveId),
  });
}

export const useDeletePhoto = (graveId: string) =>
  useGalleryMutation(graveId, (photo: GalleryPhoto) => deletePhoto(photo));
