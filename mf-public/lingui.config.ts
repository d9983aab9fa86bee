import { defineMessagesConfig } from '@evergreen/build-config/lingui';

const config = defineMessagesConfig();
const [catalog] = config.catalogs ?? [];
if (!catalog) throw new Error('defineMessagesConfig gives one catalog');
const exclude = catalog.exclude ?? [];

/**
 * Two catalogs, so a first visit of `/` downloads the landing page's messages only: `src/locales/landing.{locale}`
 * comes with the routes module, `src/locales/{locale}` (the help centre's answers, the legal pages, the contact form)
 * with the first of those pages (src/messages.ts).
 */
export default {
  ...config,
  catalogs: [
    // First: the loaders find a catalog file's catalog by the first path that matches, and `{locale}` of the other
    // would match `landing.de` too.
    {
      ...catalog,
      path: '<rootDir>/src/locales/landing.{locale}',
      include: ['<rootDir>/src/features/landing'],
    },
    { ...catalog, exclude: [...exclude, '**/features/landing/**'] },
  ],
};
