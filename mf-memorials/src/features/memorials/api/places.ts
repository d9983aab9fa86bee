import type { PlaceResult } from '@evergreen/design-system/MapPicker';
import { placeSearchUrl } from '@evergreen/domain/map';
import { getAppConfig } from '@evergreen/supabase-client';

interface NominatimPlace {
  place_id: number | string;
  display_name: string;
  lat: string;
  lon: string;
}

function isNominatimPlace(value: unknown): value is NominatimPlace {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    (typeof place.place_id === 'number' || typeof place.place_id === 'string') &&
    typeof place.display_name === 'string' &&
    typeof place.lat === 'string' &&
    typeof place.lon === 'string'
  );
}

/** Searches the configured Nominatim-compatible geocoder: 5 results with their coordinates. */
export async function searchPlaces(query: string): Promise<PlaceResult[]> {
  const response = await fetch(placeSearchUrl(getAppConfig().geocoderUrl, query), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Place search failed (HTTP ${response.status})`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('Place search answered something other than a list');
  return body.filter(isNominatimPlace).map((place) => ({
    place_id: place.place_id,
    display_name: place.display_name,
    lat: Number(place.lat),
    lng: Number(place.lon),
  }));
}
