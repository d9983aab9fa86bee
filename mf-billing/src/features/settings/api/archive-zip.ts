import {
  ARCHIVE_MAX_BYTES,
  ARCHIVE_TEXT,
  ArchiveError,
  isExportEntry,
  photoTooLargeText,
} from '@evergreen/domain/archive';
import { IMAGE_MAX_BYTES } from '@evergreen/domain/images';
import type { Zippable } from 'fflate';

/**
 * The zip bytes of the archive, with fflate loaded only when someone downloads or imports one: it is on no
 * start path of the app.
 */

/** The JSON is compressed; photos are stored as they are (JPEG, PNG and WebP are compressed already). */
export async function packZip(files: ReadonlyMap<string, Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const { zipSync } = await import('fflate');
  const entries: Zippable = {};
  for (const [name, bytes] of files) entries[name] = [bytes, { level: isExportEntry(name) ? 6 : 0 }];
  // fflate allocates its output with `new Uint8Array(size)`: a plain ArrayBuffer, never a shared one.
  return zipSync(entries) as Uint8Array<ArrayBuffer>;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Largest export JSON read: far above what 1000 memorials with their reminders and memories take. */
const MAX_EXPORT_BYTES = 50 * 1024 * 1024;

/**
 * The archive's entries by name: the export JSON at the root and the photos, nothing else. Refuses what is not a
 * zip, and entries that would unpack larger than they may be (a small zip can unpack to gigabytes).
 */
export async function unpackZip(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  if (ZIP_SIGNATURE.some((byte, index) => bytes[index] !== byte)) throw new ArchiveError(ARCHIVE_TEXT.notZip);
  const { unzipSync } = await import('fflate');
  let total = 0;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (file) => {
        const wanted = isExportEntry(file.name) || file.name.startsWith('photos/');
        if (!wanted || file.name.endsWith('/')) return false;
        total += file.originalSize;
        if (total > ARCHIVE_MAX_BYTES || (isExportEntry(file.name) && file.originalSize > MAX_EXPORT_BYTES))
          throw new ArchiveError(ARCHIVE_TEXT.tooLarge);
        if (!isExportEntry(file.name) && file.originalSize > IMAGE_MAX_BYTES)
          throw new ArchiveError(photoTooLargeText(file.name));
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(ARCHIVE_TEXT.notZip);
  }
  return new Map(Object.entries(unpacked));
}
