import { catalogLoader, withUiKitPageMessages } from '@evergreen/design-system/messages';
import { isDisplayLocale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { addCatalog } from '@evergreen/runtime/messages';
import { i18n } from '@lingui/core';

/**
 * This remote's catalog as the runtime knows it (the routes module's `messages`): the landing page's messages, loaded
 * for the page's locale when the routes render, so a first visit of `/` carries no other page's words.
 */
export const loadMessages = catalogLoader({
  en: () => import('./locales/landing.en.po'),
  es: () => import('./locales/landing.es.po'),
  de: () => import('./locales/landing.de.po'),
  fr: () => import('./locales/landing.fr.po'),
  ar: () => import('./locales/landing.ar.po'),
});

/**
 * The other pages' messages (help centre, legal pages, contact): most of this remote's words, with the UI kit's words
 * of pages (the contact form's errors, the search's memorial cards and map).
 */
export const loadPageMessages = withUiKitPageMessages(
  catalogLoader({
    en: () => import('./locales/en.po'),
    es: () => import('./locales/es.po'),
    de: () => import('./locales/de.po'),
    fr: () => import('./locales/fr.po'),
    ar: () => import('./locales/ar.po'),
  }),
);

const PAGE_CATALOG = 'mf_public:pages';

/**
 * Called as a page's module is imported (help, legal, contact): from then on every language switch loads the pages'
 * catalog too, and so does the prerender, which imports its pages before it starts the messages.
 */
export function registerPageMessages(): void {
  addCatalog(PAGE_CATALOG, loadPageMessages);
}

/**
 * A page's chunk with the pages' catalog of the active locale: the page (a lazyPage, preloaded before the app
 * hydrates its prerendered markup) renders at once, never with a missing message.
 */
export async function withPageMessages<Module>(page: Promise<Module>): Promise<Module> {
  const locale = isDisplayLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const [module, { messages }] = await Promise.all([page, loadPageMessages(locale)]);
  i18n.load(locale, messages);
  return module;
}
