import { LOCALES, SOURCE_LOCALE } from '@evergreen/domain/locale';
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The Lingui configuration of one app or package: its own catalog, `src/locales/{locale}.po`, of the messages in its
 * own `src` (and `alsoFrom`). Each remote ships its messages with its code (the shell loads none of them), so an app is extracted,
 * checked and deployed alone.
 */
export function defineMessagesConfig({ alsoFrom = [] }: { alsoFrom?: string[] } = {}): LinguiConfig {
  return {
    locales: [...LOCALES],
    sourceLocale: SOURCE_LOCALE,
    fallbackLocales: { default: SOURCE_LOCALE },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}',
        include: ['<rootDir>/src', ...alsoFrom],
        exclude: ['**/*.test.*', '**/*.stories.*', '**/test-utils/**'],
      },
    ],
    // Line numbers would rewrite every catalog at each edit of a file; the file names still say where a message is.
    format: formatter({ lineNumbers: false }),
    orderBy: 'message',
  };
}
