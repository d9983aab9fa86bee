import type { AppConfig } from '@evergreen/domain/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (
  event: string,
  session: { user: { id: string; email: string; user_metadata: object } } | null,
) => void;

// supabase-js stands in for itself: the test sees whether (and how) the one client gets created.
const createClient = vi.fn();
vi.mock('@supabase/supabase-js', () => ({ createClient: (...args: unknown[]) => createClient(...args) }));

const config: AppConfig = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_memorials: 'http://localhost:3002/mf-manifest.json',
    mf_reminders: 'http://localhost:3003/mf-manifest.json',
    mf_billing: 'http://localhost:3004/mf-manifest.json',
  },
  mapTileUrl: 'http://localhost/{z}/{x}/{y}.png',
  geocoderUrl: 'http://localhost/search',
};
const STORAGE_KEY = 'sb-127-auth-token';

let authListener: Listener | undefined;

/** The package afresh: its client and store are page-wide singletons. */
async function freshPackage() {
  vi.resetModules();
  return import('./index');
}

const noStorage = { getItem: () => null };

beforeEach(() => {
  authListener = undefined;
  createClient.mockReset();
  createClient.mockImplementation(() => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        authListener = listener;
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
    },
    from: () => ({ select: () => ({ eq: () => ({ single: async () => ({ data: null, error: null }) }) }) }),
  }));
});

describe('startSession', () => {
  it('tells a visitor with no stored session that nobody is signed in, without loading supabase-js', async () => {
    const { startSession, useSessionStore, getAppConfig } = await freshPackage();
    startSession(config, { storage: noStorage, href: 'http://localhost:3000/' });
    expect(useSessionStore.getState()).toMatchObject({ loading: false, user: null });
    expect(getAppConfig().mapTileUrl).toBe(config.mapTileUrl);
    await Promise.resolve();
    expect(createClient).not.toHaveBeenCalled();
  });

  it('creates the one client when a page needs data, and only once', async () => {
    const { startSession, whenSupabaseReady, getSupabase } = await freshPackage();
    startSession(config, { storage: noStorage, href: 'http://localhost:3000/graves/demo' });
    expect(() => getSupabase()).toThrow('await whenSupabaseReady()');
    const [first, second] = await Promise.all([whenSupabaseReady(), whenSupabaseReady()]);
    expect(first).toBe(second);
    expect(getSupabase()).toBe(first);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith(config.supabaseUrl, config.supabaseAnonKey, {
      auth: expect.objectContaining({ storageKey: STORAGE_KEY, persistSession: true }),
    });
  });

  it('loads the client at once for a stored session, and the store follows its auth events', async () => {
    const { startSession, whenSupabaseReady, useSessionStore } = await freshPackage();
    const storage = { getItem: (key: string) => (key === STORAGE_KEY ? '{"access_token":"t"}' : null) };
    startSession(config, { storage, href: 'http://localhost:3000/' });
    expect(useSessionStore.getState().loading).toBe(true);
    await whenSupabaseReady();
    expect(createClient).toHaveBeenCalledTimes(1);

    authListener?.('INITIAL_SESSION', { user: { id: 'u1', email: 'ann@example.com', user_metadata: {} } });
    expect(useSessionStore.getState()).toMatchObject({ loading: false, user: { id: 'u1' } });
  });

  it('loads the client at once when the address carries tokens from an e-mail link', async () => {
    const { startSession, whenSupabaseReady } = await freshPackage();
    startSession(config, {
      storage: noStorage,
      href: 'http://localhost:3000/auth?reset=true#access_token=abc&type=recovery',
    });
    await whenSupabaseReady();
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('loads the client when another tab signs in', async () => {
    const { startSession, getSupabase, whenSupabaseReady } = await freshPackage();
    const events = new EventTarget();
    startSession(config, { storage: noStorage, href: 'http://localhost:3000/', events });
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: 'x' }));
    await Promise.resolve();
    expect(createClient).not.toHaveBeenCalled();

    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEY, newValue: '{}' }));
    const client = await whenSupabaseReady();
    expect(getSupabase()).toBe(client);
    expect(createClient).toHaveBeenCalledTimes(1);
  });
});
