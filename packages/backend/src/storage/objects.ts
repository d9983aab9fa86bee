import { rm } from 'node:fs/promises';
import type { AppContext } from '../context.ts';
import { actAs, type Client, type RequestClaims } from '../db/database.ts';
import { StorageError } from './errors.ts';
import { type FileStep, type PlacedFile, placeFile, setFileAside, stageBytes } from './files.ts';
import { bucketFolder, folderNames, objectFile } from './paths.ts';

// Writes and deletes of storage objects, row and file in one all-or-nothing step: the row changes in a
// transaction, the file moves before it commits, and a failed transaction undoes the file move.

export interface ObjectMetadata {
  mimetype: string;
  size: number;
  cacheControl: string;
}

export interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  metadata: { mimetype?: string; cacheControl?: string; size?: number } | null;
}

/**
 * Serialises the changes of objects whose names share a first segment (a user's folder), the only ones whose
 * files can stand in each other's way on disk. Locks are taken in one order, so two deletes cannot deadlock.
 */
async function lockFolders(client: Client, bucket: string, names: readonly string[]): Promise<void> {
  const folders = [...new Set(names.map((name) => name.split('/')[0]))].sort();
  for (const folder of folders) {
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `storage:${bucket}/${folder}`,
    ]);
  }
}

/**
 * A file and a folder cannot share a path on disk, so an object cannot be named like a folder of another one
 * (`a.png` and `a.png/b.png`). Checked as the server, over every object in the bucket: after RLS has accepted
 * the caller's row, so that nobody learns about names in a folder they cannot write to.
 */
async function refuseFileFolderClash(client: Client, bucket: string, name: string): Promise<void> {
  await client.query('set local role none');
  // In byte order ("C"), exactly the names that start with `name/` sort between `name/` and `name0`.
  const { rows } = await client.query<{ name: string }>(
    `select name from storage.objects
     where bucket_id = $1
       and (name = any($2::text[]) or (name collate "C" >= $3 and name collate "C" < $4))
     order by name collate "C" limit 1`,
    [bucket, folderNames(name), `${name}/`, `${name}0`],
  );
  const clash = rows[0]?.name;
  if (clash === undefined) return;
  throw new StorageError(
    400,
    'InvalidKey',
    clash.startsWith(`${name}/`)
      ? `Invalid key: ${name} is a folder, so it cannot be a file as well`
      : `Invalid key: ${clash} is a file, so it cannot be a folder as well`,
  );
}

/** Undoes file steps, last first; a step that cannot be undone is logged and the others still are. */
async function undoAll(app: AppContext, steps: readonly FileStep[]): Promise<void> {
  for (const step of [...steps].reverse()) {
    await step.undo().catch((error: unknown) => app.log(`storage: could not undo a file change: ${error}`));
  }
}

/** Drops what undo would have needed once the transaction committed; a failure leaves a stray staging file only. */
async function finishAll(app: AppContext, steps: readonly FileStep[]): Promise<void> {
  await Promise.all(
    steps.map((step) =>
      step.finish().catch((error: unknown) => app.log(`storage: could not finish a file change: ${error}`)),
    ),
  );
}

/**
 * After a COMMIT that failed (a lost connection, PGlite's idle-in-transaction timeout), finds out under the
 * folder lock whether the transaction committed after all, from the row versions (`xmin`) it wrote or deleted,
 * and undoes the file steps if it did not. Answers 'unknown' when the database cannot tell: the files then stay
 * as they are, since a row without its file is worse than a file without its row.
 */
async function settle(
  app: AppContext,
  bucket: string,
  names: readonly string[],
  resolve: (versions: Map<string, string>) => Promise<'committed' | 'rolled back'>,
): Promise<'committed' | 'rolled back' | 'unknown'> {
  return app.db
    .tx(async (client) => {
      await lockFolders(client, bucket, names);
      const { rows } = await client.query<{ name: string; version: string }>(
        'select name, xmin::text as version from storage.objects where bucket_id = $1 and name = any($2)',
        [bucket, names],
      );
      return resolve(new Map(rows.map((row) => [row.name, row.version])));
    })
    .catch((error: unknown) => {
      app.log(`storage: could not settle a failed commit in ${bucket}: ${error}`);
      return 'unknown' as const;
    });
}

