import { REMOTE_MOUNTS, type RemoteName, type RouteMount } from './contracts';

/**
 * Every address of the app, built in one place from where the shell mounts each remote (REMOTE_MOUNTS), so a
 * mount that moves changes every link with it. Components link through `paths`; a remote's routes.tsx declares
 * its routes with the matching `*_ROUTES` patterns, relative to its mount.
 */

function mountOf(remote: RemoteName, mount: RouteMount): string {
  const base = REMOTE_MOUNTS[remote][mount];
  if (base === undefined) throw new Error(`${remote} has no ${mount} mount`);
  return base;
}

/** A mount joined with a relative path: ('/', 'help') -> '/help', ('/dashboard', '') -> '/dashboard'. */
function under(base: string, relative: string): string {
  const trimmed = base.replace(/\/$/, '');
  if (relative === '') return trimmed === '' ? '/' : trimmed;
  return `${trimmed}/${relative}`;
}

/** A route pattern with its `:params` filled in, each value URL-encoded. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** The memorials remote's routes, relative to its mounts (/dashboard and /graves). */
export const MEMORIAL_ROUTES = {
  add: 'add',
  details: 'grave/:id',
  edit: 'edit/:id',
  /** Bulk import from a CSV file (Family plan). */
  import: 'import',
  /** Support's screen of open reports (the `support` role only). */
  moderation: 'moderation',
  public: ':idOrSlug',
} as const;

/** The public remote's pages, relative to / . */
export const PUBLIC_ROUTES = {
  terms: 'terms',
  privacy: 'privacy',
  contact: 'contact',
  help: 'help',
  /** The confirm page of a notification e-mail's unsubscribe link (?token=). */
  unsubscribe: 'unsubscribe',
  /** Find a memorial (issue 31). */
  search: 'search',
  cemetery: 'cemeteries/:slug',
} as const;

const dashboard = mountOf('mf_memorials', 'dashboard');
const graves = mountOf('mf_memorials', 'public');
const home = mountOf('mf_public', 'public');

export const paths = {
  home,
  terms: under(home, PUBLIC_ROUTES.terms),
  privacy: under(home, PUBLIC_ROUTES.privacy),
  contact: under(home, PUBLIC_ROUTES.contact),
  help: under(home, PUBLIC_ROUTES.help),
  unsubscribe: under(home, PUBLIC_ROUTES.unsubscribe),
  search: under(home, PUBLIC_ROUTES.search),
  /** A cemetery's page: its public memorials, their count and a map. */
  cemetery: (slug: string) => under(home, fill(PUBLIC_ROUTES.cemetery, { slug })),
  /** The shell's own sign-in page. */
  auth: '/auth',
  dashboard: under(dashboard, ''),
  addMemorial: under(dashboard, MEMORIAL_ROUTES.add),
  memorial: (id: string) => under(dashboard, fill(MEMORIAL_ROUTES.details, { id })),
  editMemorial: (id: string) => under(dashboard, fill(MEMORIAL_ROUTES.edit, { id })),
  importMemorials: under(dashboard, MEMORIAL_ROUTES.import),
  moderation: under(dashboard, MEMORIAL_ROUTES.moderation),
  /** The public address of a memorial, by id or readable slug: /graves/{idOrSlug}. */
  publicMemorial: (idOrSlug: string) => under(graves, fill(MEMORIAL_ROUTES.public, { idOrSlug })),
  reminders: under(mountOf('mf_reminders', 'dashboard'), ''),
  settings: under(mountOf('mf_billing', 'dashboard'), ''),
} as const;
