import { placeSearchUrl } from '@evergreen/domain/map';

/** The first place the configured geocoder (Nominatim-compatible, the app's stand-in locally) finds, or null. */
export async function geocode(query: string): Promise<{ lat: number; lng: number; name: string } | null> {
  const { getAppConfig } = await import('@evergreen/supabase-client');
  const response = await fetch(placeSearchUrl(getAppConfig().geocoderUrl, query), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Place search failed (HTTP ${response.status})`);
  const body: unknown = await response.json();
  const [first] = Array.isArray(body) ? body : [];
  const lat = Number(first?.lat);
  const lng = Number(first?.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lng, name: String(first?.display_name ?? query) };
}
