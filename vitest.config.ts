import { defineConfig } from 'vitest/config';

// One run over every package's own vitest.config.ts; `pnpm --filter <pkg> test` runs a single one.
export default defineConfig({
  test: {
    // The backend suite needs its server and runs on its own (twice: PGlite and PostgreSQL), see packages/devtools.
    projects: [
      'shell',
      'mf-*',
      'packages/domain',
      'packages/design-system',
      'packages/supabase-client',
      'packages/devtools',
      'packages/build-config',
    ],
  },
});
