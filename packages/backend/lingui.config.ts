import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's catalog: what the functions (reminder e-mails, the calendar feed, the contact confirmation, link
 * previews) and the local server's auth e-mails write, in `supabase/functions/_shared/messages/{locale}.po`.
 * Messages are `i18n._('English text {name}', { name })` calls and `/*i18n*\/ 'text'` constants (the Deno functions
 * run without a compile step, so no macros); `pnpm messages` extracts them and compiles the catalogs into
 * `catalogs.ts`, which Node and Deno import alike.
 */
const config: LinguiConfig = {
  locales: ['en', 'es', 'de', 'fr', 'ar'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/supabase/functions/_shared/messages/{locale}',
      include: ['<rootDir>/supabase/functions/_shared', '<rootDir>/src/auth/mails.ts'],
      exclude: ['**/*.test.*', '**/messages/catalogs.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // By id (the English text): the messages have no separate source text to sort by, and a stable order keeps diffs small.
  orderBy: 'messageId',
};

export default config;
