import type { LatLng } from '@evergreen/domain/map';

/**
 * Find a memorial (issue 31): what a search asks, as the page keeps it in its address, and the arguments of the
 * search_memorials RPC. Pure logic, kept in this remote rather than in packages/domain: no other app uses it, and
 * every subpath of a shared package is a shared module that each app registers on its first visit (bench:size).
 */
export interface MemorialSearch {
  name?: string;
  /** A year ("1921") or a range ("1920-1930"), as typed. */
  born?: string;
  died?: string;
  /** A cemetery's slug. */
  cemetery?: string;
  near?: LatLng;
  radiusKm?: number;
}

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_RADIUS_KM = [5, 25, 100] as const;
export const DEFAULT_SEARCH_RADIUS_KM = 25;

export const searchKeys = {
  all: ['memorial-search'] as const,
  results: (search: MemorialSearch) => ['memorial-search', 'results', search] as const,
  cemetery: (slug: string) => ['memorial-search', 'cemetery', slug] as const,
};

/** "1921" -> [1921, 1921]; "1920-1930" (or "1920 – 1930", "1930-1920") -> [1920, 1930]; anything else: null. */
export function parseYears(input: string | undefined): [number, number] | null {
  const match = /^\s*(\d{3,4})\s*(?:[-–—]\s*(\d{3,4})\s*)?$/.exec(input ?? '');
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return from <= to ? [from, to] : [to, from];
}

/** Whether the search asks anything at all: an empty one is not sent. */
export function isSearchEmpty(search: MemorialSearch): boolean {
  return (
    !search.name?.trim() &&
    !parseYears(search.born) &&
    !parseYears(search.died) &&
    !search.cemetery &&
    !search.near
  );
}

/** The search as the address's query string, and back: what a visitor can bookmark or share. */
export function searchToParams(search: MemorialSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.name?.trim()) params.set('name', search.name.trim());
  if (search.born?.trim()) params.set('born', search.born.trim());
  if (search.died?.trim()) params.set('died', search.died.trim());
  if (search.cemetery) params.set('cemetery', search.cemetery);
  if (search.near) {
    params.set('near', `${search.near.lat.toFixed(5)},${search.near.lng.toFixed(5)}`);
    params.set('radius', String(search.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM));
  }
  return params;
}

export function searchFromParams(params: URLSearchParams): MemorialSearch {
  const search: MemorialSearch = {};
  const name = params.get('name');
  if (name) search.name = name;
  const born = params.get('born');
  if (born) search.born = born;
  const died = params.get('died');
  if (died) search.died = died;
  const cemetery = params.get('cemetery');
  if (cemetery) search.cemetery = cemetery;
  const [lat, lng] = (params.get('near') ?? '').split(',').map(Number);
  if (
    lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    params.has('near')
  ) {
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      search.near = { lat, lng };
      const radius = Number(params.get('radius'));
      search.radiusKm =
        Number.isFinite(radius) && radius > 0 ? Math.min(radius, 500) : DEFAULT_SEARCH_RADIUS_KM;
    }
  }
  return search;
}

/** The arguments of the search_memorials RPC for one page. */
export function searchArguments(search: MemorialSearch, after?: SearchCursor) {
  const born = parseYears(search.born);
  const died = parseYears(search.died);
  return {
    name: search.name?.trim() || undefined,
    born_from: born?.[0],
    born_to: born?.[1],
    died_from: died?.[0],
    died_to: died?.[1],
    cemetery: search.cemetery,
    near_latitude: search.near?.lat,
    near_longitude: search.near?.lng,
    radius_km: search.near ? (search.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM) : undefined,
    after_rank: after?.rank,
    after_name: after?.sortName,
    after_id: after?.id,
    page_size: SEARCH_PAGE_SIZE,
  };
}

export interface SearchCursor {
  rank: number;
  sortName: string;
  id: string;
}
