import { paths } from './paths';

/** Rules of the sign-in screen and the signed-in identity (spec sections 2, 4 and 5). */

export const DEFAULT_AFTER_SIGN_IN = paths.dashboard;
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Where to go after signing in. Only a path inside this app is accepted: an absolute URL, a protocol-relative
 * `//host` or a backslash trick falls back to the dashboard, so the link cannot send users to another site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_AFTER_SIGN_IN;
  try {
    const base = 'https://app.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return DEFAULT_AFTER_SIGN_IN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** What /auth shows for its query: the form it ends on after signing in, or the new-password form of a reset link. */
export interface AuthScreen {
  /** Where signing in leads (safeNextPath of `?next=`). */
  next: string;
  /** Whether the visitor is told they will be sent back to the page they asked for (`next` is not the default). */
  returning: boolean;
  /** `?reset`: the reset e-mail's link, signed in for recovery, choosing a new password. */
  resetting: boolean;
}

/** /auth's screen for its query, read the same way by the page and by the host that prerenders it. */
export function authScreenOf(params: URLSearchParams): AuthScreen {
  const next = safeNextPath(params.get('next'));
  return { next, returning: next !== DEFAULT_AFTER_SIGN_IN, resetting: params.has('reset') };
}

/** The `/auth?next=` link a guard sends signed-out visitors to. */
export function signInPathFor(pathWithQuery: string): string {
  return `${paths.auth}?next=${encodeURIComponent(pathWithQuery)}`;
}

/** Up to two initials of a display name or e-mail, for the avatar. */
export function initialsOf(displayName: string): string {
  const words =
    displayName
      .split('@')[0]
      ?.split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  const initials = words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0]?.slice(0, 2) ?? '?');
  return initials.toUpperCase();
}

interface IdentitySources {
  profile?: { full_name: string | null; email: string | null } | null;
  metadataName?: unknown;
  email?: string | null;
}

/** Profile full_name, then profile e-mail; without a profile, the session's name metadata, then e-mail. */
export function displayNameOf({ profile, metadataName, email }: IdentitySources): string {
  const candidates = profile
    ? [profile.full_name, profile.email, email]
    : [typeof metadataName === 'string' ? metadataName : null, email];
  return candidates.find((candidate) => candidate?.trim())?.trim() ?? '';
}
