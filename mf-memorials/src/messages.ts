import { catalogLoader } from '@evergreen/design-system/messages';

/** This remote's catalog: the runtime loads the page's locale when the routes or a widget of this remote render. */
export const loadMessages = catalogLoader({
  en: () => import('./locales/en.po'),
  es: () => import('./locales/es.po'),
  de: () => import('./locales/de.po'),
  fr: () => import('./locales/fr.po'),
  ar: () => import('./locales/ar.po'),
});
