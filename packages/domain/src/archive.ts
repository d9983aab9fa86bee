/**
 * The "Download everything (.zip)" archive (issue 12, portability): the spec's export JSON at the root, as
 * `evergreen-export-YYYY-MM-DD.json` (with the memorials' gallery rows under `grave_photos`, issue 15), and every
 * photo of the user's memorials, covers, portraits and gallery alike, under `photos/{bucket}/{object path}`.
 * These are the archive's pure rules: names, what to pack, and what an importable archive is. The zip bytes
 * themselves are the billing remote's business.
 */
import { toDateOnly } from './dates';
import { IMAGE_MAX_BYTES, type ImageBucket, objectPathFromPublicUrl } from './images';
import type { MyPlan } from './subscription';

export { importPayload } from './archive-payload';

/** Largest archive the page reads: it is unpacked in the browser's memory. */
export const ARCHIVE_MAX_BYTES = 200 * 1024 * 1024;
/** Most memorials one import restores (the database function's own bound). */
export const ARCHIVE_MAX_MEMORIALS = 1000;

export const ARCHIVE_TEXT = {
  downloaded: 'Archive downloaded: your data and every photo are in the .zip file.',
  downloadFailed: 'Failed to download the archive',
  importFailed: 'Failed to import the archive',
  notZip: 'This file is not an Evergreen archive: choose the .zip file made by "Download everything (.zip)".',
  tooLarge: 'This file is larger than 200 MB, so it cannot be an Evergreen archive.',
  noExport: 'This .zip file holds no Evergreen export (evergreen-export-YYYY-MM-DD.json).',
  notJson: 'The export in this archive is not valid JSON, so nothing was imported.',
  empty: 'The archive holds no memorials.',
  tooMany: `The archive holds more than ${ARCHIVE_MAX_MEMORIALS} memorials; import at most ${ARCHIVE_MAX_MEMORIALS} at a time.`,
} as const;

/** "Import complete: N memorials restored." exactly as the issue words it. */
export const importCompleteText = (restored: number) => `Import complete: ${restored} memorials restored.`;

export const photoTooLargeText = (entry: string) =>
  `The photo ${entry} is larger than 10MB, so it cannot be restored.`;

/** evergreen-archive-YYYY-MM-DD.zip, on the user's own calendar date. */
export function archiveFileName(now: Date): string {
  return `evergreen-archive-${toDateOnly(now)}.zip`;
}

const EXPORT_ENTRY = /^evergreen-export-\d{4}-\d{2}-\d{2}\.json$/;
/** The root entry holding the export JSON. */
export const isExportEntry = (name: string) => EXPORT_ENTRY.test(name);

export const photoEntryName = (bucket: ImageBucket, path: string) => `photos/${bucket}/${path}`;

/** One stored photo a memorial shows. */
export interface ArchivePhoto {
  bucket: ImageBucket;
  /** The object path in the bucket (`{uploader id}/{file}`). */
  path: string;
  /** Where it sits in the zip. */
  entry: string;
}

/** The photo columns of a memorial and the bucket each one's files live in. */
export const PHOTO_COLUMNS = [
  ['image_url', 'grave-images'],
  ['person_image_url', 'person-images'],
] as const satisfies readonly (readonly [string, ImageBucket])[];

export type PhotoColumn = (typeof PHOTO_COLUMNS)[number][0];

type WithPhotos = Partial<Record<PhotoColumn, string | null>>;

/** The stored photo behind one column of a memorial, or null (no photo, or an image from elsewhere). */
export function photoOf(grave: WithPhotos, column: PhotoColumn): ArchivePhoto | null {
  const bucket = PHOTO_COLUMNS.find(([name]) => name === column)?.[1];
  const path = bucket ? objectPathFromPublicUrl(grave[column], bucket) : null;
  if (!bucket || !path) return null;
  return { bucket, path, entry: photoEntryName(bucket, path) };
}

/** A gallery row of the archive (table grave_photos): its file is an object of the grave-images bucket. */
export interface ArchiveGalleryPhoto {
  grave_id: string;
  storage_path: string;
  caption?: string;
  position?: number;
  [column: string]: unknown;
}

/** The bucket gallery files live in (backend supabase/schemas/95_storage.sql). */
const GALLERY_BUCKET = 'grave-images' satisfies ImageBucket;

export const galleryPhotoOf = (row: Pick<ArchiveGalleryPhoto, 'storage_path'>): ArchivePhoto => ({
  bucket: GALLERY_BUCKET,
  path: row.storage_path,
  entry: photoEntryName(GALLERY_BUCKET, row.storage_path),
});

