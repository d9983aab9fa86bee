// The server's messages (supabase/functions/_shared/messages): the locale rules repeated for Deno stay the
// domain's, and the compiled ICU messages read as Lingui reads them.

import { negotiateLocale as domainNegotiate } from '@evergreen/domain/accept-language';
import { LOCALES as DOMAIN_LOCALES, languageTag as domainLanguageTag } from '@evergreen/domain/locale';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../supabase/functions/_shared/messages/catalogs.ts';
import { serverI18n } from '../../supabase/functions/_shared/messages/i18n.ts';
import { LOCALES, languageTag, negotiateLocale } from '../../supabase/functions/_shared/messages/locale.ts';

describe('server messages', () => {
  it('speak the languages of @evergreen/domain/locale and negotiate Accept-Language as it does', () => {
    expect(LOCALES).toEqual(DOMAIN_LOCALES);
    for (const locale of LOCALES) expect(languageTag(locale)).toBe(domainLanguageTag(locale));
    for (const header of [
      null,
      '',
      'de-AT,de;q=0.9,en;q=0.5',
      'fr;q=0.2, ar;q=0.8',
      'pt-BR, *;q=0.1',
      'es;q=0, fr',
      'x, ;;, AR-eg',
    ]) {
      expect(negotiateLocale(header), String(header)).toBe(domainNegotiate(header));
    }
  });

  it('have every message in every language', () => {
    const ids = Object.keys(catalogs.en).sort();
    for (const locale of LOCALES) expect(Object.keys(catalogs[locale]).sort(), locale).toEqual(ids);
  });

  it('choose the plural form each language needs, and fall back to English for an unknown locale', () => {
    const days = (locale: string, daysBefore: number) =>
      serverI18n(locale)._(
        '{daysBefore, plural, one {{label}: {name} in # day} other {{label}: {name} in # days}}',
        { daysBefore, label: 'X', name: 'Y' },
      );
    expect(days('en', 1)).toBe('X: Y in 1 day');
    expect(days('en', 3)).toBe('X: Y in 3 days');
    expect(days('de', 3)).toBe('X: Y in 3 Tagen');
    expect(days('ar', 1)).toBe('X: Y بعد يوم واحد');
    expect(days('ar', 2)).toBe('X: Y بعد يومين');
    expect(days('ar', 3)).toContain('أيام');
    expect(days('ar', 11)).toContain('يومًا');
    expect(days('xx', 3)).toBe('X: Y in 3 days');
  });

  it('write dates as each language does, English as the spec does', () => {
    expect(serverI18n('en').longDate('2026-03-05')).toBe('March 5, 2026');
    expect(serverI18n('de').longDate('2026-03-05')).toBe('5. März 2026');
    expect(serverI18n('fr').longDate('2026-03-05')).toBe('5 mars 2026');
    expect(serverI18n('es').longDate('2026-03-05')).toBe('5 de marzo de 2026');
    expect(serverI18n('ar').longDate('2026-03-05')).toContain('مارس');
    expect(serverI18n('de').longDate('2026-13-05')).toBeUndefined();
    expect(serverI18n('de').longDate('5.3.2026')).toBeUndefined();
  });
});
