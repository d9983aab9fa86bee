/** Share dialog rules of spec sections 2, 5 and 9. */

export type CollaboratorRole = 'viewer' | 'editor';

export const DEFAULT_COLLABORATOR_ROLE: CollaboratorRole = 'viewer';

export const COLLABORATOR_ROLES: readonly { value: CollaboratorRole; label: string; description: string }[] =
  [
    { value: 'viewer', label: 'Viewer', description: 'Can view memorial' },
    { value: 'editor', label: 'Editor', description: 'Can view and edit memorial' },
  ];

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
