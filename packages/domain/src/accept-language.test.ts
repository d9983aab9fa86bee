import { describe, expect, it } from 'vitest';
import { negotiateLocale, requestLocale } from './accept-language';
import { directionOf, languageTag, readCookie } from './locale';

describe('negotiateLocale', () => {
  it('reads the language the browser prefers most among the ones we speak', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('ja,fr;q=0.5,en;q=0.4')).toBe('fr');
  });

  it('orders by quality, not by position', () => {
    expect(negotiateLocale('en;q=0.3, es;q=0.9')).toBe('es');
  });

  it('falls back to English for languages we do not speak, a wildcard or no header', () => {
    expect(negotiateLocale('ja,zh-CN;q=0.8')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
  });

  it('ignores a language the browser refuses with q=0', () => {
    expect(negotiateLocale('ar;q=0, fr;q=0.1')).toBe('fr');
  });
});

describe('requestLocale', () => {
  it("prefers the reader's choice in the cookie over the browser's languages", () => {
    expect(requestLocale({ cookie: 'a=1; evergreen-locale=ar', acceptLanguage: 'de' })).toBe('ar');
  });

  it('ignores a cookie naming a locale we do not ship', () => {
    expect(requestLocale({ cookie: 'evergreen-locale=xx', acceptLanguage: 'es-MX' })).toBe('es');
  });
});

describe('readCookie', () => {
  it('reads one cookie among several, decoded', () => {
    expect(readCookie('x=1; name=a%20b; y=2', 'name')).toBe('a b');
    expect(readCookie('x=1', 'name')).toBeUndefined();
  });
});

describe('languageTag and directionOf', () => {
  it('writes English as US English and Arabic right to left', () => {
    expect(languageTag('en')).toBe('en-US');
    expect(languageTag('de')).toBe('de');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });
});
