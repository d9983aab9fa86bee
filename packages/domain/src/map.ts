/** Map picker rules of spec section 9. */

export interface LatLng {
  lat: number;
  lng: number;
}

export const NEW_YORK: LatLng = { lat: 40.7128, lng: -74.006 };

/** A first guess of where the user is, from the browser's time zone, when the memorial has no location yet. */
const TIME_ZONE_CENTERS: Record<string, LatLng> = {
  'America/New_York': NEW_YORK,
  'America/Chicago': { lat: 41.8781, lng: -87.6298 },
  'America/Denver': { lat: 39.7392, lng: -104.9903 },
  'America/Los_Angeles': { lat: 34.0522, lng: -118.2437 },
  'Europe/London': { lat: 51.5074, lng: -0.1278 },
  'Europe/Paris': { lat: 48.8566, lng: 2.3522 },
  'Europe/Berlin': { lat: 52.52, lng: 13.405 },
  'Asia/Tokyo': { lat: 35.6762, lng: 139.6503 },
  'Asia/Shanghai': { lat: 31.2304, lng: 121.4737 },
  'Australia/Sydney': { lat: -33.8688, lng: 151.2093 },
};

export function defaultMapCenter(point: Partial<LatLng> | null, timeZone: string | undefined): LatLng {
  if (point && typeof point.lat === 'number' && typeof point.lng === 'number')
    return { lat: point.lat, lng: point.lng };
  return (timeZone && TIME_ZONE_CENTERS[timeZone]) || NEW_YORK;
}

export const ZOOM_WITH_POINT = 15;
export const ZOOM_WITHOUT_POINT = 11;
export const PLACE_SEARCH_MIN_CHARS = 3;
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
export const PLACE_SEARCH_LIMIT = 5;
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

/** Place search runs only for 3 or more characters after trimming. */
export function placeQuery(input: string): string | null {
  const query = input.trim();
  return query.length >= PLACE_SEARCH_MIN_CHARS ? query : null;
}

/** The Nominatim-compatible search URL: query text, 5 results, JSON with address details. */
export function placeSearchUrl(endpoint: string, query: string): string {
  const url = new URL(endpoint);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(PLACE_SEARCH_LIMIT));
  return url.toString();
}

/** Map tiles are squares of this many pixels (OpenStreetMap's, and Leaflet's default). */
export const TILE_SIZE = 256;
/** Where Web Mercator stops: the poles are infinitely far. */
const MAX_LATITUDE = 85.0511287798;

/** A point's pixel in the whole world's map at a zoom, projected as Leaflet projects it (Web Mercator). */
export function worldPixel(point: LatLng, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(Math.min(point.lat, MAX_LATITUDE), -MAX_LATITUDE);
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** A tile template's URL (`{z}`, `{x}`, `{y}`, `{s}`, `{r}`) for one tile, as Leaflet's tile layer fills it in. */
export function tileUrlOf(template: string, zoom: number, x: number, y: number): string {
  const values: Record<string, string> = {
    z: String(zoom),
    x: String(x),
    y: String(y),
    // Leaflet's default subdomains, picked as it picks them, so both ask for the same URL.
    s: 'abc'[Math.abs(x + y) % 3] as string,
    r: '',
  };
  return template.replace(/\{ *([\w-]+) *\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

export interface MapTile {
  url: string;
  /** From the map's centre to the tile's top left corner, in pixels. */
  left: number;
  top: number;
}

/**
 * The tiles of a map centred on `point` at `zoom`, as large as `width` x `height` at most: what Leaflet draws at
 * first, so that a picture of them can stand in for the map until Leaflet has arrived.
 */
export function tilesAround(
  template: string,
  point: LatLng,
  zoom: number,
  { width, height }: { width: number; height: number },
): MapTile[] {
  const centre = worldPixel(point, zoom);
  const tilesPerSide = 2 ** zoom;
  const range = (middle: number, extent: number) => {
    const first = Math.floor((middle - extent / 2) / TILE_SIZE);
    const last = Math.floor((middle + extent / 2) / TILE_SIZE);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  };
  return range(centre.y, height)
    .filter((y) => y >= 0 && y < tilesPerSide)
    .flatMap((y) =>
      range(centre.x, width).map((x) => ({
        // East of the date line is the west again.
        url: tileUrlOf(template, zoom, ((x % tilesPerSide) + tilesPerSide) % tilesPerSide, y),
        left: Math.round(x * TILE_SIZE - centre.x),
        top: Math.round(y * TILE_SIZE - centre.y),
      })),
    );
}

export interface PinCluster<T> {
  /** The average position of its points. */
  center: LatLng;
  items: T[];
}

/**
 * Groups points that fall in the same square of `cellPx` screen pixels at a zoom: one pin for each group, drawn with
 * its count when it holds more than one. Leaflet's own grouping, without a clustering library.
 */
export function clusterPoints<T extends { point: LatLng }>(
  items: readonly T[],
  zoom: number,
  cellPx = 48,
): PinCluster<T>[] {
  const cells = new Map<string, T[]>();
  for (const item of items) {
    const { x, y } = worldPixel(item.point, zoom);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(item);
    else cells.set(key, [item]);
  }
  return [...cells.values()].map((group) => ({
    center: {
      lat: group.reduce((sum, item) => sum + item.point.lat, 0) / group.length,
      lng: group.reduce((sum, item) => sum + item.point.lng, 0) / group.length,
    },
    items: group,
  }));
}
