import { describe, expect, it } from 'vitest';
import { databaseConnection } from '../helpers.ts';
import { LINTS, lintQuery } from './database-lints.ts';

/**
 * Findings we accept, each with why. Keep this tiny: a SECURITY DEFINER function callable through /rest/v1/rpc
 * belongs here only when the app must call it and it checks the caller (`auth.uid()`) itself.
 */
const ALLOWED: Readonly<Record<string, readonly { key: string; reason: string }[]>> = {};

const db = databaseConnection();

// Supabase's database linter (splinter) on the migrated schema, with queries of our own (test/platform/database-lints.ts).
describe('database linter (security)', () => {
  it.each(LINTS)('$name: no finding', async (lint) => {
    const { rows } = await db.query<{ detail: string; key: string }>(lintQuery(lint));
    const allowed = new Set((ALLOWED[lint.name] ?? []).map((entry) => entry.key));
    const findings = rows
      .filter((row) => !allowed.has(row.key))
      .map((row) => row.detail)
      .sort();
    expect(findings).toEqual([]);
    // An entry that no longer matches anything is removed, so the list stays as short as the need.
    const stale = [...allowed].filter((key) => !rows.some((row) => row.key === key));
    expect(stale, 'allowlist entries that match no finding').toEqual([]);
  });

  // A query that finds nothing proves nothing unless it finds what it looks for: every probe, in one transaction
  // that is rolled back, so neither the server nor other tests ever see them.
  it('each query finds its probe violation', async () => {
    const found: Record<string, string[]> = {};
    await db.query('begin');
    try {
      for (const lint of LINTS) await db.query(lint.probe);
      for (const lint of LINTS) {
        const { rows } = await db.query<{ detail: string }>(lintQuery(lint));
        found[lint.name] = rows.map((row) => row.detail).filter((detail) => detail.includes('lint_probe'));
      }
    } finally {
      await db.query('rollback');
    }
    for (const lint of LINTS) expect(found[lint.name], lint.name).not.toEqual([]);
  });
});
