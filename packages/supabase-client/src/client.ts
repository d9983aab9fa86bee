import type { AppConfig } from '@evergreen/domain/contracts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database';

let client: SupabaseClient<Database> | undefined;
let config: AppConfig | undefined;

/**
 * Creates the one Supabase client of the page from runtime configuration. The host calls this once at start;
 * because this package is a federation singleton, every remote then reads the same client.
 */
export function initSupabase(appConfig: AppConfig): SupabaseClient<Database> {
  if (!client) {
    config = appConfig;
    client = createClient<Database>(appConfig.supabaseUrl, appConfig.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  }
  return client;
}

export function getSupabase(): SupabaseClient<Database> {
  if (!client) throw new Error('initSupabase() must run before the Supabase client is used');
  return client;
}

/** The runtime configuration the client was created from (map tiles, geocoder...). */
export function getAppConfig(): AppConfig {
  if (!config) throw new Error('initSupabase() must run before the app configuration is read');
  return config;
}
