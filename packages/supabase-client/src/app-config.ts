import type { AppConfig, RemoteName } from '@evergreen/domain/contracts';

const REMOTES: readonly RemoteName[] = ['mf_public', 'mf_memorials', 'mf_reminders', 'mf_billing'];

function requireString(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '')
    throw new Error(`app-config.json: "${key}" must be a string`);
  return value;
}

/** Validates the runtime configuration so a bad deployment fails with a message, not a blank page. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('app-config.json must hold a JSON object');
  const source = raw as Record<string, unknown>;
  const remotesRaw = source.remotes;
  if (typeof remotesRaw !== 'object' || remotesRaw === null) {
    throw new Error('app-config.json: "remotes" must map each remote to its manifest URL');
  }
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, requireString(remotesRaw as Record<string, unknown>, name)]),
  ) as Record<RemoteName, string>;
  return {
    supabaseUrl: requireString(source, 'supabaseUrl'),
    supabaseAnonKey: requireString(source, 'supabaseAnonKey'),
    remotes,
    mapTileUrl: requireString(source, 'mapTileUrl'),
    geocoderUrl: requireString(source, 'geocoderUrl'),
  };
}

export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return parseAppConfig(await response.json());
}
