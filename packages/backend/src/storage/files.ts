import { randomUUID } from 'node:crypto';
import { copyFile, link, lstat, mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';

// The file half of storage changes. Each step runs while the database transaction that changes the row is still
// open (and holds the folder's lock, see objects.ts), and answers how to undo it if that transaction then fails
// and how to finish it once it has committed, so that a row never points at a missing file and no file is
// left without its row.

/**
 * Files on their way in or out, on the same file system as the objects so that every move is one atomic rename.
 * Never a bucket: bucket ids have no dot.
 */
const STAGING = '.staging';

export interface FileStep {
  /** Puts things back as they were; for when the transaction failed. */
  undo(): Promise<void>;
  /** Drops what `undo` would have needed; for when the transaction committed. */
  finish(): Promise<void>;
}

export interface PlacedFile extends FileStep {
  /** Whether the file at the object's path is still the one placed (no later upload replaced it). */
  isInPlace(): Promise<boolean>;
}

const NOTHING: FileStep = { undo: async () => {}, finish: async () => {} };

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

async function kindOf(path: string): Promise<'file' | 'folder' | undefined> {
  try {
    return (await lstat(path)).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return undefined;
    throw error;
  }
}

async function stagingPath(storageDir: string): Promise<string> {
  const dir = join(storageDir, STAGING);
  await mkdir(dir, { recursive: true });
  return join(dir, randomUUID());
}

/** Writes an upload beside the objects, before any transaction; the caller removes it when done. */
export async function stageBytes(storageDir: string, bytes: Uint8Array): Promise<string> {
  const staged = await stagingPath(storageDir);
  await writeFile(staged, bytes);
  return staged;
}

/** Removes folders left empty from `dir` up to, not including, the bucket's folder. */
async function pruneEmptyFolders(bucketDir: string, dir: string): Promise<void> {
  for (let current = dir; current.startsWith(bucketDir + sep); current = dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (or already gone): nothing above it is empty either
    }
  }
}

/**
 * Moves a staged upload to `file`, keeping the file it replaces until `finish`. The database has just agreed that
 * no object is named like one of the file's folders and none lives below it, so anything in the way on disk is
 * a leftover that no row points at (an empty folder, a file whose row is gone) and is cleared.
 */
export async function placeFile(
  storageDir: string,
  bucketDir: string,
  staged: string,
  file: string,
): Promise<PlacedFile> {
  for (let dir = dirname(file); dir.startsWith(bucketDir + sep); dir = dirname(dir)) {
    if ((await kindOf(dir)) === 'file') await rm(dir, { force: true });
  }
  await mkdir(dirname(file), { recursive: true });
  let previous: string | undefined;
  const existing = await kindOf(file);
  if (existing === 'folder') await rm(file, { recursive: true, force: true });
  if (existing === 'file') {
    // A second name for the old file: readers see the old or the new one, never none, and undo is one rename.
    previous = await stagingPath(storageDir);
    await link(file, previous).catch(() => copyFile(file, previous as string));
  }
  try {
    await rename(staged, file);
  } catch (error) {
    if (previous) await rm(previous, { force: true });
    throw error;
  }
  const inode = async () => (await lstat(file).catch(() => undefined))?.ino;
  const placed = await inode();
  return {
    isInPlace: async () => placed !== undefined && (await inode()) === placed,
    async undo() {
      if (previous) await rename(previous, file);
      else {
        await rm(file, { force: true });
        await pruneEmptyFolders(bucketDir, dirname(file));
      }
    },
    async finish() {
      if (previous) await rm(previous, { force: true });
    },
  };
}

/**
 * Moves a deleted object's file aside until `finish`. A path that is a folder belongs to other objects (a row
 * left by an older server for a name that is also a folder) and stays; a missing file is nothing to do.
 */
export async function setFileAside(storageDir: string, bucketDir: string, file: string): Promise<FileStep> {
  if ((await kindOf(file)) !== 'file') return NOTHING;
  const aside = await stagingPath(storageDir);
  await rename(file, aside);
  await pruneEmptyFolders(bucketDir, dirname(file));
  return {
    async undo() {
      await mkdir(dirname(file), { recursive: true });
      await rename(aside, file);
    },
    finish: () => rm(aside, { force: true }),
  };
}
