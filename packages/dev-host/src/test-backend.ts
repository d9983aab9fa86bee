import { whenSupabaseReady } from '@evergreen/supabase-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createBackend, type TestDatabase } from './backend-handlers';
import { TEST_SUPABASE_URL } from './testing';

export { myPlanRow, restError, type TestDatabase } from './backend-handlers';

/**
 * Tests stand in for the network, not for modules: the app's own fetchers, query options and hooks run, and
 * Mock Service Worker answers the HTTP requests supabase-js sends to the test client's URL, with the handlers of
 * backend-handlers.ts (the same that answer stories).
 */

export const REST_URL = `${TEST_SUPABASE_URL}/rest/v1`;

/** The server behind every test of a file; add one-off handlers with `server.use(...)`. */
export const server = setupServer();

/**
 * Starts the test server for a file (listening before the first test, its handlers and tables reset after each)
 * and returns the database every test of the file fills. A request nothing answers fails the test.
 */
export function useTestBackend(): TestDatabase {
  const backend = createBackend(TEST_SUPABASE_URL);
  beforeAll(async () => {
    await whenSupabaseReady();
    server.listen({ onUnhandledRequest: 'error' });
  });
  // The tables are the base handlers: a test's own `server.use()` answers before them, until the test ends.
  server.resetHandlers(...backend.handlers);
  afterEach(() => {
    server.resetHandlers(...backend.handlers);
    backend.reset();
  });
  afterAll(() => server.close());
  return backend;
}
