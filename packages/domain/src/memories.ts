/** Visitor memory rules of spec sections 2, 4 and 5. */

export interface MemoryTimes {
  created_at: string;
  updated_at: string;
}

/** A memory is marked "(edited)" when it was updated after it was written. */
export function isEdited(memory: MemoryTimes): boolean {
  return new Date(memory.updated_at).getTime() !== new Date(memory.created_at).getTime();
}

/** Text is required and cannot be blank after trimming; null when it is not acceptable. */
export function memoryText(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}

/** The author's name only: a visitor's e-mail is never shown to other people. */
export function memoryAuthor(fullName: string | null | undefined): string {
  return fullName?.trim() || 'Anonymous';
}

export interface MemoryPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/** Authors edit and delete their memories; the memorial's owner may also remove them (moderation). */
export function memoryPermissions(
  memory: { user_id: string },
  viewerId: string | null | undefined,
  memorialOwnerId: string,
): MemoryPermissions {
  if (!viewerId) return { canEdit: false, canDelete: false };
  const isAuthor = memory.user_id === viewerId;
  return { canEdit: isAuthor, canDelete: isAuthor || memorialOwnerId === viewerId };
}
