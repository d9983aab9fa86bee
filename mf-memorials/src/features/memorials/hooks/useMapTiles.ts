import { getAppConfig } from '@evergreen/supabase-client';

/** The tile template the deployment configured (a local stand-in in tests, OpenStreetMap by default). */
export function useMapTiles(): string {
  return getAppConfig().mapTileUrl;
}
