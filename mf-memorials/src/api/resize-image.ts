import { IMAGE_MAX_DIMENSION, scaledSize } from '@evergreen/domain/images';

// These keep their look when redrawn; GIFs may be animated and are sent as they are.
const REDRAWABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A photo straight from a phone is often 4000+ pixels wide: draw it smaller in the browser before sending it,
 * keeping its type (so its extension stays true). Anything that cannot be redrawn is sent unchanged.
 */
export async function downscaleImage(file: File, maxDimension = IMAGE_MAX_DIMENSION): Promise<Blob> {
  if (!REDRAWABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxDimension);
    if (!size) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.88));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
