import { describe, expect, it } from 'vitest';
import { graveScene, portrait } from '../../src/db/png.ts';
import { backend, client, raw, serviceClient, signUp } from '../helpers.ts';

const pngBlob = () => new Blob([graveScene(32)], { type: 'image/png' });

describe('storage', () => {
  it('uploads into the own folder (multipart, as supabase-js does) and serves the public URL as image/png', async () => {
    const user = await signUp('uploader');
    const path = `${user.id}/${crypto.randomUUID()}.png`;
    const { data, error } = await user.client.storage.from('grave-images').upload(path, pngBlob());
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`grave-images/${path}`);
    const url = user.client.storage.from('grave-images').getPublicUrl(path).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(graveScene(32))).toBe(true);
  });

  it('lists one level of a folder, sub-folders without an id, as storage-js list() expects', async () => {
    const user = await signUp('lister');
    const bucket = user.client.storage.from('grave-images');
    await bucket.upload(`${user.id}/b.png`, pngBlob());
    await bucket.upload(`${user.id}/a.png`, pngBlob());
    await bucket.upload(`${user.id}/album/c.png`, pngBlob());
    const { data, error } = await bucket.list(user.id);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.png', false],
      ['album', true],
      ['b.png', false],
    ]);
    expect((await bucket.list(`${user.id}/album`)).data?.map((entry) => entry.name)).toEqual(['c.png']);
  });

  it('answers {Key, Id} on the wire', async () => {
    const user = await signUp('wire');
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([portrait(16)], { type: 'image/png' }), 'p.png');
    const response = await raw(`/storage/v1/object/person-images/${user.id}/p.png`, {
      method: 'POST',
      token: user.accessToken,
      body: form,
    });
    expect(await response.json()).toEqual({ Key: `person-images/${user.id}/p.png`, Id: expect.any(String) });
  });

  it('refuses a non-image even when it claims to be a PNG', async () => {
    const user = await signUp('fake');
    const fake = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    const { error } = await user.client.storage.from('grave-images').upload(`${user.id}/x.png`, fake);
    expect(error?.message).toMatch(/mime type .* is not supported/);
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: 'image/svg+xml' });
    expect(
      (await user.client.storage.from('grave-images').upload(`${user.id}/x.svg`, svg)).error,
    ).not.toBeNull();
  });

  it('refuses files over 10 MB', async () => {
    const user = await signUp('big');
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(graveScene(8));
    const { error } = await user.client.storage
      .from('grave-images')
      .upload(`${user.id}/big.png`, new Blob([big], { type: 'image/png' }));
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
  });

  it("refuses another user's folder, anonymous uploads and path traversal", async () => {
    const [user, other] = await Promise.all([signUp('mine'), signUp('theirs')]);
    const intoOther = await user.client.storage.from('grave-images').upload(`${other.id}/x.png`, pngBlob());
    expect(intoOther.error?.message).toBe('new row violates row-level security policy');
    const root = await user.client.storage.from('grave-images').upload('x.png', pngBlob());
    expect(root.error).not.toBeNull();
    const anon = await client().storage.from('grave-images').upload(`${user.id}/anon.png`, pngBlob());
    expect(anon.error).not.toBeNull();
    for (const path of [
      `${user.id}/../${other.id}/x.png`,
      `${user.id}/%2e%2e/x.png`,
      `${user.id}/a%5C..%5Cb.png`,
      `${user.id}/%00.png`,
    ]) {
      const response = await raw(`/storage/v1/object/grave-images/${path}`, {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'image/png' },
        body: graveScene(8),
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    const unknownBucket = await user.client.storage.from('secrets').upload(`${user.id}/x.png`, pngBlob());
    expect(unknownBucket.error?.message).toBe('Bucket not found');
  });

  it('refuses overwriting without upsert and allows it with upsert', async () => {
    const user = await signUp('upsert');
    const path = `${user.id}/same.png`;
    await user.client.storage.from('grave-images').upload(path, pngBlob());
    const again = await user.client.storage.from('grave-images').upload(path, pngBlob());
    expect(again.error?.message).toBe('The resource already exists');
    const upsert = await user.client.storage
      .from('grave-images')
      .upload(path, new Blob([portrait(8)]), { upsert: true });
    expect(upsert.error).toBeNull();
  });

  it('deletes own objects only', async () => {
    const [user, other] = await Promise.all([signUp('deleter'), signUp('bystander')]);
    const path = `${user.id}/gone.png`;
    await user.client.storage.from('grave-images').upload(path, pngBlob());
    const notMine = await other.client.storage.from('grave-images').remove([path]);
    expect(notMine.data).toEqual([]);
    const mine = await user.client.storage.from('grave-images').remove([path]);
    expect(mine.data?.map((object) => object.name)).toEqual([path]);
    const url = `${backend().url}/storage/v1/object/public/grave-images/${path}`;
    expect((await fetch(url)).status).toBe(404);
  });

  it('errors as {statusCode, error, message}', async () => {
    const response = await fetch(`${backend().url}/storage/v1/object/public/grave-images/nobody/none.png`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('lets the service role remove anything', async () => {
    const user = await signUp('svc-storage');
    const path = `${user.id}/svc.png`;
    await user.client.storage.from('person-images').upload(path, pngBlob());
    const { data } = await serviceClient().storage.from('person-images').remove([path]);
    expect(data).toHaveLength(1);
  });
});

describe('storage upload fields', () => {
  it('keeps a cacheControl that is not a number of seconds out of the metadata (NUL included)', async () => {
    const user = await signUp('cache-control');
    for (const [index, value] of ['\u0000', 'max-age=1, private', '60'].entries()) {
      const form = new FormData();
      form.append('cacheControl', value);
      form.append('', new Blob([portrait(8)], { type: 'image/png' }), 'p.png');
      const path = `${user.id}/c${index}.png`;
      const response = await raw(`/storage/v1/object/grave-images/${path}`, {
        method: 'POST',
        token: user.accessToken,
        body: form,
      });
      expect(response.status, JSON.stringify(value)).toBe(200);
      const served = await fetch(`${backend().url}/storage/v1/object/public/grave-images/${path}`);
      expect(served.headers.get('cache-control')).toBe(value === '60' ? 'max-age=60' : 'max-age=3600');
    }
  });
});
