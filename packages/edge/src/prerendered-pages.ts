import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { customPropertiesOf, withoutUnusedCustomProperties } from '@evergreen/build-config/critical-css';
import { authScreenOf } from '@evergreen/domain/auth';
import type { AppConfig, RemoteName } from '@evergreen/domain/contracts';
import { directionOf, type Locale, languageTag, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { paths } from '@evergreen/domain/paths';
import {
  EARLY_CLICKS,
  localizedPageName,
  type MemorialPrerenderModule,
  PAGE_DATA_ID,
  PRERENDER_FRAME_PATH,
  PRERENDER_OUTLET,
  type PrerenderedPage,
  type RenderedFragment,
} from '@evergreen/domain/prerender';
import { importSource } from './import-source';

/**
 * The shell's host puts a page's main content in the first HTML response (issue 14): the shell's prerendered
 * layout (its build's `prerender/frame-*.json`) around a prerendered fragment. mf-public's pages are rendered at
 * its build and fetched from its deployment next to its manifest (`prerender/landing.json` for `/`,
 * `prerender/help.json` for `/help`); the shell's own /auth is in its build (`prerender/auth.json`); for
 * `/graves/:idOrSlug` mf-memorials' fragment is rendered per request by its own server bundle
 * (`prerender/server/render.mjs`) from the memorial an anonymous visitor may read, and comes with the data it was
 * drawn from. Every page comes in `#root` itself, and the app hydrates it (shell/src/bootstrap.tsx): the nodes the
 * visitor sees are the ones that answer. Fields and choices come disabled in prerendered markup (design-system's
 * usePrerendered) until the app's are live; a button pressed before then is pressed again once it answers
 * (EARLY_CLICKS). Anything that fails or takes too long gives the app's plain index.html, as before.
 */

const MEMORIAL_PAGE = /^\/graves\/([^/]+)\/?$/;
/** mf-public's prerendered pages (its prerender/<name>.json), by path. */
const PUBLIC_PAGES: Readonly<Record<string, string>> = { [paths.home]: 'landing', [paths.help]: 'help' };

/** Where a page's prerendered content comes from. */
export type PageSource =
  | { app: 'mf_public'; fragment: string }
  | { app: 'shell'; fragment: string }
  /** As it stands in the path (URL-encoded). */
  | { app: 'mf_memorials'; idOrSlug: string };

/**
 * The prerendered content for a navigation to `pathname` with its `search`, or undefined: the app alone. /auth is
 * the sign-in form as its query asks for it (with the notice that `?next=` brings the visitor back, or without);
 * a password-reset link's form depends on a recovery session only the browser has, so it is never prerendered.
 */
export function pageSourceOf(pathname: string, search = ''): PageSource | undefined {
  const publicPage = PUBLIC_PAGES[pathname];
  if (publicPage) return { app: 'mf_public', fragment: publicPage };
  if (pathname === paths.auth) {
    const screen = authScreenOf(new URLSearchParams(search));
    if (screen.resetting) return undefined;
    return { app: 'shell', fragment: screen.returning ? 'auth-next' : 'auth' };
  }
  const idOrSlug = MEMORIAL_PAGE.exec(pathname)?.[1];
  return idOrSlug === undefined ? undefined : { app: 'mf_memorials', idOrSlug };
}

/** How long reading and rendering a memorial may take before the visitor gets the plain app instead. */
const BUDGET_MS = 2_000;
/** Fragments and the memorial bundle are revalidated (ETag) at most this often: a redeploy shows within it. */
const REVALIDATE_MS = 5_000;
const DOWNLOAD_TIMEOUT_MS = 10_000;

export interface ComposedPage {
  html: string;
  /** CSP sources (`'sha256-...'`) of the page's inline scripts (the color-scheme script, the scripts' loader). */
  scriptHashes: string[];
}

export interface PrerenderedPages {
  /** `/`, `/help`, `/auth` and `/graves/:idOrSlug`: the pages that may come prerendered. */
  handles(pathname: string): boolean;
  /**
   * The page for a navigation to `pathname` (`location`: with its query) with its content in it, drawn in `locale`
   * (the request's: requestLocale), or undefined: serve index.html as usual.
   */
  pageFor(pathname: string, location?: string, locale?: Locale): Promise<ComposedPage | undefined>;
}

interface Cached<T> {
  etag: string | null;
  checked: number;
  value: T;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `'sha256-...'` for each inline script of the markup, as Content-Security-Policy names allowed scripts (not the
 * data of a `<script type="application/json">`, which is never run).
 */
export function inlineScriptHashes(markup: string): string[] {
  return [...markup.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

const ROOT = '<div id="root"></div>';

/** Pruned styles by what they were pruned for: each page's are pruned once (tens of ms), not at every request. */
const prunedStyles = new Map<string, string[]>();
const PRUNED_STYLES_KEPT = 50;

/** The frame's and the fragment's stylesheets without the custom properties the page does not read. */
function stylesFor(stylesheets: string[], markup: string): string[] {
  const read = customPropertiesOf(markup);
  const key = createHash('sha256')
    .update(JSON.stringify([stylesheets, [...read].sort()]))
    .digest('base64');
  let styles = prunedStyles.get(key);
  if (!styles) {
    styles = withoutUnusedCustomProperties(stylesheets, read);
    const oldest = prunedStyles.keys().next();
    if (prunedStyles.size >= PRUNED_STYLES_KEPT && !oldest.done) prunedStyles.delete(oldest.value);
    prunedStyles.set(key, styles);
  }
  return styles;
}

/**
 * `<html>` saying the page's language and direction (issue 28), and the locale it was drawn in (`data-locale`),
 * which the app starts in so that hydrating matches the markup (runtime's initialLocale).
 */
export function withDocumentLocale(page: string, locale: Locale): string {
  return page.replace(/<html\b([^>]*)>/, (_, attributes: string) => {
    const others = attributes.replace(/\s(?:lang|dir|data-locale)="[^"]*"/g, '');
    return `<html${others} lang="${languageTag(locale)}" dir="${directionOf(locale)}" data-locale="${locale}">`;
  });
}

/** React's markers of a Suspense boundary rendered on the server with its content. */
const SUSPENSE_START = '<!--$-->';
const SUSPENSE_END = '<!--/$-->';

/**
 * A fragment's data as the content of a `<script type="application/json">`: `<` escaped, so no `</script>` (or
 * `<!--`) in the data can end it early.
 */
export function jsonScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Until the app has hydrated the page, the buttons pressed in `#root` (a click, or Enter or Space on a focused one):
 * the app presses each again once it answers (EARLY_CLICKS). Links and `<details>` answer without it.
 */
const EARLY_CLICKS_SCRIPT = `<script>window.${EARLY_CLICKS}=[];addEventListener('click',function(e){var q=window.${EARLY_CLICKS},b=e.target instanceof Element&&e.target.closest('#root button');if(q&&b&&q.indexOf(b)<0)q.push(b)},true)</script>`;

/**
 * index.html with the frame around the fragment in place of the empty #root, which the app hydrates: the fragment
 * where the app's tree has it, inside the one Suspense boundary of the route that mounts it (a remote's
 * RemoteMount, the shell's lazy /auth). The frame's head markup and both stylesheets (without the custom properties
 * the page does not read) at the end of <head>, the fragment's title and description, and its data after `#root`;
 * `#root` carries the app's own title and description, which the app puts back as it takes over.
 */
export function composePage(
  index: string,
  frame: PrerenderedPage,
  fragment: RenderedFragment,
  fragmentCss: string,
  { location, locale = SOURCE_LOCALE }: { location?: string; locale?: Locale } = {},
): string {
  if (!index.includes(ROOT)) throw new Error('index.html has no empty #root');
  if (!frame.html.includes(PRERENDER_OUTLET)) throw new Error('The frame has no outlet');
  const appTitle = /<title>([^<]*)<\/title>/.exec(index)?.[1] ?? '';
  const appDescription = /<meta name="description" content="([^"]*)"/.exec(index)?.[1] ?? '';
  let page = withDocumentLocale(index, locale);
  if (fragment.title)
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(fragment.title)}</title>`);
  if (fragment.description) {
    page = page.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(fragment.description)}"`,
    );
  }
  const framed = location
    ? frame.html.replaceAll(encodeURIComponent(PRERENDER_FRAME_PATH), () => encodeURIComponent(location))
    : frame.html;
  // React puts the resources it hoists (the preload of a photo fetched with high priority) in front of markup it
  // renders without a document: they belong in <head>, and the tree that hydrates the fragment does not draw them.
  const hoisted = /^(?:<link [^>]*>)*/.exec(fragment.html)?.[0] ?? '';
  const body = fragment.html.slice(hoisted.length);
  const content = framed.replace(PRERENDER_OUTLET, () => `${SUSPENSE_START}${body}${SUSPENSE_END}`);
  const styles = stylesFor([frame.css, fragmentCss], content)
    .map((css) => `<style data-prerendered>${css}</style>`)
    .join('');
  // No paint before the prerendered markup is parsed to its end: a parser that yields midway (a slow phone) painted
  // a footer holding only its first line, which grew as the rest arrived (a layout shift on /auth at 375 px).
  const wholePage = `<link rel="expect" href="#root" blocking="render" data-prerendered>`;
  page = page.replace(
    '</head>',
    `${frame.head ?? ''}${hoisted}${styles}${wholePage}${EARLY_CLICKS_SCRIPT}</head>`,
  );
  // The page paints without the app's scripts, so they are asked for once it has painted (in their order), not
  // while the HTML and its styles are still arriving.
  const scripts: string[] = [];
  page = page.replace(/<script defer src="([^"]+)"><\/script>/g, (_, src: string) => {
    scripts.push(src);
    return '';
  });
  const loader =
    scripts.length === 0
      ? ''
      : `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})})})</script>`;
  const appMeta = `data-app-title="${appTitle}" data-app-description="${appDescription}"`;
  const data =
    fragment.data === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ID}">${jsonScriptContent(fragment.data)}</script>`;
  return page.replace(ROOT, () => `<div id="root" data-hydrate ${appMeta}>${content}</div>${data}${loader}`);
}

