import type { PlanLimits } from '@evergreen/domain/subscription';

/**
 * The pure part of a PDF keepsake (issue 15): which keepsake a plan gives, how text breaks into lines and which
 * pages a booklet has. No PDF library here, so it is tested without building a file.
 */

/** Basic (Personal): a page or two. Rich (Family): a booklet for a service. */
export type KeepsakeKind = 'basic' | 'rich';

/** The keepsake a plan includes, or null for Free (which sees the upgrade prompt instead). */
export function keepsakeKind(plan: Pick<PlanLimits, 'id' | 'hasAdvancedFeatures'>): KeepsakeKind | null {
  if (!plan.hasAdvancedFeatures) return null;
  return plan.id === 'family' ? 'rich' : 'basic';
}

/** `eleanor-grace-whitfield-keepsake.pdf`: readable, and safe on every file system. */
export function keepsakeFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'memorial'}-keepsake.pdf`;
}

/** The width of a piece of text in points, in the font and size being laid out. */
export type MeasureText = (text: string) => number;

/** Breaks a word wider than the line into pieces that fit, so a long address never runs off the page. */
function splitLongWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The lines of a text at a width: the author's line breaks are kept (an empty line stays a paragraph gap), words
 * move to the next line when they do not fit, and a word wider than the line is broken.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = paragraph.split(/[ \t]+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word) <= maxWidth) {
        line = word;
      } else {
        const pieces = splitLongWord(word, maxWidth, measure);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** What a booklet has to show, reduced to what decides its pages. */
export interface BookletOutline {
  hasStory: boolean;
  galleryCount: number;
  memoriesCount: number;
  hasLocation: boolean;
}

export type BookletPage =
  | { kind: 'cover' }
  | { kind: 'story' }
  | { kind: 'gallery'; first: number; count: number }
  | { kind: 'memories' }
  | { kind: 'location' };

/** Two photos with their captions fit a half-letter page at a size worth printing. */
export const GALLERY_PHOTOS_PER_PAGE = 2;

/**
 * The pages of a rich keepsake in the order of a service booklet: cover, story, gallery, memories, where the grave
 * is. A section with nothing in it has no page (long text may still continue on further pages).
 */
export function planBooklet(outline: BookletOutline): BookletPage[] {
  const pages: BookletPage[] = [{ kind: 'cover' }];
  if (outline.hasStory) pages.push({ kind: 'story' });
  for (let first = 0; first < outline.galleryCount; first += GALLERY_PHOTOS_PER_PAGE) {
    pages.push({
      kind: 'gallery',
      first,
      count: Math.min(GALLERY_PHOTOS_PER_PAGE, outline.galleryCount - first),
    });
  }
  if (outline.memoriesCount > 0) pages.push({ kind: 'memories' });
  if (outline.hasLocation) pages.push({ kind: 'location' });
  return pages;
}

/** The largest size of an image inside a box, keeping its proportions. */
export function fitInside(
  image: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}
