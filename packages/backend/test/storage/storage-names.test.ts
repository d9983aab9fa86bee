import { describe, expect, it } from 'vitest';
import { graveScene, portrait } from '../../src/db/png.ts';
import { backend, raw, signUp, type TestUser } from '../helpers.ts';

// Object names the file system cannot hold side by side, and the all-or-nothing upload (issue 9, finding 6).

const png = (bytes = graveScene(16)) => new Blob([bytes], { type: 'image/png' });

const upload = (user: TestUser, path: string, bytes = graveScene(16)) =>
  raw(`/storage/v1/object/grave-images/${path}`, {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'image/png' },
    body: bytes,
  });

const publicFile = (path: string) => fetch(`${backend().url}/storage/v1/object/public/grave-images/${path}`);

const listing = async (user: TestUser, folder = user.id) =>
  (await user.client.storage.from('grave-images').list(folder)).data?.map((entry) => [
    entry.name,
    entry.id === null ? 'folder' : 'file',
  ]);

describe('storage object names', () => {
  it('refuses a name inside an existing object with 400, and keeps the object', async () => {
    const user = await signUp('inside');
    expect((await upload(user, `${user.id}/a.png`)).status).toBe(200);
    const response = await upload(user, `${user.id}/a.png/b.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      error: 'InvalidKey',
      message: `Invalid key: ${user.id}/a.png is a file, so it cannot be a folder as well`,
    });
    expect((await publicFile(`${user.id}/a.png`)).status).toBe(200);
    expect(await listing(user)).toEqual([['a.png', 'file']]);
  });

  it('refuses a name that is already a folder with 400, saving no row', async () => {
    const user = await signUp('folder');
    expect((await upload(user, `${user.id}/a.png/b.png`)).status).toBe(200);
    const response = await upload(user, `${user.id}/a.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      error: 'InvalidKey',
      message: `Invalid key: ${user.id}/a.png is a folder, so it cannot be a file as well`,
    });
    // Even with upsert: replacing a folder by a file would orphan what is in it.
    const upsert = await user.client.storage
      .from('grave-images')
      .upload(`${user.id}/a.png`, png(), { upsert: true });
    expect(upsert.error?.message).toMatch(/is a folder/);
    expect(await listing(user)).toEqual([['a.png', 'folder']]);
    expect((await publicFile(`${user.id}/a.png`)).status).toBe(404);
    expect((await publicFile(`${user.id}/a.png/b.png`)).status).toBe(200);
  });

  it('frees a folder name once its objects are deleted', async () => {
    const user = await signUp('refolder');
    const bucket = user.client.storage.from('grave-images');
    expect((await bucket.upload(`${user.id}/a.png/deep/b.png`, png())).error).toBeNull();
    expect((await bucket.remove([`${user.id}/a.png/deep/b.png`])).data).toHaveLength(1);
    const { error } = await bucket.upload(`${user.id}/a.png`, png(portrait(8)));
    expect(error).toBeNull();
    const served = await publicFile(`${user.id}/a.png`);
    expect(Buffer.from(await served.arrayBuffer()).equals(portrait(8))).toBe(true);
    // And the other way round: a deleted file no longer blocks a folder of that name.
    expect((await bucket.remove([`${user.id}/a.png`])).data).toHaveLength(1);
    expect((await bucket.upload(`${user.id}/a.png/c.png`, png())).error).toBeNull();
  });

  it('accepts folder and file names up to 255 bytes and refuses longer ones with 400', async () => {
    const user = await signUp('long');
    const longest = `${'n'.repeat(251)}.png`;
    expect((await upload(user, `${user.id}/${longest}`)).status).toBe(200);
    expect((await publicFile(`${user.id}/${longest}`)).status).toBe(200);
    for (const path of [`${user.id}/${'n'.repeat(252)}.png`, `${user.id}/${'d'.repeat(256)}/x.png`]) {
      const response = await upload(user, path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: '400',
        error: 'InvalidKey',
        message: 'Invalid key: a folder or file name is longer than 255 bytes',
      });
    }
    expect(await listing(user)).toEqual([[longest, 'file']]);
  });

  it('lets exactly one of two racing uploads of a file and a folder of the same name win', async () => {
    const user = await signUp('race');
    for (let round = 0; round < 5; round++) {
      const file = `${user.id}/r${round}.png`;
      const inside = `${file}/x.png`;
      const [first, second] = await Promise.all([upload(user, file), upload(user, inside)]);
      expect([first.status, second.status].sort(), `round ${round}`).toEqual([200, 400]);
      const winner = first.status === 200 ? file : inside;
      const loser = first.status === 200 ? inside : file;
      expect((await publicFile(winner)).status).toBe(200);
      expect((await publicFile(loser)).status).toBe(404);
    }
  });

  it('serves what the last successful upsert stored, whatever raced it', async () => {
    const user = await signUp('upserts');
    const path = `${user.id}/same.png`;
    const versions = [graveScene(8), graveScene(12), portrait(8), portrait(12)];
    const answers = await Promise.all(
      versions.map((bytes) =>
        user.client.storage.from('grave-images').upload(path, png(bytes), { upsert: true }),
      ),
    );
    expect(answers.map((answer) => answer.error)).toEqual([null, null, null, null]);
    const served = Buffer.from(await (await publicFile(path)).arrayBuffer());
    const [entry] = (await user.client.storage.from('grave-images').list(user.id)).data ?? [];
    expect(versions.some((bytes) => served.equals(bytes))).toBe(true);
    expect(entry?.metadata?.size).toBe(served.byteLength);
  });
});

