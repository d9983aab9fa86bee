import { type Locale, SOURCE_LOCALE } from './locale';

/**
 * The contract of prerendering (issue 14): what an app's build publishes under `prerender/` at its deployment, and
 * what the shell's host reads to put a page's main content in the first HTML response. The app renders its own
 * markup; the host only places it.
 */

/** `prerender/<name>.json` of an app's deployment (build-config's definePrerenderConfig writes it). */
export interface PrerenderedPage {
  html: string;
  /** The rules of the app's CSS (Mantine's included) that the markup may use. */
  css: string;
  title?: string;
  description?: string;
  /** Markup for the document's head (the shell's color-scheme script). */
  head?: string;
  /** A frame (the shell's layout) keeps global rules (`:root` variables, element defaults) in its CSS. */
  frame?: boolean;
}

/**
 * The name of a prerendered page in one locale (issue 28): every page is prerendered in every locale, English as
 * `<name>.json` (as before) and the others as `<name>.<locale>.json`; the host picks the request's.
 */
export function localizedPageName(name: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? name : `${name}.${locale}`;
}

/** Where a frame (`frame-public.json`, `frame-memorial.json` of the shell) takes the remote's fragment. */
export const PRERENDER_OUTLET = '<evergreen-outlet></evergreen-outlet>';

/**
 * The address a frame is rendered at when the page's own is known only per request (a public memorial): links the
 * frame derives from the location (Sign In's `?next=`) carry it, and the host writes the request's path and query in
 * its place, so a click before the app has taken over still comes back to the page.
 */
export const PRERENDER_FRAME_PATH = '/graves/prerendered';

/**
 * A fragment rendered per request: markup, the document's title and description, and the data the markup was
 * drawn from (TanStack Query's dehydrated cache), which the host writes into the page (PAGE_DATA_ID) so that the
 * app's first render draws the same and hydrates it.
 */
export type RenderedFragment = Pick<PrerenderedPage, 'html' | 'title' | 'description'> & { data?: unknown };

/**
 * mf-memorials' `prerender/server/render.mjs`, run by the host for `/graves/:idOrSlug`: the public memorial read
 * as an anonymous visitor (row-level security decides), with the queries' data it was drawn from, or null when it is
 * private, missing or moved to another address (the app then answers as it always does). Its styles are
 * `prerender/memorial.json`'s css.
 */
export interface MemorialPrerenderModule {
  renderPublicMemorial(request: {
    supabaseUrl: string;
    supabaseAnonKey: string;
    /** The deployment's tile template, for the picture of the map. */
    mapTileUrl: string;
    idOrSlug: string;
    /** The request's locale (the host's choice: cookie, else Accept-Language); English when not given. */
    locale?: Locale;
  }): Promise<RenderedFragment | null>;
}

/** The id of the page's `<script type="application/json">` holding a fragment's data. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The window property under which a prerendered page records the buttons clicked (or pressed with a key) before the
 * app has hydrated them: an inline script of the host's page collects them, and the app clicks each again once it
 * answers, so a press at first paint is never lost (issue 26). The app sets it to null when done.
 */
export const EARLY_CLICKS = '__evergreenEarlyClicks';
