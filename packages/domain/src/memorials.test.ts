import { describe, expect, it } from 'vitest';
import {
  addedOn,
  lifeDates,
  lifeYears,
  memorialBadges,
  memorialCounts,
  memorialsSubtitle,
  newestFirst,
} from './memorials';

const me = 'user-1';
const memorial = (user_id: string, is_public: boolean, created_at = '2024-03-05T10:00:00Z') => ({
  user_id,
  is_public,
  created_at,
  birth_date: null,
  death_date: null,
});

describe('lifeYears', () => {
  it('shows both years only when both dates exist', () => {
    expect(lifeYears({ birth_date: '1931-02-14', death_date: '2020-12-31' })).toBe('1931 - 2020');
    expect(lifeYears({ birth_date: '1931-02-14', death_date: null })).toBeNull();
    expect(lifeYears({ birth_date: null, death_date: '2020-12-31' })).toBeNull();
  });

  it('does not move a 1 January date to the previous year', () => {
    expect(lifeYears({ birth_date: '1950-01-01', death_date: '2001-01-01' })).toBe('1950 - 2001');
  });
});

describe('lifeDates', () => {
  it("formats 'MMMM d, yyyy'", () => {
    expect(lifeDates({ birth_date: '1931-02-14', death_date: '2020-12-31' })).toBe(
      'February 14, 1931 - December 31, 2020',
    );
    expect(lifeDates({ birth_date: null, death_date: null })).toBeNull();
  });
});

describe('addedOn', () => {
  it("formats 'MMM d, yyyy'", () => {
    expect(addedOn({ created_at: '2024-03-05T10:00:00Z' })).toBe('Added Mar 5, 2024');
  });
});

describe('memorialBadges', () => {
  it('marks memorials of others as shared, and every memorial public or private', () => {
    expect(memorialBadges(memorial(me, true), me)).toEqual(['Public']);
    expect(memorialBadges(memorial(me, false), me)).toEqual(['Private']);
    expect(memorialBadges(memorial('other', false), me)).toEqual(['Shared', 'Private']);
  });
});

describe('memorialCounts and subtitle', () => {
  const list = [memorial(me, true), memorial(me, false), memorial('other', true)];

  it('counts owned, owned public and shared', () => {
    expect(memorialCounts(list, me)).toEqual({ owned: 2, ownedPublic: 1, shared: 1, total: 3 });
  });

  it('adds the shared part only when something is shared', () => {
    expect(memorialsSubtitle({ total: 3, shared: 1 })).toBe(
      '3 memorials preserving precious memories • 1 shared with you',
    );
    expect(memorialsSubtitle({ total: 1, shared: 0 })).toBe('1 memorial preserving precious memories');
  });
});

describe('newestFirst', () => {
  it('orders by creation time, newest first', () => {
    const older = memorial(me, true, '2023-01-01T00:00:00Z');
    const newer = memorial('other', true, '2024-01-01T00:00:00Z');
    expect(newestFirst([older, newer])).toEqual([newer, older]);
  });
});
