/**
 * The rules of a custom memorial address (/graves/{slug}, issue 15): the form checks them as the owner types, and
 * the database checks them again on save (backend supabase/schemas/60_public_site.sql), which is the authority, and
 * also knows whether an address is taken.
 */

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;

/** Words the app's own paths use or that would mislead; the same list as private.reserved_slugs(). */
export const RESERVED_SLUGS: readonly string[] = [
  'about',
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'blog',
  'checkout',
  'contact',
  'dashboard',
  'demo',
  'edit',
  'evergreen',
  'faq',
  'functions',
  'grave',
  'graves',
  'help',
  'home',
  'index',
  'login',
  'logout',
  'mailbox',
  'memorial',
  'memorials',
  'new',
  'plans',
  'pricing',
  'privacy',
  'profile',
  'register',
  'rest',
  'robots',
  'robots-txt',
  'root',
  'search',
  'settings',
  'share',
  'sign-in',
  'sign-out',
  'sign-up',
  'signin',
  'signup',
  'sitemap',
  'sitemap-xml',
  'static',
  'storage',
  'support',
  'terms',
  'www',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What the database answers for an address: `rpc('memorial_slug_status')`. */
export type SlugStatus = 'available' | 'taken' | 'reserved' | 'invalid';

/** True for an id address (/graves/{uuid}); anything else after /graves/ is read as a custom address. */
export function isMemorialId(idOrSlug: string): boolean {
  return UUID.test(idOrSlug);
}

/** 'invalid', 'reserved', or null when only the database can still say no (taken). */
export function slugProblem(slug: string): 'invalid' | 'reserved' | null {
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) return 'invalid';
  if (!SLUG.test(slug) || UUID.test(slug)) return 'invalid';
  return RESERVED_SLUGS.includes(slug) ? 'reserved' : null;
}

/** What a person types, as an address could be: lower case, spaces and underscores as hyphens. */
export function normalizeSlugInput(typed: string): string {
  return typed.toLowerCase().replace(/[\s_]+/g, '-');
}

/** The sentence the form shows for each answer. */
export const SLUG_STATUS_TEXT: Record<SlugStatus, string> = {
  available: 'This address is available.',
  taken: 'This address is already taken; choose another.',
  reserved: 'This word is reserved; choose another address.',
  invalid:
    'Use 3 to 60 lowercase letters, digits and hyphens, with no hyphen at the start, at the end or twice in a row.',
};
