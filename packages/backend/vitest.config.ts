import { defineConfig } from 'vitest/config';

/**
 * The tests whose outcome depends on the database engine: SQL functions and triggers, row-level security, locks
 * and concurrency, query plans, the catalog. `pnpm test:postgres` runs these once more on PostgreSQL
 * (vitest.postgres.config.ts). The layer above the engine (auth input and mail flows, Stripe, the edge functions on
 * Deno, ports, the REST gateway, headers, image transforms, fuzzing the HTTP surface) runs once, on PGlite.
 */
export const ENGINE_TESTS = [
  // Row-level security and what PostgREST turns into SQL.
  'test/rls/rls-matrix.test.ts',
  'test/auth/data-accounts.test.ts',
  'test/memorials/data-memorials.test.ts',
  'test/memorials/data-memories-reminders.test.ts',
  'test/memorials/embedded-selects.test.ts',
  'test/platform/rest-forms.test.ts',
  'test/sharing/sharing.test.ts',
  'test/storage/storage.test.ts',
  'test/storage/storage-names.test.ts',
  'test/gallery/memorial-photos.test.ts',
  'test/gallery/contributed-photos.test.ts',
  'test/auth/delete-account.test.ts',
  'test/auth/email-change.test.ts',
  'test/auth/reauthenticate.test.ts',
  'test/auth/security-events.test.ts',
  'test/auth/erasure.test.ts',
  'test/auth/two-step.test.ts',
  'test/auth/my-sessions.test.ts',
  // Rules in SQL: limits, triggers, functions.
  'test/auth/auth.test.ts',
  'test/memorials/plan-limits.test.ts',
  'test/billing/plan-config.test.ts',
  'test/billing/my-plan.test.ts',
  'test/memorials/read-only-memorials.test.ts',
  'test/import/import-memorials.test.ts',
  'test/import/import-archive.test.ts',
  'test/reminders/reminder-rules.test.ts',
  'test/reminders/advanced-reminders-rules.test.ts',
  'test/reminders/calendar-feed.test.ts',
  // profiles.locale: its check, who reads it, the sign-up default; texts in the reader's language.
  'test/public/server-languages.test.ts',
  'test/public/memorial-visits.test.ts',
  'test/public/memorial-search.test.ts',
  'test/public/search-replica.test.ts',
  'test/public/memorial-slugs.test.ts',
  'test/memorials/family-links.test.ts',
  'test/memorials/keepsake-kind.test.ts',
  'test/gallery/photo-gallery.test.ts',
  'test/public/contact-message.test.ts',
  'test/reminders/reminder-month-ends.test.ts',
  // Visitor posts (issue 29): the post guard's tokens, minimum age and limits.
  'test/memorials/post-guard.test.ts',
  'test/memorials/memory-approval.test.ts',
  // Reports, support's decisions and claims (issue 29).
  'test/moderation/moderation.test.ts',
  // Locks and concurrency: once per occurrence, rotation, idempotent webhooks.
  'test/reminders/reminder-emails.test.ts',
  'test/reminders/advanced-reminder-emails.test.ts',
  // Notifications: claimed once, digests by the recipient's clock, follows and their RLS (issue 29).
  'test/notifications/notifications.test.ts',
  'test/auth/auth-sessions.test.ts',
  'test/billing/stripe-webhook.test.ts',
  // Query plans and the catalog.
  'test/memorials/dashboard-queries.test.ts',
  'test/platform/database-linter.test.ts',
  'test/platform/database-types.test.ts',
  'test/platform/schema-files.test.ts',
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