/**
 * Every stored photo the memorials show, as cover, portrait or in their galleries, each once (two memorials, or a
 * cover and a gallery, may show the same file).
 */
export function photosOf(
  graves: readonly WithPhotos[],
  gallery: readonly Pick<ArchiveGalleryPhoto, 'storage_path'>[] = [],
): ArchivePhoto[] {
  const found = new Map<string, ArchivePhoto>();
  for (const grave of graves) {
    for (const [column] of PHOTO_COLUMNS) {
      const photo = photoOf(grave, column);
      if (photo) found.set(photo.entry, photo);
    }
  }
  for (const row of gallery) {
    const photo = galleryPhotoOf(row);
    found.set(photo.entry, photo);
  }
  return [...found.values()];
}

/** A memorial of the archive as far as the page needs to know it; the database checks every other column. */
export interface ArchiveGrave extends WithPhotos {
  id: string;
  full_name: string;
  [column: string]: unknown;
}

export interface ArchiveExport {
  graves: ArchiveGrave[];
  reminders: unknown[];
  memories: unknown[];
  /** Absent from archives made before the gallery existed; read as an empty gallery. */
  grave_photos: ArchiveGalleryPhoto[];
  [key: string]: unknown;
}

/** An archive the page has read and found importable: its export and the photo bytes by entry name. */
export interface ParsedArchive {
  data: ArchiveExport;
  photos: ArchivePhoto[];
  files: ReadonlyMap<string, Uint8Array>;
}

/** A file that is not an importable archive; its message says why, for the page to show as it is. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shapeError = (detail: string) =>
  new ArchiveError(`The export in this archive is not an Evergreen export: ${detail}`);

function checkGrave(value: unknown, index: number): ArchiveGrave {
  const at = `memorial ${index + 1}`;
  if (!isRecord(value)) throw shapeError(`${at} is not a memorial.`);
  if (typeof value.id !== 'string' || value.id === '') throw shapeError(`${at} has no id.`);
  if (typeof value.full_name !== 'string' || value.full_name.trim() === '')
    throw shapeError(`${at} has no name.`);
  if ('is_public' in value && typeof value.is_public !== 'boolean')
    throw shapeError(`${at} ("${value.full_name}") has no valid public/private setting.`);
  for (const [column] of PHOTO_COLUMNS) {
    const url = value[column];
    if (url !== undefined && url !== null && typeof url !== 'string')
      throw shapeError(`${at} ("${value.full_name}") has an invalid photo address.`);
  }
  return value as ArchiveGrave;
}

/** An object path as storage names it: `{folder}/{file}`, nothing that climbs out of the photos folder. */
const STORAGE_PATH = /^[A-Za-z0-9-]+\/[A-Za-z0-9._ -]+$/;

function checkGalleryPhoto(
  value: unknown,
  index: number,
  graveIds: ReadonlySet<string>,
): ArchiveGalleryPhoto {
  const at = `gallery photo ${index + 1}`;
  if (!isRecord(value)) throw shapeError(`${at} is not a gallery photo.`);
  if (typeof value.grave_id !== 'string' || !graveIds.has(value.grave_id))
    throw shapeError(`${at} belongs to no memorial of the archive.`);
  if (typeof value.storage_path !== 'string' || !STORAGE_PATH.test(value.storage_path))
    throw shapeError(`${at} has no valid file name.`);
  if ('caption' in value && typeof value.caption !== 'string')
    throw shapeError(`${at} has an invalid caption.`);
  if ('position' in value && !(Number.isInteger(value.position) && Number(value.position) >= 0))
    throw shapeError(`${at} has an invalid position.`);
  return value as ArchiveGalleryPhoto;
}

/**
 * The export JSON's shape: memorials with ids and names, reminders and memories as lists, and gallery rows (when
 * there are any) on the archive's memorials, each naming its file.
 */
export function checkExport(value: unknown): ArchiveExport {
  if (!isRecord(value) || !Array.isArray(value.graves)) throw shapeError('it has no list of memorials.');
  for (const key of ['reminders', 'memories', 'grave_photos'] as const) {
    if (value[key] !== undefined && !Array.isArray(value[key])) throw shapeError(`"${key}" is not a list.`);
  }
  if (value.graves.length === 0) throw new ArchiveError(ARCHIVE_TEXT.empty);
  if (value.graves.length > ARCHIVE_MAX_MEMORIALS) throw new ArchiveError(ARCHIVE_TEXT.tooMany);
  const graves = value.graves.map(checkGrave);
  const ids = new Set(graves.map((grave) => grave.id));
  if (ids.size !== graves.length) throw shapeError('two memorials have the same id.');
  const gallery = Array.isArray(value.grave_photos) ? value.grave_photos : [];
  return {
    ...value,
    graves,
    reminders: Array.isArray(value.reminders) ? value.reminders : [],
    memories: Array.isArray(value.memories) ? value.memories : [],
    grave_photos: gallery.map((row, index) => checkGalleryPhoto(row, index, ids)),
  };
}

