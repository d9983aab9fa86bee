import { describe, expect, it } from 'vitest';
import { isMemorialId, normalizeSlugInput, RESERVED_SLUGS, slugProblem } from './memorial-slug';

describe('slugProblem', () => {
  it('accepts lowercase letters, digits and single inner hyphens, 3 to 60 characters', () => {
    expect(slugProblem('eleanor-whitfield')).toBeNull();
    expect(slugProblem('abc')).toBeNull();
    expect(slugProblem('a1-b2-c3')).toBeNull();
    expect(slugProblem('a'.repeat(60))).toBeNull();
  });

  it.each([
    ['ab', 'too short'],
    ['a'.repeat(61), 'too long'],
    ['Eleanor', 'upper case'],
    ['-eleanor', 'leading hyphen'],
    ['eleanor-', 'trailing hyphen'],
    ['eleanor--whitfield', 'double hyphen'],
    ['eleanor whitfield', 'space'],
    ['élodie', 'accent'],
    ['eleanor_w', 'underscore'],
    ['0b5e1a2c-1d2e-4f3a-8b9c-0123456789ab', 'shaped like an id'],
  ])('refuses %s (%s)', (slug) => {
    expect(slugProblem(slug)).toBe('invalid');
  });

  it('refuses the reserved words', () => {
    for (const word of ['dashboard', 'auth', 'demo', 'new', 'edit', 'settings', 'help', 'api', 'sitemap']) {
      expect(RESERVED_SLUGS).toContain(word);
      expect(slugProblem(word)).toBe('reserved');
    }
  });

  it('keeps every reserved word a well-formed address, so the list and the format do not overlap', () => {
    for (const word of RESERVED_SLUGS) expect(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(word), word).toBe(true);
  });
});

describe('isMemorialId', () => {
  it('reads a UUID as an id and anything else as an address', () => {
    expect(isMemorialId('0B5E1A2C-1D2E-4F3A-8B9C-0123456789AB')).toBe(true);
    expect(isMemorialId('eleanor-whitfield')).toBe(false);
  });
});

describe('normalizeSlugInput', () => {
  it('lower-cases and turns spaces and underscores into hyphens', () => {
    expect(normalizeSlugInput('Eleanor Whitfield')).toBe('eleanor-whitfield');
    expect(normalizeSlugInput('Ada_Lovelace')).toBe('ada-lovelace');
  });
});
