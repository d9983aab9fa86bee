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
