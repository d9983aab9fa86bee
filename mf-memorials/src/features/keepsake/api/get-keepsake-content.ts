import { formatDateIn } from '@evergreen/domain/dates';
import { getSupabase } from '@evergreen/supabase-client';
import { i18n } from '@lingui/core';
import type { KeepsakeContent, KeepsakeImage } from '../pdf/content';
import type { KeepsakeKind } from '../pdf/layout';

/** The memorial fields a keepsake prints (a graves row has them all). */
export interface KeepsakeMemorial {
  id: string;
  full_name: string;
  birth_date: string | null;
  death_date: string | null;
  epitaph: string | null;
  description: string | null;
  memories: string | null;
  image_url: string | null;
  person_image_url: string | null;
  cemetery_name: string | null;
  section: string | null;
  plot_number: string | null;
  is_public: boolean;
}

/** Wide enough for a full page at print quality; the storage scales it down and keeps its proportions. */
const PRINT_WIDTH = 1200;

/**
 * The storage's rendering of one of our photos at print width (Supabase's `/render/image/` with only a width keeps
 * the proportions: a gallery photo is printed whole, not cropped). A photo from elsewhere is fetched as it is.
 */
export function printUrl(url: string): string {
  const marker = '/storage/v1/object/public/';
  const index = url.indexOf(marker);
  if (index === -1 || url.includes('?')) return url;
  return `${url.slice(0, index)}/storage/v1/render/image/public/${url.slice(index + marker.length)}?width=${PRINT_WIDTH}&quality=80`;
}

/**
 * A photo as JPEG bytes, whatever it was stored as (PDF embeds only JPEG and PNG; the storage may answer WebP):
 * the browser decodes it and a canvas encodes it again. Null when it cannot be loaded, so one missing photo does not
 * cost the whole keepsake.
 */
async function loadPhoto(url: string | null): Promise<KeepsakeImage | null> {
  if (!url) return null;
  try {
    const response = await fetch(printUrl(url));
    if (!response.ok) return null;
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG prints on white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ? { bytes: new Uint8Array(await blob.arrayBuffer()), type: 'jpeg' } : null;
  } catch {
    return null;
  }
}

async function getGalleryRows(graveId: string) {
  const { data, error } = await getSupabase()
    .from('grave_photos')
    .select('caption, storage_path')
    .eq('grave_id', graveId)
    .order('position')
    .order('created_at');
  if (error) throw error;
  return data.map((row) => ({
    caption: row.caption,
    url: getSupabase().storage.from('grave-images').getPublicUrl(row.storage_path).data.publicUrl,
  }));
}

async function getVisitorMemories(graveId: string) {
  const { data, error } = await getSupabase()
    .from('visitor_memories')
    .select('memory_text, created_at, author:profiles(full_name)')
    .eq('grave_id', graveId)
    // The family reads memories waiting for approval and hidden ones too; the keepsake holds the published.
    .eq('status', 'published')
    .order('created_at');
  if (error) throw error;
  return data.map((memory) => ({
    text: memory.memory_text,
    author: memory.author?.full_name ?? null,
    date: formatDateIn(i18n.locale, memory.created_at),
  }));
}

/** "May 4, 1931 - March 3, 2024" (as lifeDates writes it) in the reader's language; null without dates. */
export function keepsakeDates(
  locale: string,
  memorial: Pick<KeepsakeMemorial, 'birth_date' | 'death_date'>,
): string | null {
  const birth = formatDateIn(locale, memorial.birth_date);
  const death = formatDateIn(locale, memorial.death_date);
  if (!birth && !death) return null;
  return `${birth || '?'} - ${death || '?'}`;
}

/**
 * Everything a keepsake prints, read with the user's own rights (what they can see on the page). The basic keepsake
 * needs only the memorial and its photo; the booklet adds the gallery and the visitor memories.
 */
export async function getKeepsakeContent(
  kind: KeepsakeKind,
  memorial: KeepsakeMemorial,
  share: { publicUrl: string; qrCode: KeepsakeImage | null } | null,
): Promise<KeepsakeContent> {
  const rich = kind === 'rich';
  const [photo, galleryRows, memories] = await Promise.all([
    loadPhoto(memorial.image_url ?? memorial.person_image_url),
    rich ? getGalleryRows(memorial.id) : [],
    rich && memorial.is_public ? getVisitorMemories(memorial.id) : [],
  ]);
  const galleryImages = await Promise.all(galleryRows.map((row) => loadPhoto(row.url)));
  return {
    name: memorial.full_name,
    dates: keepsakeDates(i18n.locale, memorial),
    epitaph: memorial.epitaph,
    about: memorial.description,
    familyMemories: memorial.memories,
    photo,
    gallery: galleryRows.flatMap((row, index) => {
      const image = galleryImages[index];
      return image ? [{ image, caption: row.caption }] : [];
    }),
    memories,
    location: { cemetery: memorial.cemetery_name, section: memorial.section, plot: memorial.plot_number },
    publicUrl: memorial.is_public && share ? share.publicUrl : null,
    qrCode: memorial.is_public && share ? share.qrCode : null,
  };
}
