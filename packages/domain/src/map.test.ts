import { describe, expect, it } from 'vitest';
import {
  clusterPoints,
  defaultMapCenter,
  formatCoordinate,
  NEW_YORK,
  placeQuery,
  placeSearchUrl,
  TILE_SIZE,
  tilesAround,
  tileUrlOf,
  worldPixel,
} from './map';

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

describe('map tiles', () => {
  const LONDON = { lat: 51.5074, lng: -0.1278 };

  it("projects a point to the world's pixel as Leaflet does (its EPSG:3857 latLngToPoint at zoom 15)", () => {
    expect(worldPixel(LONDON, 15).x).toBeCloseTo(4191326.04416, 3);
    expect(worldPixel(LONDON, 15).y).toBeCloseTo(2789426.259217556, 3);
    expect(worldPixel({ lat: -33.8688, lng: 151.2093 }, 15).y).toBeCloseTo(5033938.661325101, 3);
    // Past Web Mercator's edge, the edge.
    expect(worldPixel({ lat: 90, lng: 0 }, 0).y).toBeCloseTo(0, 6);
  });

  it("fills a tile template as Leaflet's tile layer does", () => {
    expect(tileUrlOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 15, 16372, 10896)).toBe(
      'https://tile.openstreetmap.org/15/16372/10896.png',
    );
    expect(tileUrlOf('https://{s}.t/{z}/{x}/{y}{r}.png', 1, 2, 3)).toBe('https://c.t/1/2/3.png');
    expect(tileUrlOf('https://{s}.t/{z}/{x}/{y}.png', 1, 1, 0)).toBe('https://b.t/1/1/0.png');
  });

  it('gives the tiles that cover a map around the point, placed from its centre', () => {
    const tiles = tilesAround('/t/{z}/{x}/{y}.png', LONDON, 15, { width: 400, height: 300 });
    // 16372.3 tiles across and 10896.2 down: 400 px wide reaches tiles 16371-16373, 300 px high 10895-10896.
    expect(tiles.map((tile) => tile.url)).toEqual([
      '/t/15/16371/10895.png',
      '/t/15/16372/10895.png',
      '/t/15/16373/10895.png',
      '/t/15/16371/10896.png',
      '/t/15/16372/10896.png',
      '/t/15/16373/10896.png',
    ]);
    const centreTile = tiles[4];
    expect(centreTile?.left).toBe(Math.round(16372 * TILE_SIZE - 4191326.04416));
    expect(centreTile?.top).toBe(Math.round(10896 * TILE_SIZE - 2789426.259217556));
    // The centre lies inside the tile it names.
    expect(centreTile?.left).toBeLessThanOrEqual(0);
    expect(centreTile?.left).toBeGreaterThan(-TILE_SIZE);
  });

  it('wraps around the date line and leaves out rows beyond the poles', () => {
    // At zoom 1 the world is 2 x 2 tiles; the point is at its top right corner.
    const tiles = tilesAround('/t/{z}/{x}/{y}.png', { lat: 85, lng: 179.99 }, 1, { width: 256, height: 256 });
    expect(tiles.map((tile) => tile.url)).toEqual(['/t/1/1/0.png', '/t/1/0/0.png']);
    expect(tiles.map((tile) => tile.left)).toEqual([-256, 0]);
  });
});

describe('clusterPoints', () => {
  const at = (lat: number, lng: number) => ({ point: { lat, lng } });
  it('groups near points at a far zoom and parts them when zoomed in', () => {
    const points = [at(39.8, -89.65), at(39.801, -89.651), at(48.85, 2.35)];
    expect(
      clusterPoints(points, 5)
        .map((cluster) => cluster.items.length)
        .sort(),
    ).toEqual([1, 2]);
    expect(clusterPoints(points, 18)).toHaveLength(3);
  });
});
