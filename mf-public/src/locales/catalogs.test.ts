import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { describe, expect, it } from 'vitest';

// `pnpm messages:check` reads `src/locales/{locale}.po`; this remote's second catalog, `landing.{locale}.po` (the
// landing page's words, apart so that `/` carries no others), is held to the same rule here: every message translated.
const dir = __dirname;

function untranslated(file: string): string[] {
  const text = readFileSync(join(dir, file), 'utf8');
  const entries = [...text.matchAll(/msgid ((?:".*"\n)+)msgstr ((?:".*"\n)+)/g)];
  const joined = (lines: string) => [...lines.matchAll(/"(.*)"/g)].map((match) => match[1]).join('');
  return entries
    .map(([, id = '', translation = '']) => [joined(id), joined(translation)] as const)
    .filter(([id, translation]) => id !== '' && translation.trim() === '')
    .map(([id]) => id);
}

describe('the landing catalog', () => {
  const translated = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

  it.each(translated)('has every message translated in %s', (locale) => {
    expect(untranslated(`landing.${locale}.po`)).toEqual([]);
  });

  it('has a catalog per locale beside the pages catalog', () => {
    const files = readdirSync(dir);
    for (const locale of LOCALES) {
      expect(files).toContain(`landing.${locale}.po`);
      expect(files).toContain(`${locale}.po`);
    }
  });
});
