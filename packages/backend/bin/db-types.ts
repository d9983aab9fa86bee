// `pnpm db:types`: regenerates packages/domain/src/database.ts from the migrations (see src/db/typegen.ts).
// `--check` only compares and exits 1 when the checked-in file is stale. Uses DATABASE_URL when it is set
// (migrating that database first), otherwise a throwaway in-memory PGlite.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes, withMigratedDatabase } from '../src/db/typegen.ts';

const check = process.argv.includes('--check');
const generated = await withMigratedDatabase(generateDatabaseTypes, {
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const path = relative(process.cwd(), DATABASE_TYPES_FILE);
if (check) {
  if (readFileSync(DATABASE_TYPES_FILE, 'utf8') !== generated) {
    console.error(`${path} is stale: run pnpm db:types`);
    process.exit(1);
  }
  console.log(`${path} is up to date`);
} else {
  writeFileSync(DATABASE_TYPES_FILE, generated);
  console.log(`Wrote ${path}`);
}
