/** The photo gallery of a memorial (issue 15). The database enforces every rule here; the page only follows. */
import type { ThumbnailSize } from './images';
import type { PlanId } from './plans';

/** Photos a memorial's gallery may hold, by its owner's plan (the database's `private.plans` rows). */
export const PHOTOS_PER_MEMORIAL: Record<PlanId, number> = { free: 10, personal: 100, family: 500 };

/** The longest caption the database accepts. */
export const CAPTION_MAX_LENGTH = 500;

/** The sentence the database answers at the limit (`photo_limit_message`), for when only the plan is at hand. */
export function photoLimitMessage(planName: string, limit: number): string {
  return `Your ${planName} plan allows ${limit} photos per memorial.`;
}

/** A gallery tile: shown 160 px square, rendered at twice that for sharp screens. */
export const GALLERY_TILE: ThumbnailSize = { width: 320, height: 320 };

/** How many of `wanted` new photos still fit (`limit` -1: unlimited). */
export function photosThatFit(count: number, limit: number, wanted: number): number {
  if (limit === -1) return wanted;
  return Math.max(0, Math.min(wanted, limit - count));
}

/** The order after moving the photo at `index` one place up (-1) or down (+1); the same order at an end. */
export function moveInOrder<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const moved = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return moved;
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/** The next photo in the viewer, wrapping around at both ends. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}
