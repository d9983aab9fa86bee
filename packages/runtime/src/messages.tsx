import { type CatalogLoader, loadUiKitMessages } from '@evergreen/design-system/messages';
import {
  type DisplayLocale,
  directionOf,
  isDisplayLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  languageTag,
  PSEUDO_LOCALE,
  readCookie,
  SOURCE_LOCALE,
} from '@evergreen/domain/locale';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider, useDirection } from '@mantine/core';
import { type ComponentType, type ReactNode, use, useEffect } from 'react';

/**
 * The page's messages. One Lingui `i18n` (a federation singleton) holds every app's catalog; the shell owns which
 * locale is active, and each app adds its own catalog for that locale when its code arrives, so a remote ships its
 * messages with its code and the reader downloads their own locale's only.
 */

export type { CatalogLoader };

const catalogs = new Map<string, CatalogLoader>();

/**
 * A catalog's loading, with the fields React's `use()` reads (its documented thenable protocol): once settled, a
 * render reads it without suspending, even the first render that meets it (a catalog loaded before by
 * activateLocale), and every render of a component calls `use()` alike.
 */
type CatalogLoading = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  reason?: unknown;
};

const loads = new Map<string, CatalogLoading>();

/**
 * Outside production builds, Lingui's macros keep the English source text in the code and compile it when shown: the
 * source locale needs no catalog there (tests and dev servers render English without waiting for one).
 */
const SOURCE_IN_CODE = process.env.NODE_ENV !== 'production';

function settled(): CatalogLoading {
  const promise: CatalogLoading = Promise.resolve();
  promise.status = 'fulfilled';
  return promise;
}

function loadCatalog(name: string, load: CatalogLoader, locale: DisplayLocale): CatalogLoading {
  const key = `${name}:${locale}`;
  const loading = loads.get(key);
  if (loading) return loading;
  if (SOURCE_IN_CODE && locale === SOURCE_LOCALE) {
    const inCode = settled();
    loads.set(key, inCode);
    return inCode;
  }
  const promise: CatalogLoading = load(locale).then(({ messages }) => {
    i18n.load(locale, messages);
  });
  promise.status = 'pending';
  promise.then(
    () => {
      promise.status = 'fulfilled';
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      // A catalog that could not be fetched is fetched again by the next render that needs it ("Try again").
      loads.delete(key);
    },
  );
  loads.set(key, promise);
  return promise;
}

/**
 * Makes an app's catalog part of the page: loaded now for the active locale (suspending until it is, so nothing is
 * drawn with a missing message) and again for every locale the reader switches to.
 */
export function useCatalog(name: string, load: CatalogLoader): void {
  const { i18n: active } = useLingui();
  catalogs.set(name, load);
  const locale = isDisplayLocale(active.locale) ? active.locale : SOURCE_LOCALE;
  use(loadCatalog(name, load, locale) as Promise<void>);
}

/** Registers a catalog outside React: the shell's own, before its first render. */
export function addCatalog(name: string, load: CatalogLoader): void {
  catalogs.set(name, load);
}

/**
 * Registers a catalog and loads it in the active locale, without React: for a chunk shown after the first paint that
 * brings its own words (fetched beside the chunk, so the page renders at once); every later switch loads it too.
 */
export function preloadCatalog(name: string, load: CatalogLoader): Promise<void> {
  catalogs.set(name, load);
  return loadCatalog(name, load, isDisplayLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
}

/**
 * Switches the page to `locale` once every catalog the page has (the shell's and each remote's mounted so far) is
 * loaded in it: the switch re-renders every mounted app at once, and none of them draws a message it lacks.
 */
export async function activateLocale(locale: DisplayLocale): Promise<void> {
  await Promise.all([...catalogs].map(([name, load]) => loadCatalog(name, load, locale)));
  i18n.activate(locale, [languageTag(locale)]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = languageTag(locale);
    document.documentElement.dir = directionOf(locale);
  }
}

/**
 * The locale a page starts in: the reader's choice (the cookie the language menu sets), else what the browser
 * prefers, as the host chose for the first HTML; `?locale=pseudo` shows the pseudo-locale for layout checks.
 */
export function initialLocale(): DisplayLocale {
  if (new URLSearchParams(window.location.search).get('locale') === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  // The host wrote the locale it drew the first HTML in: hydrating in another would not match that markup.
  const drawnIn = document.documentElement.dataset.locale;
  if (isLocale(drawnIn)) return drawnIn;
  const chosen = readCookie(document.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  // navigator.languages is the browser's Accept-Language, in its order of preference.
  return navigator.languages.map((tag) => tag.split('-')[0]).find(isLocale) ?? SOURCE_LOCALE;
}

/** Remembers a reader's choice for their next visits, signed in or not (a year; the host reads it too). */
export function rememberLocale(locale: DisplayLocale): void {
  if (locale === PSEUDO_LOCALE) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Firefox or Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches to a locale whose catalogs are all loaded, at once: a server render between two awaits (one request's
 * public memorial) draws in its own locale even while another request's render waits for its data.
 */
export function activateLoadedLocale(locale: DisplayLocale): void {
  i18n.activate(locale, [languageTag(locale)]);
}

/**
 * The reader chose a language (the header's language menu): the page switches to it without a reload, and their
 * next visits start in it.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
}

/**
 * Before a page's first render: the catalogs every page has (the UI kit's and the app's own) loaded in the starting locale, and that locale active.
 */
export function startMessages(app: string, load: CatalogLoader, locale = initialLocale()): Promise<void> {
  addCatalog('ui-kit', loadUiKitMessages);
  addCatalog(app, load);
  return activateLocale(locale);
}

/** Mantine's direction follows the active locale (Arabic mirrors the layout); the map and numbers keep their own. */
function DirectionOfLocale() {
  const { i18n: active } = useLingui();
  const { setDirection } = useDirection();
  const direction = directionOf(isDisplayLocale(active.locale) ? active.locale : SOURCE_LOCALE);
  useEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}

/** The page's messages and direction, around everything the shell or a standalone remote renders. */
export function MessagesProvider({ children }: { children: ReactNode }) {
  const locale = isDisplayLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(locale)} detectDirection={false}>
        <DirectionOfLocale />
        {children}
      </DirectionProvider>
    </I18nProvider>
  );
}

/**
 * A remote's exposed widget with its remote's catalog: rendered inside another app's page, it brings its own
 * messages in the page's locale (suspending in the slot until they are loaded).
 */
export function withCatalog<Props extends object>(
  name: string,
  load: CatalogLoader,
  Widget: ComponentType<Props>,
): ComponentType<Props> {
  function WidgetWithMessages(props: Props) {
    useCatalog(name, load);
    return <Widget {...props} />;
  }
  WidgetWithMessages.displayName = `WithCatalog(${Widget.displayName ?? Widget.name})`;
  return WidgetWithMessages;
}
