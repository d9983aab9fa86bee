import { archiveFileName, photosOf } from '@evergreen/domain/archive';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';
import * as zip from './archive-zip';
import { collectExport, collectGallery, downloadFile, exportFileName } from './export-data';

/** The bytes of one stored photo, read by its public address (collaborators' uploads included). */
export async function fetchPhoto(bucket: string, path: string): Promise<Uint8Array> {
  const { publicUrl } = getSupabase().storage.from(bucket).getPublicUrl(path).data;
  const response = await fetch(publicUrl).catch(() => null);
  // A missing photo fails the download: an archive that silently lacks a photo would lose it for good.
  if (!response?.ok) throw new Error(`Failed to download the archive: the photo ${path} could not be read.`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The export JSON, with the memorials' gallery rows under `grave_photos`, and every photo of the user's own
 * memorials (covers, portraits, galleries), as evergreen-archive-YYYY-MM-DD.zip.
 */
export async function buildArchive(userId: string, now: Date): Promise<Uint8Array<ArrayBuffer>> {
  const [data, gallery] = await Promise.all([collectExport(userId, now), collectGallery(userId)]);
  const withGallery = { ...data, grave_photos: gallery };
  const files = new Map<string, Uint8Array>([
    [exportFileName(now), new TextEncoder().encode(JSON.stringify(withGallery, null, 2))],
  ]);
  for (const photo of photosOf(data.graves, gallery))
    files.set(photo.entry, await fetchPhoto(photo.bucket, photo.path));
  return zip.packZip(files);
}

export async function downloadArchive(userId: string): Promise<void> {
  const now = new Date();
  const bytes = await buildArchive(userId, now);
  downloadFile(archiveFileName(now), new Blob([bytes], { type: 'application/zip' }));
}

export function useDownloadArchive() {
  return useMutation({ mutationFn: (userId: string) => downloadArchive(userId) });
}
