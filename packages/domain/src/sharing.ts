/** Share dialog rules of spec sections 2, 5 and 9. */

import type { Enums } from './database';

/** The database's enum; the texts below are keyed by it, so a role added in SQL needs its text here. */
export type CollaboratorRole = Enums<'collaborator_role'>;

export const DEFAULT_COLLABORATOR_ROLE: CollaboratorRole = 'viewer';

const ROLE_TEXT: Record<CollaboratorRole, { label: string; description: string }> = {
  viewer: { label: 'Viewer', description: 'Can view memorial' },
  editor: { label: 'Editor', description: 'Can view and edit memorial' },
};

export const COLLABORATOR_ROLES: readonly { value: CollaboratorRole; label: string; description: string }[] =
  (Object.keys(ROLE_TEXT) as CollaboratorRole[]).map((value) => ({ value, ...ROLE_TEXT[value] }));

/** How long "copied" stays on screen after copying the public link. */
export const COPY_CONFIRMATION_MS = 2000;

/** E-mails are compared trimmed and lowercased, as the database stores them. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalizeEmail(input));
}

/** "used / max", with ∞ when unlimited. */
export function usageCounter(used: number, limit: number): string {
  return `${used} / ${limit === -1 ? '∞' : limit}`;
}
