import { GALLERY_TILE } from '@evergreen/domain/gallery';
import { thumbnailUrl } from '@evergreen/domain/images';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface GalleryPhoto {
  id: string;
  caption: string;
  /** The object name in the grave-images bucket ({uploader id}/{name}). */
  storagePath: string;
  /** The full photo, for the viewer. */
  url: string;
  /** A small square rendering, for the grid. */
  thumbnail: string;
}

export interface Gallery {
  photos: GalleryPhoto[];
  /** The owner's plan's limit (-1: unlimited) and the database's sentence naming that plan. */
  limit: number;
  limitMessage: string;
}

export function photoUrl(storagePath: string): string {
  return getSupabase().storage.from('grave-images').getPublicUrl(storagePath).data.publicUrl;
}

/** A memorial's photos in their order, with the limit of its owner's plan; readable wherever the memorial is. */
export async function getGallery(graveId: string): Promise<Gallery> {
  const supabase = getSupabase();
  const [photos, limits] = await Promise.all([
    supabase
      .from('grave_photos')
      .select('id, caption, storage_path')
      .eq('grave_id', graveId)
      .order('position')
      .order('created_at'),
    // Computed fields (functions of a graves row), which the generated types do not list as columns.
    supabase
      .from('graves')
      .select('photo_limit, photo_limit_message')
      .eq('id', graveId)
      .maybeSingle()
      .overrideTypes<
        { photo_limit: number | null; photo_limit_message: string | null } | null,
        { merge: false }
      >(),
  ]);
  if (photos.error) throw photos.error;
  if (limits.error) throw limits.error;
  return {
    photos: photos.data.map((row) => {
      const url = photoUrl(row.storage_path);
      return {
        id: row.id,
        caption: row.caption,
        storagePath: row.storage_path,
        url,
        thumbnail: thumbnailUrl(url, GALLERY_TILE),
      };
    }),
    limit: limits.data?.photo_limit ?? 0,
    limitMessage: limits.data?.photo_limit_message ?? '',
  };
}

export const galleryQueryOptions = (graveId: string) =>
  queryOptions({ queryKey: queryKeys.memorialGallery(graveId), queryFn: () => getGallery(graveId) });

export function useGallery(graveId: string) {
  return useQuery(galleryQueryOptions(graveId));
}
