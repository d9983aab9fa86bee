import {
  ARCHIVE_MAX_BYTES,
  ARCHIVE_TEXT,
  ArchiveError,
  type ArchivePhoto,
  importLimitProblem,
  importPayload,
  type ParsedArchive,
  parseArchive,
  photoTypeOf,
  withNewPhotoUrls,
} from '@evergreen/domain/archive';
import type { ImageBucket } from '@evergreen/domain/images';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase, type Json } from '@evergreen/supabase-client';
import { getMyPlan } from '@evergreen/supabase-client/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as zip from './archive-zip';

/**
 * Import from archive: everything that can be checked is checked before the first write (the file, the zip, the
 * export's shape, every photo, the plan's room); then the photos are uploaded again into the user's own folder
 * and one database call (rpc import_archive) writes every row or none. If that call fails, the uploads are removed.
 */

/** Reads a chosen file into a checked archive, or throws an ArchiveError saying why it is not one. */
export async function readArchive(file: Blob): Promise<ParsedArchive> {
  if (file.size > ARCHIVE_MAX_BYTES) throw new ArchiveError(ARCHIVE_TEXT.tooLarge);
  return parseArchive(await zip.unpackZip(new Uint8Array(await file.arrayBuffer())));
}

interface Uploaded {
  bucket: ImageBucket;
  path: string;
}

async function removeUploads(uploaded: readonly Uploaded[]): Promise<void> {
  const supabase = getSupabase();
  for (const bucket of ['grave-images', 'person-images'] as const) {
    const paths = uploaded.filter((upload) => upload.bucket === bucket).map((upload) => upload.path);
    // Best effort: the import already failed, and the user's own folder is theirs to tidy if this fails too.
    if (paths.length > 0)
      await supabase.storage
        .from(bucket)
        .remove(paths)
        .catch(() => undefined);
  }
}

/** Uploads each photo under a new name in the user's folder; answers the new public address by zip entry. */
export async function uploadPhotos(
  userId: string,
  photos: readonly ArchivePhoto[],
  files: ReadonlyMap<string, Uint8Array>,
  uploaded: Uploaded[],
): Promise<Map<string, string>> {
  const storage = getSupabase().storage;
  const urls = new Map<string, string>();
  for (const photo of photos) {
    const bytes = files.get(photo.entry);
    const kind = bytes ? photoTypeOf(bytes) : null;
    if (!bytes || !kind)
      throw new ArchiveError(`The photo ${photo.entry} is not a PNG, JPEG, GIF or WebP image.`);
    const path = `${userId}/${crypto.randomUUID()}${kind.extension}`;
    const { error } = await storage
      .from(photo.bucket)
      .upload(path, new Blob([new Uint8Array(bytes)], { type: kind.type }), {
        contentType: kind.type,
        upsert: false,
      });
    if (error) throw new Error(`Failed to upload the photo ${photo.entry}: ${error.message}`);
    uploaded.push({ bucket: photo.bucket, path });
    urls.set(photo.entry, storage.from(photo.bucket).getPublicUrl(path).data.publicUrl);
  }
  return urls;
}

/** Restores the archive into the signed-in account; answers how many memorials were restored. */
export async function importArchive(userId: string, file: Blob): Promise<number> {
  const archive = await readArchive(file);
  const limit = importLimitProblem(archive.data.graves.length, await getMyPlan());
  if (limit) throw new ArchiveError(limit);
  const uploaded: Uploaded[] = [];
  try {
    const urls = await uploadPhotos(userId, archive.photos, archive.files, uploaded);
    const payload = importPayload(withNewPhotoUrls(archive.data, urls));
    const { data, error } = await getSupabase().rpc('import_archive', {
      archive: JSON.parse(JSON.stringify(payload)) as Json,
    });
    if (error) throw error;
    return data;
  } catch (error) {
    await removeUploads(uploaded);
    throw error;
  }
}

export function useImportArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, file }: { userId: string; file: Blob }) => importArchive(userId, file),
    onSuccess: async () => {
      // New memorials change the dashboard, the usage bars and the reminders list.
      await Promise.all(
        [queryKeys.memorials(), queryKeys.planUsage(), queryKeys.reminders()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