export function prerenderedPages({
  shellDir,
  appConfig,
}: {
  shellDir: string;
  appConfig: () => AppConfig;
}): PrerenderedPages {
  const cache = new Map<string, Cached<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();

  /** A file of a deployment, kept while its ETag holds; one download at a time per file. */
  function fetchCached<T>(url: string, read: (response: Response) => Promise<T>): Promise<T> {
    const cached = cache.get(url) as Cached<T> | undefined;
    if (cached && Date.now() - cached.checked < REVALIDATE_MS) return Promise.resolve(cached.value);
    const pending = inFlight.get(url) as Promise<T> | undefined;
    if (pending) return pending;
    const download = (async () => {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      });
      if (response.status === 304 && cached) {
        cached.checked = Date.now();
        return cached.value;
      }
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const value = await read(response);
      cache.set(url, { etag: response.headers.get('etag'), checked: Date.now(), value });
      return value;
    })().finally(() => inFlight.delete(url));
    inFlight.set(url, download);
    return download;
  }

  const remoteFile = (remote: RemoteName, path: string) => {
    const manifest = appConfig().remotes[remote];
    if (!manifest) throw new Error(`No manifest for ${remote}`);
    return new URL(`prerender/${path}`, manifest).href;
  };
  const json = (response: Response) => response.json() as Promise<PrerenderedPage>;
  const fragmentOf = (remote: RemoteName, name: string) =>
    fetchCached(remoteFile(remote, `${name}.json`), json);
  /** A page of the shell's own build (its frames, its /auth). */
  const frameOf = async (name: string) =>
    JSON.parse(await readFile(join(shellDir, 'prerender', `${name}.json`), 'utf8')) as PrerenderedPage;

  /** The remote's server bundle, evaluated once per version of it. */
  const memorialModule = () =>
    fetchCached(remoteFile('mf_memorials', 'server/render.mjs'), async (response) =>
      importSource<MemorialPrerenderModule>(await response.text()),
    );

  async function compose(
    pathname: string,
    location: string,
    locale: Locale,
  ): Promise<ComposedPage | undefined> {
    const named = (name: string) => localizedPageName(name, locale);
    const source = pageSourceOf(pathname, new URL(location, 'http://host').search);
    if (!source) return undefined;
    const index = await readFile(join(shellDir, 'index.html'), 'utf8');
    if (source.app !== 'mf_memorials') {
      const [frame, fragment] = await Promise.all([
        frameOf(named('frame-public')),
        source.app === 'shell'
          ? frameOf(named(source.fragment))
          : fragmentOf('mf_public', named(source.fragment)),
      ]);
      const html = composePage(index, frame, fragment, fragment.css, { locale });
      return { html, scriptHashes: inlineScriptHashes(html) };
    }
    const { supabaseUrl, supabaseAnonKey, mapTileUrl } = appConfig();
    const [frame, styles, module] = await Promise.all([
      frameOf(named('frame-memorial')),
      fragmentOf('mf_memorials', 'memorial'),
      memorialModule(),
    ]);
    // The files above are the deployment's, fetched once (their own timeouts); the budget is for this request's
    // part: reading the memorial and rendering it. Past it the visitor gets the app.
    const signal = AbortSignal.timeout(BUDGET_MS);
    const fragment = await Promise.race([
      module.renderPublicMemorial({
        supabaseUrl,
        supabaseAnonKey,
        mapTileUrl,
        idOrSlug: decodeURIComponent(source.idOrSlug),
        locale,
      }),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
    if (!fragment) return undefined;
    const html = composePage(index, frame, fragment, styles.css, { location, locale });
    return { html, scriptHashes: inlineScriptHashes(html) };
  }

  // The memorial bundle (about a megabyte) is fetched ahead of the first memorial page, once the remotes listen.
  const warm = () => void memorialModule().catch(() => undefined);
  setTimeout(warm, 1_000).unref();

  return {
    handles(pathname) {
      // Without its query: /auth's may yet ask for the page that is not prerendered (pageFor then says so).
      const handled = pageSourceOf(pathname) !== undefined;
      if (handled) warm();
      return handled;
    },
    async pageFor(pathname, location = pathname, locale = SOURCE_LOCALE) {
      try {
        return await compose(pathname, location, locale);
      } catch (error) {
        // Prerendering is a head start, never a requirement: the app renders the page as it always did.
        console.warn(`Prerendering ${pathname} failed, serving the app:`, (error as Error).message);
        return undefined;
      }
    },
  };
}
