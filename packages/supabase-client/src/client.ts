import type { AppConfig } from '@evergreen/domain/contracts';
import type { Database } from '@evergreen/domain/database';
import type { createClient as CreateClient, SupabaseClient } from '@supabase/supabase-js';

type Client = SupabaseClient<Database>;

let config: AppConfig | undefined;
let client: Client | undefined;
let pending: Promise<Client> | undefined;
const readyListeners = new Set<(client: Client) => void>();

/**
 * The key supabase-js keeps the session under in localStorage (its own default, spelled out so the host can
 * tell whether a session is stored without loading supabase-js).
 */
export function sessionStorageKeyOf(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Records the runtime configuration (map tiles, geocoder, backend URL) without creating the client. The host
 * calls this once at start; because this package is a federation singleton, every remote reads the same one.
 */
export function configureSupabase(appConfig: AppConfig): void {
  config ??= appConfig;
}

function create(createClient: typeof CreateClient): Client {
  if (client) return client;
  if (!config) throw new Error('configureSupabase() must run before the Supabase client is created');
  client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: sessionStorageKeyOf(config.supabaseUrl),
    },
  });
  for (const listener of readyListeners) listener(client);
  readyListeners.clear();
  return client;
}

/**
 * The one Supabase client of the page, created on first need: supabase-js (~56 KiB gz) is its own chunk, so a
 * page that needs no data (the landing page of a visitor) never downloads it. Every caller shares one client.
 */
export function whenSupabaseReady(): Promise<Client> {
  if (client) return Promise.resolve(client);
  pending ??= import('@supabase/supabase-js').then(({ createClient }) => create(createClient));
  return pending;
}

/**
 * Configures the client and starts creating it. Tests and stories pass supabase-js's `createClient` to have
 * the client at once, synchronously, as before it was loaded lazily.
 */
export function initSupabase(appConfig: AppConfig, createClient?: typeof CreateClient): Promise<Client> {
  configureSupabase(appConfig);
  if (createClient) return Promise.resolve(create(createClient));
  return whenSupabaseReady();
}

/** Runs `listener` once the client exists (at once if it already does), without causing it to load. */
export function onSupabaseReady(listener: (client: Client) => void): void {
  if (client) listener(client);
  else readyListeners.add(listener);
}

/**
 * The client, for code that runs only once it is ready: the shell mounts a data remote's routes after
 * `whenSupabaseReady()` resolved. Code that may run earlier awaits `whenSupabaseReady()` instead.
 */
export function getSupabase(): Client {
  if (!client) {
    throw new Error('The Supabase client is not loaded yet: await whenSupabaseReady() before using it');
  }
  return client;
}

/** The runtime configuration the host started with (map tiles, geocoder...). */
export function getAppConfig(): AppConfig {
  if (!config) throw new Error('configureSupabase() must run before the app configuration is read');
  return config;
}
