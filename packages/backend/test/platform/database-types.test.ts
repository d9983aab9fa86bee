import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../src/db/typegen.ts';
import { backend } from '../helpers.ts';

describe('generated database types', () => {
  it('packages/domain/src/database.ts is exactly what `pnpm db:types` writes from the migrations', async () => {
    // The suite's database is migrated from the same files, on PGlite and on PostgreSQL alike.
    const generated = await generateDatabaseTypes(backend().databaseUrl);
    const checkedIn = readFileSync(DATABASE_TYPES_FILE, 'utf8');
    expect(checkedIn, 'database.ts is stale: run `pnpm db:types` and commit the result').toBe(generated);
  });
});