/**
 * Reads the unpacked entries of a zip: exactly one export JSON at the root, of the right shape, and every stored
 * photo its memorials show, each no larger than storage accepts. Throws an ArchiveError saying what is wrong.
 */
export function parseArchive(files: ReadonlyMap<string, Uint8Array>): ParsedArchive {
  const exports = [...files.keys()].filter(isExportEntry);
  if (exports.length !== 1) throw new ArchiveError(ARCHIVE_TEXT.noExport);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(files.get(exports[0] ?? '')));
  } catch {
    throw new ArchiveError(ARCHIVE_TEXT.notJson);
  }
  const data = checkExport(json);
  const photos = photosOf(data.graves, data.grave_photos);
  for (const photo of photos) {
    const bytes = files.get(photo.entry);
    const galleryOwner = data.grave_photos.find((row) => galleryPhotoOf(row).entry === photo.entry)?.grave_id;
    const owner = data.graves.find(
      (grave) =>
        grave.id === galleryOwner || PHOTO_COLUMNS.some(([c]) => photoOf(grave, c)?.entry === photo.entry),
    );
    if (!bytes || bytes.byteLength === 0)
      throw new ArchiveError(
        `The archive is missing the photo ${photo.entry} of "${owner?.full_name ?? ''}".`,
      );
    if (!photoTypeOf(bytes))
      throw new ArchiveError(`The photo ${photo.entry} is not a PNG, JPEG, GIF or WebP image.`);
    if (bytes.byteLength > IMAGE_MAX_BYTES) throw new ArchiveError(photoTooLargeText(photo.entry));
  }
  return { data, photos, files };
}

/**
 * Why the plan cannot take the archive's memorials on top of those the user has, in the database's own words
 * (rpc import_archive); null when they fit.
 */
export function importLimitProblem(
  memorials: number,
  usage: Pick<MyPlan, 'plan' | 'gravesCount'>,
): string | null {
  const { maxGraves, name } = usage.plan;
  if (maxGraves === -1 || usage.gravesCount + memorials <= maxGraves) return null;
  return `This archive holds ${memorials} ${memorials === 1 ? 'memorial' : 'memorials'}, but your ${name} plan allows ${maxGraves} and you already have ${usage.gravesCount}. Nothing was imported.`;
}

/**
 * The export with each stored photo's address replaced by where it was uploaded again (by zip entry), and each
 * gallery row's file by the object it was uploaded again as.
 */
export function withNewPhotoUrls(data: ArchiveExport, urls: ReadonlyMap<string, string>): ArchiveExport {
  const graves = data.graves.map((grave) => {
    const next: ArchiveGrave = { ...grave };
    for (const [column] of PHOTO_COLUMNS) {
      const photo = photoOf(grave, column);
      if (photo) next[column] = urls.get(photo.entry) ?? null;
    }
    return next;
  });
  const grave_photos = data.grave_photos.map((row) => {
    const moved = objectPathFromPublicUrl(urls.get(galleryPhotoOf(row).entry), GALLERY_BUCKET);
    // Not uploaded again: the old path stays, and the database refuses a file outside the importer's folder.
    return moved ? { ...row, storage_path: moved } : row;
  });
  return { ...data, graves, grave_photos };
}

const SIGNATURES: readonly [type: string, extension: string, matches: (bytes: Uint8Array) => boolean][] = [
  ['image/png', '.png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['image/jpeg', '.jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', '.gif', (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38],
  [
    'image/webp',
    '.webp',
    (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  ],
];

/**
 * The image type of a photo's bytes (what storage accepts: PNG, JPEG, GIF, WebP) and the extension to store it
 * under; null for anything else. Uploads declare it, and hosted storage checks the declared type.
 */
export function photoTypeOf(bytes: Uint8Array): { type: string; extension: string } | null {
  const found = SIGNATURES.find(([, , matches]) => matches(bytes));
  return found ? { type: found[0], extension: found[1] } : null;
}
