import { describe, expect, it } from 'vitest';
import { utcDateOf } from './dates';

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
