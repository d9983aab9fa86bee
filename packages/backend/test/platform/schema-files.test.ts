import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openSchemaDatabases,
  REFERENCE_DATA,
  type SchemaDatabases,
  schemaDiff,
} from '../../src/db/schema-files.ts';
import { backend } from '../helpers.ts';
import { migratedSnapshot, schemaFilesSnapshot } from '../snapshot.ts';

// supabase/schemas is the schema to read; supabase/migrations is what deploys it. They must build the same
// database: on PGlite as two instances, on PostgreSQL as two new databases of the suite's server.
describe('schema files and migrations', () => {
  let databases: SchemaDatabases;

  beforeAll(async () => {
    const { postgres, databaseUrl } = backend();
    databases = await openSchemaDatabases(
      postgres
        ? { databaseUrl }
        : { snapshots: { migrations: await migratedSnapshot(), schemaFiles: await schemaFilesSnapshot() } },
    );
  }, 180_000);

  afterAll(() => databases?.close());

  it('build the same tables, functions, triggers, policies and grants (migra finds no difference)', async () => {
    const diff = await schemaDiff(databases.migrations, databases.schemaFiles);
    expect(diff, 'edit supabase/schemas and add the migration `pnpm --filter backend db:diff` prints').toBe(
      '',
    );
  }, 120_000);

  it('write the same reference data (settings, plans, buckets)', async () => {
    expect(await referenceData(databases.schemaFiles)).toEqual(await referenceData(databases.migrations));
  });

  it('a rule changed on one side only is a difference', async () => {
    const client = new pg.Client({ connectionString: databases.schemaFiles });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('alter policy "Visitors can read public memorials" on public.graves using (false)');
      await client.query('revoke select on public.graves from anon');
      await client.query('commit');
    } finally {
      await client.end();
    }
    const diff = await schemaDiff(databases.migrations, databases.schemaFiles);
    expect(diff).toContain('"Visitors can read public memorials"');
    expect(diff).toMatch(/revoke select on table "public"\."graves" from "anon"/i);
  }, 120_000);
});

async function referenceData(url: string): Promise<unknown[][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results: unknown[][] = [];
    for (const query of REFERENCE_DATA) results.push((await client.query(query)).rows);
    return results;
  } finally {
    await client.end();
  }
}
