import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIR } from '../src/config.ts';
import { Database } from '../src/db/database.ts';
import { migrate, schemaSource } from '../src/db/migrate.ts';
import { startPglite } from '../src/db/pglite.ts';
import { applySchemaFiles, readSchemaFiles } from '../src/db/schema-files.ts';

/**
 * A PGlite data dir with the platform and every migration applied, cached by the hash of their source: a
 * fresh init costs seconds, loading the dump a fraction of that (ARCHITECTURE section 8).
 */
export function migratedSnapshot(): Promise<Blob> {
  return cachedSnapshot('migrations', schemaSource(), migrate);
}

/** The same for the schema files (supabase/schemas), which must build the same database. */
export function schemaFilesSnapshot(): Promise<Blob> {
  const source = [schemaSource(), ...readSchemaFiles().map((file) => file.name + file.sql)].join('\n');
  return cachedSnapshot('schema-files', source, applySchemaFiles);
}

async function cachedSnapshot(
  kind: string,
  source: string,
  build: (db: Database) => Promise<unknown>,
): Promise<Blob> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = join(PACKAGE_DIR, '.data', 'test-snapshots');
  const file = join(dir, kind === 'migrations' ? `${hash}.tar.gz` : `${kind}-${hash}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const embedded = await startPglite({});
  const db = new Database(embedded.url);
  try {
    await build(db);
  } finally {
    await db.close();
  }
  const dump = await embedded.dump();
  await embedded.close();
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return dump;
}
