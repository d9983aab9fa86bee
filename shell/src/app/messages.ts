import { catalogLoader } from '@evergreen/design-system/messages';

/** The shell's own catalog (its layouts, navigation and sign-in pages). */
export const loadShellMessages = catalogLoader({
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  de: () => import('../locales/de.po'),
  fr: () => import('../locales/fr.po'),
  ar: () => import('../locales/ar.po'),
});
