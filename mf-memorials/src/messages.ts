import { catalogLoader, withUiKitPageMessages } from '@evergreen/design-system/messages';

/**
 * This remote's catalog, with the UI kit's words of pages (the domain's errors, the upgrade dialog, the pickers...):
 * the runtime loads the page's locale when the routes or a widget of this remote render.
 */
export const loadMessages = withUiKitPageMessages(
  catalogLoader({
    en: () => import('./locales/en.po'),
    es: () => import('./locales/es.po'),
    de: () => import('./locales/de.po'),
    fr: () => import('./locales/fr.po'),
    ar: () => import('./locales/ar.po'),
  }),
);
