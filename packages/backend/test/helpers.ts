import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import ws from 'ws';

export const backend = () => inject('backend');

/** A direct connection to the test database, opened before the file's tests and closed after them. */
export function databaseConnection(): pg.Client {
  const db = new pg.Client({ connectionString: backend().databaseUrl });
  beforeAll(() => db.connect());
  afterAll(() => db.end());
  return db;
}

export function client(key = backend().anonKey): SupabaseClient {
  return createClient(backend().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket; realtime is not used, but the client wants a transport.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export const serviceClient = () => client(backend().serviceRoleKey);

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export interface TestUser {
  client: SupabaseClient;
  user: User;
  id: string;
  email: string;
  password: string;
  accessToken: string;
}

/** Signs up a new user (with a profile from the trigger) and returns a client signed in as them. */
export async function signUp(label: string, fullName = `${label} tester`): Promise<TestUser> {
  const email = uniqueEmail(label);
  const password = 'correct-horse-battery';
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  return {
    client: supabase,
    user: data.user,
    id: data.user.id,
    email,
    password,
    accessToken: data.session.access_token,
  };
}

/** Plain HTTP to the server, for what supabase-js cannot express (hostile input, raw headers). */
export function raw(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend().anonKey);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${backend().url}${path}`, { ...init, headers, redirect: 'manual' });
}

export const today = () => new Date().toISOString().slice(0, 10);
