import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import type { Client, Database } from '../db/database.ts';
import { putObject, removeObjects } from './objects.ts';

// What a caller cannot provoke through the API: the transaction failing after the file has moved (a lost
// connection, PGlite's idle-in-transaction timeout). Row and file must then both stay as they were.

const claims = { role: 'authenticated' as const, sub: 'u1' };
const metadata = { mimetype: 'image/png', size: 3, cacheControl: 'max-age=3600' };

let storageDir: string;

type Outcome = 'commits' | 'rolls back' | 'commits but reports a failure';

/**
 * A database whose statements succeed and whose first COMMIT ends as `outcome`; later transactions (the check of
 * what happened) see the rows that outcome leaves. A delete answers `deleted`.
 */
function context(outcome: Outcome, deleted: string[] = [], beforeCheck?: () => Promise<void>): AppContext {
  let write: 'insert' | 'delete' | undefined;
  const client = {
    query: async (sql: string, params: unknown[] = []) => {
      if (sql.includes('insert into')) {
        write = 'insert';
        return { rows: [{ id: 'id-1', version: '100' }] };
      }
      if (sql.includes('delete from')) {
        write = 'delete';
        return {
          rows: deleted.map((name) => ({ id: name, name, bucket_id: 'b', metadata: null, version: '7' })),
        };
      }
      if (sql.includes('xmin::text as version from storage.objects')) {
        await beforeCheck?.();
        const committed = outcome !== 'rolls back';
        if (write === 'insert') {
          const [name] = params[1] as string[];
          return { rows: committed ? [{ name, version: '100' }] : [] };
        }
        return { rows: committed ? [] : deleted.map((name) => ({ name, version: '7' })) };
      }
      return { rows: [] };
    },
  } as unknown as Client;
  let transactions = 0;
  const db = {
    tx: async <T>(work: (client: Client) => Promise<T>) => {
      const result = await work(client);
      if (transactions++ === 0 && outcome !== 'commits') throw new Error('commit failed');
      return result;
    },
  } as unknown as Database;
  return { db, storageDir, log: () => {} } as unknown as AppContext;
}

const file = (name: string) => join(storageDir, 'b', name);
const write = async (name: string, text: string) => {
  await mkdir(dirname(file(name)), { recursive: true });
  await writeFile(file(name), text);
};
const read = (name: string) => readFile(file(name), 'utf8').catch(() => undefined);
const staging = () => readdir(join(storageDir, '.staging')).catch(() => []);
const put = (app: AppContext, name: string, text: string) =>
  putObject(app, claims, {
    bucket: 'b',
    name,
    bytes: new TextEncoder().encode(text),
    metadata,
    conflict: '',
  });

beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'evergreen-storage-'));
});

afterEach(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

describe('putObject', () => {
  it('stores the file when the transaction commits, and leaves nothing staged', async () => {
    expect(await put(context('commits'), 'u1/a/new.png', 'new')).toBe('id-1');
    expect(await read('u1/a/new.png')).toBe('new');
    expect(await staging()).toEqual([]);
  });

  it('removes the new file and the folders made for it when the commit fails', async () => {
    await expect(put(context('rolls back'), 'u1/a/new.png', 'new')).rejects.toThrow('commit failed');
    expect(await read('u1/a/new.png')).toBeUndefined();
    expect(await readdir(join(storageDir, 'b'))).toEqual([]);
    expect(await staging()).toEqual([]);
  });

  it('puts the replaced file back when the commit fails', async () => {
    await write('u1/same.png', 'old');
    await expect(put(context('rolls back'), 'u1/same.png', 'new')).rejects.toThrow('commit failed');
    expect(await read('u1/same.png')).toBe('old');
    expect(await staging()).toEqual([]);
    await put(context('commits'), 'u1/same.png', 'new');
    expect(await read('u1/same.png')).toBe('new');
    expect(await staging()).toEqual([]);
  });

  it('clears what no row points at from the way: a file where a folder goes, a folder where the file goes', async () => {
    await write('u1/x', 'stray file');
    await write('u1/y.png/stray.png', 'stray folder');
    await put(context('commits'), 'u1/x/in.png', 'in');
    await put(context('commits'), 'u1/y.png', 'y');
    expect(await read('u1/x/in.png')).toBe('in');
    expect(await read('u1/y.png')).toBe('y');
  });
});

describe('after a COMMIT that reports a failure', () => {
  it('keeps the upload when the row was committed after all, and answers success', async () => {
    await write('u1/same.png', 'old');
    expect(await put(context('commits but reports a failure'), 'u1/same.png', 'new')).toBe('id-1');
    expect(await read('u1/same.png')).toBe('new');
    expect(await staging()).toEqual([]);
  });

  it('keeps a deletion that was committed after all, and answers the deleted objects', async () => {
    await write('u1/gone.png', 'gone');
    const app = context('commits but reports a failure', ['u1/gone.png']);
    expect(await removeObjects(app, claims, 'b', ['u1/gone.png'])).toHaveLength(1);
    expect(await read('u1/gone.png')).toBeUndefined();
    expect(await staging()).toEqual([]);
  });
});

describe('putObject after a failed COMMIT and a later upload', () => {
  it('leaves the later upload in place rather than putting back the file before ours', async () => {
    await write('u1/same.png', 'old');
    // Another upload of the same name replaces our file between our failed COMMIT and the check.
    const app = context('rolls back', [], async () => {
      // As uploads place files: a new file renamed over the path.
      await writeFile(join(storageDir, 'theirs'), 'theirs');
      await rename(join(storageDir, 'theirs'), file('u1/same.png'));
    });
    await expect(put(app, 'u1/same.png', 'ours')).rejects.toThrow('commit failed');
    expect(await read('u1/same.png')).toBe('theirs');
    expect(await staging()).toEqual([]);
  });
});

describe('removeObjects', () => {
  it('deletes the files and the folders left empty when the transaction commits', async () => {
    await write('u1/a/b/c.png', 'c');
    await write('u1/keep.png', 'keep');
    await removeObjects(context('commits', ['u1/a/b/c.png']), claims, 'b', ['u1/a/b/c.png']);
    expect(await readdir(join(storageDir, 'b', 'u1'))).toEqual(['keep.png']);
    expect(await staging()).toEqual([]);
  });

  it('puts the files back when the commit fails', async () => {
    await write('u1/a/b/c.png', 'c');
    const app = context('rolls back', ['u1/a/b/c.png']);
    await expect(removeObjects(app, claims, 'b', ['u1/a/b/c.png'])).rejects.toThrow('commit failed');
    expect(await read('u1/a/b/c.png')).toBe('c');
    expect(await staging()).toEqual([]);
  });

  it('leaves a folder alone when a deleted row named it (a row left by an older server)', async () => {
    await write('u1/d/e.png', 'e');
    await removeObjects(context('commits', ['u1/d']), claims, 'b', ['u1/d']);
    expect(await read('u1/d/e.png')).toBe('e');
  });
});