/**
 * Stores an object: creates its row (or, with `conflict`, replaces the existing one's) under RLS as the caller,
 * and its file; both or neither. Answers the object's id.
 */
export async function putObject(
  app: AppContext,
  claims: RequestClaims,
  object: { bucket: string; name: string; bytes: Uint8Array; metadata: ObjectMetadata; conflict: string },
): Promise<string | undefined> {
  const { bucket, name } = object;
  const owner = typeof claims.sub === 'string' ? claims.sub : null;
  const file = objectFile(app.storageDir, bucket, name);
  // Written before the transaction, so that a slow disk holds no lock and no connection.
  const staged = await stageBytes(app.storageDir, object.bytes);
  let written: { id: string; version: string } | undefined;
  let placed: PlacedFile | undefined;
  try {
    await app.db.tx(async (client) => {
      await lockFolders(client, bucket, [name]);
      await actAs(client, claims);
      const { rows } = await client.query<{ id: string; version: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3, $4, $5) ${object.conflict} returning id, xmin::text as version`,
        [bucket, name, owner, owner, object.metadata],
      );
      written = rows[0];
      await refuseFileFolderClash(client, bucket, name);
      // The last step: when it fails it has put things back itself, and nothing else can fail before COMMIT.
      placed = await placeFile(app.storageDir, bucketFolder(app.storageDir, bucket), staged, file);
    });
  } catch (error) {
    const step = placed;
    const version = written?.version;
    if (!step) throw error;
    const outcome = await settle(app, bucket, [name], async (versions) => {
      if (versions.get(name) === version) return 'committed';
      // Our row is not there: put the old file back, unless a later upload has replaced ours since.
      if (await step.isInPlace()) await step.undo();
      else await step.finish();
      return 'rolled back';
    });
    if (outcome !== 'committed') throw error;
  } finally {
    await rm(staged, { force: true });
  }
  if (placed) await finishAll(app, [placed]);
  return written?.id;
}

/** Deletes the objects of these names that RLS lets the caller delete, rows and files; answers the deleted. */
export async function removeObjects(
  app: AppContext,
  claims: RequestClaims,
  bucket: string,
  names: readonly string[],
): Promise<StoredObject[]> {
  const steps: FileStep[] = [];
  let removed: (StoredObject & { version: string })[] = [];
  try {
    await app.db.tx(async (client) => {
      await lockFolders(client, bucket, names);
      await actAs(client, claims);
      const { rows } = await client.query<StoredObject & { version: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning id, name, bucket_id, metadata, xmin::text as version`,
        [bucket, names],
      );
      removed = rows;
      try {
        for (const row of rows) {
          // A name refused today (`a/../b`, stored by an older server) has no file of its own: a file at what it
          // resolves to belongs to another object, so only the row goes.
          const file = (() => {
            try {
              return objectFile(app.storageDir, bucket, row.name);
            } catch {
              return undefined;
            }
          })();
          if (file)
            steps.push(await setFileAside(app.storageDir, bucketFolder(app.storageDir, bucket), file));
        }
      } catch (error) {
        // Still under the lock: no other change of these folders can slip in before the files are back.
        await undoAll(app, steps.splice(0));
        throw error;
      }
    });
  } catch (error) {
    if (steps.length === 0) throw error;
    const outcome = await settle(app, bucket, names, async (versions) => {
      // The delete is one statement: either every deleted row version is back, or none is.
      if (!removed.some((row) => versions.get(row.name) === row.version)) return 'committed';
      await undoAll(app, steps);
      return 'rolled back';
    });
    if (outcome !== 'committed') throw error;
  }
  await finishAll(app, steps);
  return removed.map(({ version: _, ...object }) => object);
}
