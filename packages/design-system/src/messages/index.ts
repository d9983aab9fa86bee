import { type DisplayLocale, type Locale, PSEUDO_LOCALE } from '@evergreen/domain/locale';
import type { Messages } from '@lingui/core';

/** An app's catalog of one locale: its compiled `src/locales/{locale}.po`. */
export type CatalogLoader = (locale: DisplayLocale) => Promise<{ messages: Messages }>;

/**
 * An app's catalogs, one `import()` per locale written out: each locale is a chunk of its own, and the few bytes
 * of this table are what every first visit carries (a template `import()` builds a context module of about 0.4 KiB
 * gz per app for the same).
 */
export type Catalogs = Readonly<Record<Locale, () => Promise<{ messages: Messages }>>>;

/**
 * The pseudo-locale is made from the English catalog when it is asked for (pseudo.ts, downloaded then only), so no
 * app ships a catalog of it.
 */
export const catalogLoader =
  (catalogs: Catalogs): CatalogLoader =>
  async (locale) => {
    if (locale !== PSEUDO_LOCALE) return catalogs[locale]();
    const [{ messages }, { pseudolocalize }] = await Promise.all([catalogs.en(), import('./pseudo')]);
    return { messages: pseudolocalize(messages) };
  };

/**
 * The UI kit's catalog: the design system's messages and the runtime kit's (its error panels and widget stand-ins),
 * the texts every host shows around the apps' own.
 */
export const loadUiKitMessages = catalogLoader({
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  de: () => import('../locales/de.po'),
  fr: () => import('../locales/fr.po'),
  ar: () => import('../locales/ar.po'),
});

/**
 * The UI kit's words of the apps' pages, never on a first visit of `/`: the domain's messages (the error catalogue, the
 * server's known errors, two-step sign-in, the upgrade dialog; the plans' texts are in the UI kit's catalog, for the
 * landing page) and the design system's page components (date field, image and map pickers, maps, memorial card,
 * password strength). The catalogs of the pages that show them bring them (withUiKitPageMessages).
 */
export const loadUiKitPageMessages = catalogLoader({
  en: () => import('../locales/pages.en.po'),
  es: () => import('../locales/pages.es.po'),
  de: () => import('../locales/pages.de.po'),
  fr: () => import('../locales/pages.fr.po'),
  ar: () => import('../locales/pages.ar.po'),
});

/**
 * An app's catalog with the UI kit's page words beside it, fetched side by side: for the catalogs of every page after
 * the landing's (and the widgets on them). Those chunks are this shared module's, so the apps of a page fetch them once.
 */
export const withUiKitPageMessages =
  (load: CatalogLoader): CatalogLoader =>
  async (locale) => {
    const [kit, own] = await Promise.all([loadUiKitPageMessages(locale), load(locale)]);
    return { messages: { ...kit.messages, ...own.messages } };
  };
