import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/** A database whose statements succeed and whose commit fails (or succeeds), answering `deleted` to a delete. */
function context(commit: 'fails' | 'succeeds', deleted: string[] = []): AppContext {
  const client = {
    query: async (sql: string) => ({
      rows: sql.includes('insert into')
        ? [{ id: 'id-1' }]
        : sql.includes('delete from')
          ? deleted.map((name) => ({ id: name, name, bucket_id: 'b', metadata: null }))
          : [],
    }),
  } as unknown as Client;
  const db = {
    tx: async <T>(work: (client: Client) => Promise<T>) => {
      const result = await work(client);
      if (commit === 'fails') throw new Error('commit failed');
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
    expect(await put(context('succeeds'), 'u1/a/new.png', 'new')).toBe('id-1');
    expect(await read('u1/a/new.png')).toBe('new');
    expect(await staging()).toEqual([]);
  });

  it('removes the new file and the folders made for it when the commit fails', async () => {
    await expect(put(context('fails'), 'u1/a/new.png', 'new')).rejects.toThrow('commit failed');
    expect(await read('u1/a/new.png')).toBeUndefined();
    expect(await readdir(join(storageDir, 'b'))).toEqual([]);
    expect(await staging()).toEqual([]);
  });

  it('puts the replaced file back when the commit fails', async () => {
    await write('u1/same.png', 'old');
    await expect(put(context('fails'), 'u1/same.png', 'new')).rejects.toThrow('commit failed');
    expect(await read('u1/same.png')).toBe('old');
    expect(await staging()).toEqual([]);
    await put(context('succeeds'), 'u1/same.png', 'new');
    expect(await read('u1/same.png')).toBe('new');
    expect(await staging()).toEqual([]);
  });

  it('clears what no row points at from the way: a file where a folder goes, a folder where the file goes', async () => {
    await write('u1/x', 'stray file');
    await write('u1/y.png/stray.png', 'stray folder');
    await put(context('succeeds'), 'u1/x/in.png', 'in');
    await put(context('succeeds'), 'u1/y.png', 'y');
    expect(await read('u1/x/in.png')).toBe('in');
    expect(await read('u1/y.png')).toBe('y');
  });
});

describe('removeObjects', () => {
  it('deletes the files and the folders left empty when the transaction commits', async () => {
    await write('u1/a/b/c.png', 'c');
    await write('u1/keep.png', 'keep');
    await removeObjects(context('succeeds', ['u1/a/b/c.png']), claims, 'b', ['u1/a/b/c.png']);
    expect(await readdir(join(storageDir, 'b', 'u1'))).toEqual(['keep.png']);
    expect(await staging()).toEqual([]);
  });

  it('puts the files back when the commit fails', async () => {
    await write('u1/a/b/c.png', 'c');
    const app = context('fails', ['u1/a/b/c.png']);
    await expect(removeObjects(app, claims, 'b', ['u1/a/b/c.png'])).rejects.toThrow('commit failed');
    expect(await read('u1/a/b/c.png')).toBe('c');
    expect(await staging()).toEqual([]);
  });

  it('leaves a folder alone when a deleted row named it (a row left by an older server)', async () => {
    await write('u1/d/e.png', 'e');
    await removeObjects(context('succeeds', ['u1/d']), claims, 'b', ['u1/d']);
    expect(await read('u1/d/e.png')).toBe('e');
  });
});
