import { defineMessagesConfig } from '@evergreen/build-config/lingui';

const config = defineMessagesConfig();
const [catalog] = config.catalogs ?? [];
if (!catalog) throw new Error('defineMessagesConfig gives one catalog');
const exclude = catalog.exclude ?? [];

/** The sign-in pages and the dashboard's frame: shown after the first paint, so their words come with their chunks. */
const PAGES = [
  '<rootDir>/src/auth',
  '<rootDir>/src/layout/DashboardLayout.tsx',
  '<rootDir>/src/layout/UserMenu.tsx',
];

/**
 * Two catalogs, so a first visit of `/` downloads only the words of the public frame (header, footer, start-up
 * error): `src/locales/pages.{locale}` comes with the sign-in page or the dashboard's layout (app/messages.ts),
 * `src/locales/{locale}` with the app.
 */
export default {
  ...config,
  catalogs: [
    // First: the loaders find a catalog file's catalog by the first path that matches, and `{locale}` of the other
    // would match `pages.de` too.
    {
      ...catalog,
      path: '<rootDir>/src/locales/pages.{locale}',
      include: PAGES,
      // What the frame shows before the dashboard's layout arrives stays in the frame's catalog.
      exclude: [...exclude, '**/auth/RequireAuth.tsx'],
    },
    {
      ...catalog,
      exclude: [
        ...exclude,
        '**/src/auth/!(RequireAuth).tsx',
        '**/src/auth/api/**',
        '**/layout/DashboardLayout.tsx',
        '**/layout/UserMenu.tsx',
      ],
    },
  ],
};
