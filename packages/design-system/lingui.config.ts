import { defineMessagesConfig } from '@evergreen/build-config/lingui';

const config = defineMessagesConfig();
const [catalog] = config.catalogs ?? [];
if (!catalog) throw new Error('defineMessagesConfig gives one catalog');
const exclude = catalog.exclude ?? [];

/** The plans' names, descriptions and features: the landing page's plan cards show them on a first visit. */
const PLAN_TEXTS = '<rootDir>/../domain/src/plan-texts.ts';

/** The design system's components that only the apps' pages show, never a first visit of `/`. */
const PAGE_COMPONENTS = [
  'DateField',
  'ImagePicker',
  'LocationMap',
  'MapPicker',
  'MemorialCard',
  'PasswordStrength',
];

/**
 * The UI kit's two catalogs. `src/locales/{locale}`, which every host loads on every page: the words of the frame
 * (language menu, colour scheme, not found, error panels), the runtime kit's and the plans' texts. `src/locales/pages.{locale}`: the
 * domain's other messages (the error catalogue, server errors, two-step sign-in, the upgrade dialog) and the
 * components of PAGE_COMPONENTS, fetched with the catalogs of the pages that show them (withUiKitPageMessages).
 */
export default {
  ...config,
  catalogs: [
    // First: the loaders find a catalog file's catalog by the first path that matches, and `{locale}` of the other
    // would match `pages.de` too.
    {
      ...catalog,
      path: '<rootDir>/src/locales/pages.{locale}',
      include: ['<rootDir>/../domain/src', ...PAGE_COMPONENTS.map((name) => `<rootDir>/src/${name}`)],
      exclude: [...exclude, PLAN_TEXTS],
    },
    {
      ...catalog,
      include: ['<rootDir>/src', '<rootDir>/../runtime/src', PLAN_TEXTS],
      exclude: [...exclude, ...PAGE_COMPONENTS.map((name) => `<rootDir>/src/${name}/**`)],
    },
  ],
};
