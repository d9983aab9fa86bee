import { readFile, stat } from 'node:fs/promises';
import type { Context, Hono } from 'hono';
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import type { RequestClaims } from '../db/database.ts';
import { callerClaims } from './claims.ts';
import { StorageError } from './errors.ts';
import type { StoredObject } from './objects.ts';
import { objectFile, parseObjectPath } from './paths.ts';
import { parseRenderParams, type RenderParams, renderKey } from './render-params.ts';

// Supabase Storage's image transformations (`/storage/v1/render/image/public|authenticated/{bucket}/{path}`),
// so that the app asks for thumbnails with the URLs hosted Supabase serves (storage-js `getPublicUrl(path,
// { transform })`). Supabase renders with imgproxy; here sharp (libvips) does the same job.

/** Formats sharp reads and writes; the buckets hold nothing else. */
const RENDERABLE = new Map([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
] as const);

/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Rendered images kept in memory, least recently used dropped first. */
const CACHE_BYTES = 64 * 1024 * 1024;

interface Rendered {
  bytes: Buffer;
  type: string;
}

class RenderCache {
  private readonly entries = new Map<string, Rendered>();
  private bytes = 0;
  constructor(private readonly limit: number) {}

  get(key: string): Rendered | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Rendered): void {
    if (value.bytes.byteLength > this.limit) return;
    this.entries.set(key, value);
    this.bytes += value.bytes.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes.byteLength;
    }
  }
}

async function render(file: string, sourceType: string, params: RenderParams, outputType: string) {
  let image = sharp(await readFile(file), { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    // Photos from phones are stored sideways with an EXIF orientation; the thumbnail is drawn upright.
    .rotate();
  if (params.width !== undefined || params.height !== undefined) {
    image = image.resize(params.width, params.height, {
      fit: params.resize,
      // Like imgproxy's default: a thumbnail is never larger than its photo.
      withoutEnlargement: true,
    });
  }
  const format = RENDERABLE.get(outputType as never) ?? RENDERABLE.get(sourceType as never) ?? 'jpeg';
  const quality = params.quality;
  const encoded =
    format === 'webp'
      ? image.webp({ quality })
      : format === 'png'
        ? image.png({ quality, palette: quality < 100 })
        : format === 'gif'
          ? image.gif()
          : image.jpeg({ quality, mozjpeg: true });
  return encoded.toBuffer();
}

type FindObject = (bucket: string, name: string, claims?: RequestClaims) => Promise<StoredObject | undefined>;
type BucketOf = (id: string) => Promise<{ id: string; public: boolean }>;

/** Adds the render endpoints to the storage routes; objects are found exactly as their reads find them. */
export function addRenderRoutes(routes: Hono, app: AppContext, bucketOf: BucketOf, findObject: FindObject) {
  const cache = new RenderCache(CACHE_BYTES);
  // Identical requests arriving together (a page of cards, many visitors) share one render.
  const inFlight = new Map<string, Promise<Rendered>>();

  const serveRendered = async (c: Context, object: StoredObject, params: RenderParams) => {
    const sourceType = object.metadata?.mimetype ?? 'application/octet-stream';
    if (!RENDERABLE.has(sourceType as never)) {
      throw new StorageError(
        415,
        'invalid_mime_type',
        `Image transformations work on PNG, JPEG, WebP and GIF images, not ${sourceType}`,
      );
    }
    const file = objectFile(app.storageDir, object.bucket_id, object.name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw new StorageError(404, 'not_found', 'Object not found');
    const acceptsWebp = /image\/webp|\*\/\*/.test(c.req.header('accept') ?? '');
    const outputType = params.keepFormat || !acceptsWebp ? sourceType : 'image/webp';
    // The file's identity in the key: a replaced photo is rendered afresh.
    const key = `${object.id}:${info.mtimeMs}:${info.size}:${renderKey(params, outputType)}`;
    let rendered = cache.get(key);
    if (!rendered) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(file, sourceType, params, outputType)
          .then((bytes) => {
            const result = { bytes, type: outputType };
            cache.set(key, result);
            return result;
          })
          .catch((error: unknown) => {
            app.log(`storage: could not render ${object.bucket_id}/${object.name}: ${error}`);
            throw new StorageError(422, 'InvalidImage', 'The image could not be read to transform it');
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      rendered = await pending;
    }
    const headers = {
      'content-type': rendered.type,
      'content-length': String(rendered.bytes.byteLength),
      'cache-control': object.metadata?.cacheControl ?? 'max-age=3600',
      'x-content-type-options': 'nosniff',
      // The same URL answers WebP or the original format depending on what the browser accepts.
      vary: 'Accept',
      etag: `"${key.replaceAll(/[^\w.:-]/g, '_')}"`,
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(rendered.bytes), 200, headers);
  };

  routes.on(['GET', 'HEAD'], '/render/image/public/:bucket/*', async (c) => {
    const params = parseRenderParams(new URL(c.req.url).searchParams);
    const path = c.req.path.replace(/^.*?\/render\/image\/public/, '');
    const { bucket: bucketId, name } = parseObjectPath(path);
    const bucket = await bucketOf(bucketId);
    const object = bucket.public ? await findObject(bucket.id, name) : undefined;
    if (!object) throw new StorageError(404, 'not_found', 'Object not found');
    return serveRendered(c, object, params);
  });

  // The caller's own token: row-level security on storage.objects decides, as for `/object/authenticated`.
  routes.on(['GET', 'HEAD'], '/render/image/authenticated/:bucket/*', async (c) => {
    const params = parseRenderParams(new URL(c.req.url).searchParams);
    const path = c.req.path.replace(/^.*?\/render\/image\/authenticated/, '');
    const { bucket, name } = parseObjectPath(path);
    const object = await findObject(bucket, name, await callerClaims(app, c));
    if (!object) throw new StorageError(404, 'not_found', 'Object not found');
    return serveRendered(c, object, params);
  });
}
