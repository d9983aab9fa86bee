import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '@evergreen/domain/contracts';
import type { RsbuildPlugin } from '@rsbuild/core';
import { DEV_PORTS } from './federation';

const WORKSPACE = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the local backend writes its generated keys on first start. */
const BACKEND_KEYS = join(WORKSPACE, 'packages/backend/.data/keys.json');

function localAnonKey(): string {
  if (process.env.SUPABASE_ANON_KEY) return process.env.SUPABASE_ANON_KEY;
  if (existsSync(BACKEND_KEYS)) {
    const keys = JSON.parse(readFileSync(BACKEND_KEYS, 'utf8')) as { anonKey?: unknown };
    if (typeof keys.anonKey === 'string') return keys.anonKey;
  }
  return 'start-the-backend-first';
}

export interface LocalAppConfigOptions {
  /** Override a remote's manifest URL, e.g. to point at a redeployed build. */
  remotes?: Partial<AppConfig['remotes']>;
  host?: string;
}

/**
 * The configuration a deployment would serve at /app-config.json, for this machine: backend, remotes on their
 * own ports, and map tiles / geocoder URLs that can be pointed at local stand-ins (they are not reachable here).
 */
export function localAppConfig({ remotes = {}, host = 'localhost' }: LocalAppConfigOptions = {}): AppConfig {
  const manifest = (port: number) => `http://${host}:${port}/mf-manifest.json`;
  return {
    supabaseUrl: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321',
    supabaseAnonKey: localAnonKey(),
    remotes: {
      mf_public: manifest(DEV_PORTS.mf_public),
      mf_memorials: manifest(DEV_PORTS.mf_memorials),
      mf_reminders: manifest(DEV_PORTS.mf_reminders),
      mf_billing: manifest(DEV_PORTS.mf_billing),
      ...remotes,
    },
    mapTileUrl: process.env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    geocoderUrl: process.env.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/search',
  };
}

/** Serves /app-config.json from the dev server, so `rsbuild dev` of the shell or a remote needs no file. */
export function pluginLocalAppConfig(): RsbuildPlugin {
  return {
    name: 'evergreen:local-app-config',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          dev: {
            setupMiddlewares: [
              (middlewares) => {
                middlewares.unshift((req, res, next) => {
                  if (req.url?.split('?')[0] !== '/app-config.json') return next();
                  res.setHeader('Content-Type', 'application/json');
                  res.setHeader('Cache-Control', 'no-store');
                  res.end(JSON.stringify(localAppConfig()));
                });
              },
            ],
          },
        }),
      );
    },
  };
}
