import { describe, expect, it } from 'vitest';
import { formatDateIn, utcDateOf } from './dates';

describe('utcDateOf', () => {
  it("is a timestamp's calendar day in UTC, whatever its offset", () => {
    expect(utcDateOf('2026-03-01T23:30:00-05:00')).toBe('2026-03-02');
    expect(utcDateOf('2026-03-01T00:30:00+02:00')).toBe('2026-02-28');
    expect(utcDateOf('2026-03-01T12:00:00Z')).toBe('2026-03-01');
  });

  it('is null for a value that is no date', () => {
    expect(utcDateOf('')).toBeNull();
    expect(utcDateOf('soon')).toBeNull();
  });
});

describe('formatDateIn', () => {
  it("reads as the spec's US English in English, and in each reader's own language otherwise", () => {
    expect(formatDateIn('en', '2024-03-05')).toBe('March 5, 2024');
    expect(formatDateIn('en', '2024-03-05', 'short')).toBe('Mar 5, 2024');
    expect(formatDateIn('en', '2024-03-05', 'year')).toBe('2024');
    expect(formatDateIn('de', '2024-03-05')).toBe('5. März 2024');
    expect(formatDateIn('fr', '2024-03-05')).toBe('5 mars 2024');
    expect(formatDateIn('es', '2024-03-05')).toBe('5 de marzo de 2024');
  });

  it('writes nothing for a missing or broken date', () => {
    expect(formatDateIn('de', null)).toBe('');
    expect(formatDateIn('de', 'not a date')).toBe('');
  });
});
