import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningBackend, startBackend } from './backend';
import { type Deployment, type DeployOptions, deploy } from './deploy';
import { startMapStandIn } from './map-stand-in';

/** A port nobody listens on: the fixed ones may be taken by a backend someone else is running. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface LocalStack {
  backend: RunningBackend;
  deployment: Deployment;
  close(): Promise<void>;
}

/**
 * What `npm start` runs, on free ports so it can run beside a developer's own: the backend with demo data (in a
 * throw-away data folder), the map stand-in (no map request leaves the machine), and the production builds served
 * as they deploy. For benchmarks; run `pnpm build` first.
 */
export async function startLocalStack({
  backendEnv = {},
  builds = {},
}: {
  backendEnv?: NodeJS.ProcessEnv;
  /** Other build folders than the apps' dist/ (see deploy). */
  builds?: DeployOptions;
} = {}): Promise<LocalStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'evergreen-bench-'));
  const backend = await startBackend({
    port: Number(process.env.BENCH_BACKEND_PORT ?? (await freePort())),
    dataDir,
    env: { QUIET: '1', ...backendEnv },
  });
  const map = await startMapStandIn();
  process.env.SUPABASE_URL = backend.url;
  process.env.SUPABASE_ANON_KEY = backend.anonKey;
  process.env.MAP_TILE_URL = map.tileUrl;
  process.env.GEOCODER_URL = map.geocoderUrl;
  const deployment = await deploy(builds);
  return {
    backend,
    deployment,
    async close() {
      await deployment.close();
      await map.close();
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
