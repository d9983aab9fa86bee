import { defineConfig } from 'vitest/config';

/**
 * The tests whose outcome depends on the database engine: SQL functions and triggers, row-level security, locks
 * and concurrency, query plans, the catalog. `pnpm test:postgres` runs these once more on PostgreSQL
 * (vitest.postgres.config.ts). The layer above the engine (auth input and mail flows, Stripe, the edge functions on
 * Deno, ports, the REST gateway, headers, image transforms, fuzzing the HTTP surface) runs once, on PGlite.
 */
export const ENGINE_TESTS = [
  // Row-level security and what PostgREST turns into SQL.
  'test/rls-matrix.test.ts',
  'test/data-accounts.test.ts',
  'test/data-memorials.test.ts',
  'test/data-memories-reminders.test.ts',
  'test/embedded-selects.test.ts',
  'test/rest-forms.test.ts',
  'test/sharing.test.ts',
  'test/storage.test.ts',
  'test/storage-names.test.ts',
  'test/memorial-photos.test.ts',
  'test/contributed-photos.test.ts',
  'test/delete-account.test.ts',
  // Rules in SQL: limits, triggers, functions.
  'test/auth.test.ts',
  'test/plan-limits.test.ts',
  'test/plan-config.test.ts',
  'test/my-plan.test.ts',
  'test/read-only-memorials.test.ts',
  'test/import-memorials.test.ts',
  'test/import-archive.test.ts',
  'test/reminder-rules.test.ts',
  'test/advanced-reminders-rules.test.ts',
  'test/calendar-feed.test.ts',
  'test/memorial-visits.test.ts',
  'test/memorial-slugs.test.ts',
  'test/family-links.test.ts',
  'test/photo-gallery.test.ts',
  'test/contact-message.test.ts',
  // Locks and concurrency: once per occurrence, rotation, idempotent webhooks.
  'test/reminder-emails.test.ts',
  'test/advanced-reminder-emails.test.ts',
  'test/auth-sessions.test.ts',
  'test/stripe-webhook.test.ts',
  // Query plans and the catalog.
  'test/dashboard-queries.test.ts',
  'test/database-linter.test.ts',
  'test/database-types.test.ts',
  'test/schema-files.test.ts',
];

// One server per run (test/global-setup.ts), shared by every test file; files only talk to it over HTTP.
export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
