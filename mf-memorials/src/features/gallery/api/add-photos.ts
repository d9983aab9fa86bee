import { objectPathFromPublicUrl } from '@evergreen/domain/images';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeImages, uploadImage } from '../../../api/images';

export interface NewPhotos {
  graveId: string;
  userId: string;
  files: File[];
  onProgress?: (done: number, total: number) => void;
}

/**
 * Uploads the files into the user's folder, then adds them to the gallery in one insert, so the database's limit
 * takes all or none; files of a refused insert are deleted again.
 */
export async function addPhotos({ graveId, userId, files, onProgress }: NewPhotos): Promise<void> {
  const urls: string[] = [];
  try {
    for (const file of files) {
      urls.push(await uploadImage('grave-images', userId, file));
      onProgress?.(urls.length, files.length);
    }
    const rows = urls.map((url) => ({
      grave_id: graveId,
      storage_path: objectPathFromPublicUrl(url, 'grave-images') ?? '',
    }));
    const { error } = await getSupabase().from('grave_photos').insert(rows);
    if (error) throw error;
  } catch (error) {
    await removeImages(urls.map((url) => ({ bucket: 'grave-images' as const, url })));
    throw error;
  }
}

export function useAddPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photos: NewPhotos) => addPhotos(photos),
    onSettled: (_nothing, _error, { graveId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.memorialGallery(graveId) }),
  });
}