describe('storage names hostile input', () => {
  it("refuses encoded slashes that climb into another user's folder, to upload or to delete", async () => {
    const [alice, bob] = await Promise.all([signUp('alice-files'), signUp('bob-climbs')]);
    expect((await upload(alice, `${alice.id}/portrait.png`, portrait(8))).status).toBe(200);
    const climbs = [
      `${bob.id}%2f..%2f${alice.id}%2fportrait.png`,
      `${bob.id}/..%2f${alice.id}%2fportrait.png`,
      `${bob.id}/%2e%2e%2f${alice.id}/portrait.png`,
      `${bob.id}/x%2f%2fportrait.png`,
      `${bob.id}/%2e%2e%2f`,
    ];
    for (const path of climbs) {
      const response = await upload(bob, path, graveScene(8));
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
      const removal = await raw(`/storage/v1/object/grave-images/${path}`, {
        method: 'DELETE',
        token: bob.accessToken,
      });
      expect(removal.status, path).toBe(400);
    }
    const served = await publicFile(`${alice.id}/portrait.png`);
    expect(Buffer.from(await served.arrayBuffer()).equals(portrait(8))).toBe(true);
  });

  it('answers 4xx JSON for NUL and invalid UTF-8 in bucket ids and names, never 500', async () => {
    const user = await signUp('nul-names');
    const cases: [string, RequestInit & { token?: string }][] = [
      ['/storage/v1/object/list/%ff', { method: 'POST', token: user.accessToken, body: '{}' }],
      ['/storage/v1/object/list/%00', { method: 'POST', token: user.accessToken, body: '{}' }],
      [
        '/storage/v1/object/list/grave-images',
        { method: 'POST', token: user.accessToken, body: JSON.stringify({ prefix: '\u0000' }) },
      ],
      [`/storage/v1/object/authenticated/%00/${user.id}/a.png`, {}],
      [`/storage/v1/object/public/%ff/${user.id}/a.png`, {}],
      [
        '/storage/v1/object/%00',
        { method: 'DELETE', token: user.accessToken, body: JSON.stringify({ prefixes: ['a'] }) },
      ],
      [
        '/storage/v1/object/grave-images',
        { method: 'DELETE', token: user.accessToken, body: JSON.stringify({ prefixes: ['a\u0000'] }) },
      ],
      [`/storage/v1/object/%00/${user.id}/a.png`, { method: 'DELETE', token: user.accessToken }],
    ];
    for (const [path, init] of cases) {
      const response = await raw(path, { headers: { 'content-type': 'application/json' }, ...init });
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ statusCode: String(response.status) });
    }
  });
});
