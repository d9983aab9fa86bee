/** Photo rules of spec sections 5 and 9. */

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_HINT = 'PNG, JPG up to 10MB';
/** What the storage buckets accept; the picker offers the same. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Longest side kept for an upload: enough for a full-width photo on a large screen. */
export const IMAGE_MAX_DIMENSION = 2000;

export type ImageBucket = 'grave-images' | 'person-images';

export type ImageProblem = 'not-an-image' | 'too-large';

/** Why a chosen file cannot be used, or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'not-an-image';
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  return null;
}

export const IMAGE_PROBLEM_TEXT: Record<ImageProblem, string> = {
  'not-an-image': 'Please choose an image file (PNG, JPG).',
  'too-large': 'This image is larger than 10MB. Please choose a smaller one.',
};

/** The original extension, lowercased; files without one keep none. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

/** `{userId}/{unique}{.ext}`: storage only accepts uploads into the uploader's own folder. */
export function imageObjectPath(userId: string, fileName: string, unique: string): string {
  return `${userId}/${unique}${extensionOf(fileName)}`;
}

/** The size to draw a photo at so its longest side fits; null when it already fits. */
export function scaledSize(
  width: number,
  height: number,
  maxDimension: number = IMAGE_MAX_DIMENSION,
): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (longest <= maxDimension || longest === 0) return null;
  const ratio = maxDimension / longest;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

/**
 * The object path of one of our photos from its public URL, so deleting a memorial can delete its photos; null
 * for a URL that is not in that bucket (an image from elsewhere is not ours to delete).
 */
export function objectPathFromPublicUrl(url: string | null | undefined, bucket: ImageBucket): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${bucket}/`;
  const index = url.indexOf(marker);
  if (index === -1) return null;
  const path = url.slice(index + marker.length).split('?')[0] ?? '';
  return path ? decodeURIComponent(path) : null;
}

/** A thumbnail's size in pixels; the storage renders it at most this large, cropped to fill it. */
export interface ThumbnailSize {
  width: number;
  height: number;
}

/**
 * The cover of a dashboard card (shown 160 px high and up to ~400 px wide): rendered at 1.6 times that for sharp
 * screens, 2.5 : 1 like the cover, and well under the 30 KiB a card image may weigh (issue 14).
 */
export const CARD_COVER: ThumbnailSize = { width: 640, height: 256 };
/** The round portrait of a card (64 px), at twice its size. */
export const CARD_PORTRAIT: ThumbnailSize = { width: 128, height: 128 };
const THUMBNAIL_QUALITY = 75;

/**
 * The thumbnail of one of our stored photos: the public object URL turned into Supabase Storage's
 * image-transformation URL (`/storage/v1/render/image/public/...`), the same one storage-js
 * `getPublicUrl(path, { transform: { width, height, resize: 'cover', quality } })` builds. A photo that is not
 * in our storage (an address from elsewhere) is shown as it is.
 */
export function thumbnailUrl(url: string, size: ThumbnailSize): string {
  const marker = '/storage/v1/object/public/';
  const index = url.indexOf(marker);
  if (index === -1 || url.includes('?')) return url;
  const query = `width=${size.width}&height=${size.height}&resize=cover&quality=${THUMBNAIL_QUALITY}`;
  return `${url.slice(0, index)}/storage/v1/render/image/public/${url.slice(index + marker.length)}?${query}`;
}
