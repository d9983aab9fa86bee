import { defineConfig } from 'vitest/config';

// One run over every package's own vitest.config.ts; `pnpm --filter <pkg> test` runs a single one.
// Pools, chosen per project: pure logic (domain, supabase-client, edge, devtools, build-config) runs in worker threads
// without isolation, its modules loaded once per worker, as it keeps no state between files; component tests
// (jsdom) get a fresh worker thread per file, since their module mocks and stores are per file.
export default defineConfig({
  test: {
    // The backend suite needs its server and runs on its own (on PGlite, and its engine tests on PostgreSQL), see
    // packages/devtools/src/test-all.ts.
    projects: [
      'shell',
      'mf-*',
      'packages/domain',
      'packages/design-system',
      'packages/supabase-client',
      'packages/devtools',
      'packages/runtime',
      'packages/edge',
      'packages/build-config',
    ],
  },
});
