import { describe, expect, it } from 'vitest';
import { defaultMapCenter, formatCoordinate, NEW_YORK, placeQuery, placeSearchUrl } from './map';

describe('defaultMapCenter', () => {
  it("uses the memorial's own point first", () => {
    expect(defaultMapCenter({ lat: 1, lng: 2 }, 'Europe/Paris')).toEqual({ lat: 1, lng: 2 });
  });

  it('guesses from the time zone, then falls back to New York', () => {
    expect(defaultMapCenter(null, 'Europe/Paris')).toEqual({ lat: 48.8566, lng: 2.3522 });
    expect(defaultMapCenter(null, 'Africa/Nairobi')).toEqual(NEW_YORK);
    expect(defaultMapCenter(null, undefined)).toEqual(NEW_YORK);
  });
});

describe('place search', () => {
  it('needs three characters after trimming', () => {
    expect(placeQuery('  ab ')).toBeNull();
    expect(placeQuery(' abc ')).toBe('abc');
  });

  it('asks for 5 JSON results with address details', () => {
    const url = new URL(placeSearchUrl('http://127.0.0.1:9999/search', 'Green-Wood Cemetery'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Green-Wood Cemetery',
      format: 'json',
      addressdetails: '1',
      limit: '5',
    });
  });

  it('shows coordinates to 6 decimals', () => {
    expect(formatCoordinate(40.71277999)).toBe('40.712780');
  });
});
