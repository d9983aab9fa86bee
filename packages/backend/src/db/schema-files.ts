import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@pgkit/client';
import { run as migra } from '@pgkit/migra';
import pg from 'pg';
import { PACKAGE_DIR } from '../config.ts';
import { Database } from './database.ts';
import { migrate, PLATFORM_SQL } from './migrate.ts';
import { startPglite } from './pglite.ts';

/**
 * The schema as reviewable source: one file per area of the product (`NN_area.sql`, applied in the order of their
 * names), each the current state of its tables with their indexes, functions, triggers and policies. The
 * migrations must build the same database; `pnpm db:diff` prints what a new migration has to do when they differ.
 */
export const SCHEMAS_DIR = join(PACKAGE_DIR, 'supabase/schemas');

/** Rows the schema files and migrations write (reference data, not demo data); migra compares no data. */
export const REFERENCE_DATA = [
  'select key, value from private.app_config order by key',
  'select * from private.plans order by id',
  'select * from private.post_guard_limits order by kind',
  'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets order by id',
];

export interface SchemaFile {
  name: string;
  sql: string;
}

export function readSchemaFiles(dir = SCHEMAS_DIR): SchemaFile[] {
  return readdirSync(dir)
    .filter((file) => /^\d{2}_\w+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/** What Supabase provides, then every schema file, in one transaction (as one migration would be). */
export async function applySchemaFiles(db: Database): Promise<void> {
  await db.tx(async (client) => {
    await client.query(readFileSync(PLATFORM_SQL, 'utf8'));
  });
  await db.tx(async (client) => {
    for (const file of readSchemaFiles()) await client.query(file.sql);
  });
}

/**
 * The SQL that turns database `from` into database `to` (schemas, tables, columns, constraints, indexes, views,
 * functions, triggers, policies, enums, grants), from @pgkit/migra; '' when they are the same.
 */
export async function schemaDiff(from: string, to: string): Promise<string> {
  // pg-promise warns about a second client per process, which is what a diff needs.
  const options = { pgpOptions: { initialize: { noWarnings: true } } };
  const [fromClient, toClient] = [createClient(from, options), createClient(to, options)];
  try {
    const migration = await migra(fromClient, toClient, { unsafe: true, withPrivileges: true });
    return migration.sql.trim();
  } finally {
    await Promise.all([fromClient.end(), toClient.end()]);
  }
}

export interface SchemaDatabases {
  /** Built by the migrations. */
  migrations: string;
  /** Built by the schema files. */
  schemaFiles: string;
  /** Removes both. */
  close(): Promise<void>;
}

export interface SchemaDatabaseOptions {
  /** A superuser connection to a PostgreSQL server: both are new databases there. */
  databaseUrl?: string;
  /** Otherwise two PGlite instances, from these (already built) data dirs, or initialised and built here. */
  snapshots?: { migrations: Blob; schemaFiles: Blob };
}

/** Two fresh databases, one migrated and one built from the schema files. */
export async function openSchemaDatabases(options: SchemaDatabaseOptions = {}): Promise<SchemaDatabases> {
  if (options.databaseUrl) return openPostgresDatabases(options.databaseUrl);
  const [migrated, fromFiles] = await Promise.all([
    startPglite({ snapshot: options.snapshots?.migrations }),
    startPglite({ snapshot: options.snapshots?.schemaFiles }),
  ]);
  const close = async () => {
    await Promise.all([migrated.close(), fromFiles.close()]);
  };
  try {
    if (!options.snapshots) {
      await Promise.all([build(migrated.url, migrate), build(fromFiles.url, applySchemaFiles)]);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { migrations: migrated.url, schemaFiles: fromFiles.url, close };
}

async function openPostgresDatabases(databaseUrl: string): Promise<SchemaDatabases> {
  const suffix = randomBytes(4).toString('hex');
  const names = [`schema_check_migrations_${suffix}`, `schema_check_files_${suffix}`] as const;
  const [migrations, schemaFiles] = names.map((name) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }) as [string, string];
  // CREATE DATABASE cannot run in a transaction, so not through Database.tx.
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const close = async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  };
  try {
    for (const name of names) await admin(`create database ${name}`);
    await build(migrations, migrate);
    await build(schemaFiles, applySchemaFiles);
  } catch (error) {
    await close();
    throw error;
  }
  return { migrations, schemaFiles, close };
}

async function build(url: string, apply: (db: Database) => Promise<unknown>): Promise<void> {
  const db = new Database(url);
  try {
    await apply(db);
  } finally {
    await db.close();
  }
}
