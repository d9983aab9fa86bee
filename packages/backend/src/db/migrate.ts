import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIR } from '../config.ts';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = join(PACKAGE_DIR, 'supabase/migrations');
export const PLATFORM_SQL = join(PACKAGE_DIR, 'src/db/platform.sql');

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{14}_\w+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = /^(\d{14})_(\w+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: readFileSync(join(dir, file), 'utf8') };
    });
}

/** The source of everything `migrate` applies, to know when a saved snapshot is stale. */
export function schemaSource(): string {
  return [readFileSync(PLATFORM_SQL, 'utf8'), ...readMigrations().map((m) => m.version + m.sql)].join('\n');
}

/**
 * Installs what Supabase provides around the migrations, then applies the new migrations in order and records
 * them as the Supabase CLI does (supabase_migrations.schema_migrations). Returns the versions applied.
 */
export async function migrate(db: Database, authenticatorPassword?: string): Promise<string[]> {
  await db.tx(async (client) => {
    await client.query(readFileSync(PLATFORM_SQL, 'utf8'));
    if (authenticatorPassword) {
      await client.query(
        `alter role authenticator with login password '${authenticatorPassword.replace(/'/g, "''")}'`,
      );
    }
  });
  const applied = await db.tx(async (client) => {
    const { rows } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    return new Set(rows.map((row) => row.version));
  });
  const done: string[] = [];
  for (const migration of readMigrations()) {
    if (applied.has(migration.version)) continue;
    await db.tx(async (client) => {
      await client.query(migration.sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [migration.sql]],
      );
    });
    done.push(migration.version);
  }
  return done;
}
