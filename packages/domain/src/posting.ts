/**
 * Visitor posts (issue 29): memories, candles and flowers, and the refusals of the database's post guard
 * (packages/backend/supabase/schemas/99_post_guard.sql), which answers a stable code in PostgREST's `details`.
 */

/** Whose memories and notes wait for the family before the public reads them (`graves.memory_approval`). */
export const MEMORY_APPROVAL_RULES = ['at_once', 'first_time', 'every'] as const;
export type MemoryApprovalRule = (typeof MEMORY_APPROVAL_RULES)[number];

/** `visitor_memories.status` and `tributes.status`. */
export type PostStatus = 'pending' | 'published' | 'hidden';

export type TributeKind = 'candle' | 'flowers';

/** The longest note a candle or flowers may carry. */
export const TRIBUTE_NOTE_MAX = 140;

/** The codes a refused post carries, grouped by what the visitor can do about it. */
export const POST_REFUSALS = {
  post_honeypot: 'automated',
  post_token_missing: 'form_expired',
  post_token_invalid: 'form_expired',
  post_token_expired: 'form_expired',
  post_too_fast: 'too_fast',
  post_rate_user: 'too_many',
  post_rate_address: 'too_many',
  post_rate_memorial: 'memorial_busy',
  note_too_long: 'note_too_long',
  sign_in_required: 'sign_in',
} as const;

export type PostRefusal = (typeof POST_REFUSALS)[keyof typeof POST_REFUSALS];

/** What a refused post means for the visitor, or null for any other failure (shown with its own message). */
export function postRefusalOf(error: unknown): PostRefusal | null {
  if (typeof error !== 'object' || error === null || !('details' in error)) return null;
  const { details } = error as { details: unknown };
  return typeof details === 'string' && Object.hasOwn(POST_REFUSALS, details)
    ? POST_REFUSALS[details as keyof typeof POST_REFUSALS]
    : null;
}

/** A tribute's note as it is sent: trimmed, null when empty. */
export function tributeNote(input: string): string | null {
  const note = input.trim();
  return note === '' ? null : note;
}
