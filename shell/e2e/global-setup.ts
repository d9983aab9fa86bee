import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '@evergreen/devtools/backend';
import { freePort } from '@evergreen/devtools/local-stack';
import { startMapStandIn } from '@evergreen/devtools/map-stand-in';

/**
 * One real backend for the whole run, on a free port (a fixed one was once answered by another run's backend,
 * whose keys this run then did not have) and a throwaway data dir with the demo data. The app
 * config of every deployment the tests make points at it through these variables.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'evergreen-e2e-'));
  const backend = await startBackend({
    port: Number(process.env.E2E_BACKEND_PORT ?? (await freePort())),
    dataDir,
    env: {
      QUIET: '1',
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_SIGN_UP: '1000',
      RATE_LIMIT_RECOVER: '1000',
      // Journeys post as fast as a program can; the 3 s rule is proven in the backend's post-guard test.
      POST_GUARD_MIN_AGE_MS: '0',
    },
  });
  process.env.SUPABASE_URL = backend.url;
  process.env.SUPABASE_ANON_KEY = backend.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = backend.serviceRoleKey;
  // Tiles and place search are not reachable here: every deployment's app-config points at a local stand-in.
  const map = await startMapStandIn();
  process.env.MAP_TILE_URL = map.tileUrl;
  process.env.GEOCODER_URL = map.geocoderUrl;
  return async () => {
    await map.close();
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
