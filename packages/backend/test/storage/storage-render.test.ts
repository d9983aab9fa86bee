import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { graveScene } from '../../src/db/png.ts';
import { backend, raw, serviceClient, signUp, type TestUser } from '../helpers.ts';

// Supabase's image transformations (`/storage/v1/render/image/...`) as storage-js asks for them: the
// dashboard's cards use these URLs, so the same code shows thumbnails on hosted Supabase.

/** A 3000 x 2000 camera-sized JPEG with photographic texture (blurred noise over a colour), about 1.8 MB. */
const largePhoto = () =>
  sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#6a8f5a',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(user: TestUser, name: string, bytes: Uint8Array, type: string) {
  const path = `${user.id}/${name}`;
  const { error } = await user.client.storage
    .from('grave-images')
    .upload(path, new Blob([new Uint8Array(bytes)], { type }));
  if (error) throw error;
  return path;
}

const CARD = { width: 640, height: 256, resize: 'cover', quality: 75 } as const;

describe('image transformations', () => {
  it('turns a large photo into a card thumbnail of at most 30 KiB at the URL getPublicUrl({ transform }) gives', async () => {
    const user = await signUp('thumbs');
    const photo = await largePhoto();
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    const path = await upload(user, 'photo.jpg', photo, 'image/jpeg');
    const url = user.client.storage.from('grave-images').getPublicUrl(path, { transform: CARD })
      .data.publicUrl;
    expect(url).toBe(
      `${backend().url}/storage/v1/render/image/public/grave-images/${path}?width=640&height=256&resize=cover&quality=75`,
    );

    // A browser: no key, and WebP accepted.
    const webp = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toMatch(/\bAccept\b/);
    const bytes = Buffer.from(await webp.arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(30 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 256 });

    // A client that does not take WebP gets the photo's own format; so does format=origin.
    for (const [accept, query] of [
      ['image/jpeg', ''],
      ['image/webp', '&format=origin'],
    ] as const) {
      const jpeg = await fetch(`${url}${query}`, { headers: { accept } });
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      const body = Buffer.from(await jpeg.arrayBuffer());
      expect(body.byteLength).toBeLessThanOrEqual(30 * 1024);
      expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 256 });
    }

    // Asked again, the same bytes (from the cache).
    const again = await fetch(url, { headers: { accept: 'image/webp' } });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('keeps the aspect ratio with only a width, and never enlarges a small photo', async () => {
    const user = await signUp('aspect');
    const path = await upload(user, 'small.png', graveScene(96), 'image/png');
    const bucket = user.client.storage.from('grave-images');
    const narrow = await fetch(bucket.getPublicUrl(path, { transform: { width: 48 } }).data.publicUrl);
    expect(await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).toMatchObject({
      width: 48,
      height: 48,
    });
    const wide = await fetch(
      bucket.getPublicUrl(path, { transform: { width: 2000, height: 2000 } }).data.publicUrl,
    );
    expect(await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).toMatchObject({
      width: 96,
      height: 96,
    });
  });

  it('renders through /authenticated only what row-level security lets the caller read', async () => {
    const [owner, stranger] = await Promise.all([signUp('render-owner'), signUp('render-stranger')]);
    const path = await upload(owner, 'private.png', graveScene(64), 'image/png');
    const transform = { width: 32, height: 32 };
    const own = await owner.client.storage.from('grave-images').download(path, { transform });
    expect(own.error).toBeNull();
    expect(await sharp(Buffer.from(await (own.data as Blob).arrayBuffer())).metadata()).toMatchObject({
      width: 32,
      height: 32,
    });
    const theirs = await stranger.client.storage.from('grave-images').download(path, { transform });
    expect(theirs.data).toBeNull();
    const direct = await raw(`/storage/v1/render/image/authenticated/grave-images/${path}?width=32`, {
      token: stranger.accessToken,
    });
    expect(direct.status).toBe(404);
    expect(await direct.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    // The anon key alone is no user: nothing of anyone's folder.
    expect((await raw(`/storage/v1/render/image/authenticated/grave-images/${path}?width=32`)).status).toBe(
      404,
    );
    // Without any key the authenticated path is closed, where the public one is open.
    const noKey = await fetch(
      `${backend().url}/storage/v1/render/image/authenticated/grave-images/${path}?width=32`,
    );
    expect(noKey.status).toBe(401);
    const service = await serviceClient().storage.from('grave-images').download(path, { transform });
    expect(service.error).toBeNull();
  });

  it('refuses bad parameters with 400 and says which one', async () => {
    const user = await signUp('render-params');
    const path = await upload(user, 'p.png', graveScene(32), 'image/png');
    const base = `/storage/v1/render/image/public/grave-images/${path}`;
    const cases: [string, RegExp][] = [
      ['width=0', /^width must be a whole number from 1 to 2500$/],
      ['width=2501', /^width must be/],
      ['height=-5', /^height must be/],
      ['height=12.5', /^height must be/],
      ['width=abc', /^width must be/],
      ['width=99999999999999999999', /^width must be/],
      ['quality=19', /^quality must be a whole number from 20 to 100$/],
      ['quality=101', /^quality must be/],
      ['resize=stretch', /^resize must be one of cover, contain, fill$/],
      ['format=bmp', /^format must be 'origin'/],
    ];
    for (const [query, message] of cases) {
      const response = await raw(`${base}?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { statusCode: string; message: string };
      expect(body.statusCode, query).toBe('400');
      expect(body.message, query).toMatch(message);
    }
    // Parameters that do not change the pixels are ignored, as a CDN would.
    expect((await raw(`${base}?width=16&cacheNonce=1&download=x`)).status).toBe(200);
  });

  it('answers 404 for an unknown object or bucket, and 415 for a stored object that is no image', async () => {
    const user = await signUp('render-missing');
    expect(
      (await raw(`/storage/v1/render/image/public/grave-images/${user.id}/none.png?width=9`)).status,
    ).toBe(404);
    expect((await raw(`/storage/v1/render/image/public/no-such-bucket/a.png?width=9`)).status).toBe(404);
    // The bucket's upload check refuses non-images today; a row an older server stored could still say otherwise.
    const path = await upload(user, 'notes.png', graveScene(8), 'image/png');
    const db = new pg.Client({ connectionString: backend().databaseUrl });
    await db.connect();
    try {
      await db.query(
        `update storage.objects set metadata = metadata || '{"mimetype": "text/plain"}' where bucket_id = 'grave-images' and name = $1`,
        [path],
      );
    } finally {
      await db.end();
    }
    const response = await raw(`/storage/v1/render/image/public/grave-images/${path}?width=9`);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: 'invalid_mime_type',
      message: 'Image transformations work on PNG, JPEG, WebP and GIF images, not text/plain',
    });
  });
});
