import { rm } from 'node:fs/promises';
import type { AppContext } from '../context.ts';
import { actAs, type Client, type RequestClaims } from '../db/database.ts';
import { StorageError } from './errors.ts';
import { type FileStep, placeFile, setFileAside, stageBytes } from './files.ts';
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

/** Undoes the file steps after a failed transaction; the request still fails with the transaction's error. */
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
  const steps: FileStep[] = [];
  try {
    const id = await app.db.tx(async (client) => {
      await lockFolders(client, bucket, [name]);
      await actAs(client, claims);
      const { rows } = await client.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3, $4, $5) ${object.conflict} returning id`,
        [bucket, name, owner, owner, object.metadata],
      );
      await refuseFileFolderClash(client, bucket, name);
      steps.push(await placeFile(app.storageDir, bucketFolder(app.storageDir, bucket), staged, file));
      return rows[0]?.id;
    });
    await finishAll(app, steps);
    return id;
  } catch (error) {
    await undoAll(app, steps);
    throw error;
  } finally {
    await rm(staged, { force: true });
  }
}

/** Deletes the objects of these names that RLS lets the caller delete, rows and files; answers the deleted. */
export async function removeObjects(
  app: AppContext,
  claims: RequestClaims,
  bucket: string,
  names: readonly string[],
): Promise<StoredObject[]> {
  const steps: FileStep[] = [];
  try {
    const removed = await app.db.tx(async (client) => {
      await lockFolders(client, bucket, names);
      await actAs(client, claims);
      const { rows } = await client.query<StoredObject>(
        'delete from storage.objects where bucket_id = $1 and name = any($2) returning id, name, bucket_id, metadata',
        [bucket, names],
      );
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
        if (file) steps.push(await setFileAside(app.storageDir, bucketFolder(app.storageDir, bucket), file));
      }
      return rows;
    });
    await finishAll(app, steps);
    return removed;
  } catch (error) {
    await undoAll(app, steps);
    throw error;
  }
}
