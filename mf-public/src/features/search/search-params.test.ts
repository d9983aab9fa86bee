import { describe, expect, it } from 'vitest';
import {
  isSearchEmpty,
  parseYears,
  searchArguments,
  searchFromParams,
  searchToParams,
} from './search-params';

describe('parseYears', () => {
  it('reads a year or a range in either order, and nothing else', () => {
    expect(parseYears('1921')).toEqual([1921, 1921]);
    expect(parseYears(' 1920 – 1930 ')).toEqual([1920, 1930]);
    expect(parseYears('1930-1920')).toEqual([1920, 1930]);
    expect(parseYears('nineteen')).toBeNull();
    expect(parseYears('')).toBeNull();
  });
});

describe('the search in the address', () => {
  it('goes to the query string and comes back the same', () => {
    const search = {
      name: 'Jhon Smyth',
      born: '1921',
      cemetery: 'oak-hill',
      near: { lat: 39.8, lng: -89.65 },
      radiusKm: 5,
    };
    expect(searchFromParams(searchToParams(search))).toEqual(search);
  });

  it('drops a place out of range and treats a search with nothing as empty', () => {
    expect(searchFromParams(new URLSearchParams('near=95,10')).near).toBeUndefined();
    expect(isSearchEmpty(searchFromParams(new URLSearchParams('name=%20%20')))).toBe(true);
    expect(isSearchEmpty({ born: '1921' })).toBe(false);
  });

  it('becomes the RPC arguments, with the cursor of the last row for the next page', () => {
    expect(
      searchArguments({ name: ' Ann ', died: '1990-2000' }, { rank: 0.5, sortName: 'ann', id: 'x' }),
    ).toMatchObject({
      name: 'Ann',
      died_from: 1990,
      died_to: 2000,
      born_from: undefined,
      after_rank: 0.5,
      after_name: 'ann',
      after_id: 'x',
    });
  });
});
