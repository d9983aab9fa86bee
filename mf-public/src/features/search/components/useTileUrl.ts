import { useEffect, useState } from 'react';

/** The map tile template of the app configuration, once the Supabase package (shared, loaded lazily) is here. */
export function useTileUrl(): string | null {
  const [tileUrl, setTileUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('@evergreen/supabase-client').then(({ getAppConfig }) => {
      if (current) setTileUrl(getAppConfig().mapTileUrl);
    });
    return () => {
      current = false;
    };
  }, []);
  return tileUrl;
}
