import { catalogLoader, withUiKitPageMessages } from '@evergreen/design-system/messages';
import { preloadCatalog } from '@evergreen/runtime/messages';

/** The shell's own catalog of every page: its public frame (header, footer) and its start-up error. */
export const loadShellMessages = catalogLoader({
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  de: () => import('../locales/de.po'),
  fr: () => import('../locales/fr.po'),
  ar: () => import('../locales/ar.po'),
});

/**
 * The sign-in pages' and the dashboard frame's words, with the UI kit's words of pages (the domain's errors,
 * two-step sign-in, password strength): most of the shell's, none of them on a first visit of `/`.
 */
export const loadShellPageMessages = withUiKitPageMessages(
  catalogLoader({
    en: () => import('../locales/pages.en.po'),
    es: () => import('../locales/pages.es.po'),
    de: () => import('../locales/pages.de.po'),
    fr: () => import('../locales/pages.fr.po'),
    ar: () => import('../locales/pages.ar.po'),
  }),
);

export const SHELL_PAGE_CATALOG = 'shell:pages';

/**
 * A page's chunk (/auth, the dashboard's layout) with the pages' catalog in the active locale, fetched side by side:
 * the page renders at once, and from then on every language switch loads that catalog too.
 */
export async function withShellPageMessages<Module>(chunk: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([chunk, preloadCatalog(SHELL_PAGE_CATALOG, loadShellPageMessages)]);
  return module;
}
