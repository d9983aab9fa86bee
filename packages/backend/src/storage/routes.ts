import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { type Context, Hono } from 'hono';
import type { AppContext } from '../context.ts';
import { callerClaims } from './claims.ts';
import { fromDatabase, StorageError, storageErrorResponse } from './errors.ts';
import { putObject, removeObjects, type StoredObject } from './objects.ts';
import { checkBucketId, checkNewObjectName, checkStoredName, objectFile, parseObjectPath } from './paths.ts';
import { addRenderRoutes } from './render.ts';

const MAX_BYTES = 10 * 1024 * 1024;

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

async function readUpload(c: Context): Promise<{ bytes: Uint8Array; cacheControl: string }> {
  const declared = Number(c.req.header('content-length') ?? 0);
  // Multipart framing adds a little; anything much larger cannot hold an allowed file.
  if (declared > MAX_BYTES + 64 * 1024) throw tooLarge();
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.formData().catch(() => {
      throw new StorageError(400, 'InvalidRequest', 'The multipart body could not be read');
    });
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) throw new StorageError(400, 'InvalidRequest', 'No file in the upload');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      // Seconds only: anything else would end up in a response header (and NUL cannot go into jsonb).
      cacheControl:
        typeof cacheControl === 'string' && /^\d{1,10}$/.test(cacheControl) ? cacheControl : '3600',
    };
  }
  const cacheControl = /max-age=(\d+)/.exec(c.req.header('cache-control') ?? '')?.[1] ?? '3600';
  return { bytes: new Uint8Array(await c.req.arrayBuffer()), cacheControl };
}

const tooLarge = () =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

/** Storage API: uploads checked by content, in the uploader's own folder, with RLS on storage.objects deciding. */
export function storageRoutes(app: AppContext): Hono {
  const routes = new Hono();
  routes.onError((error, c) => {
    const known = error instanceof StorageError ? error : fromDatabase(error);
    if (known) return storageErrorResponse(c, known);
    // Anything else is the server's unexpected failure (http-errors.ts): logged with the request id.
    throw error;
  });

  const bucketOf = async (id: string): Promise<Bucket> => {
    const bucket = await app.db.tx(async (client) => {
      const { rows } = await client.query<Bucket>(
        'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [checkBucketId(id)],
      );
      return rows[0];
    });
    if (!bucket) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
    return bucket;
  };

  const upload = async (c: Context, mode: 'create' | 'update') => {
    const { bucket: bucketId, name } = parseObjectPath(c.req.path.replace(/^.*?\/object/, ''));
    checkNewObjectName(name);
    const claims = await callerClaims(app, c);
    const bucket = await bucketOf(bucketId);
    const { bytes, cacheControl } = await readUpload(c);
    const limit = Math.min(MAX_BYTES, Number(bucket.file_size_limit ?? MAX_BYTES));
    if (bytes.byteLength > limit) throw tooLarge();
    if (bytes.byteLength === 0) throw new StorageError(400, 'InvalidRequest', 'The file is empty');
    // What the bytes are, not what the client says they are.
    // A parser choking on hostile bytes means the file is of no type we accept.
    const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
    const allowed = bucket.allowed_mime_types ?? ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
    if (!sniffed || !allowed.includes(sniffed.mime)) {
      throw new StorageError(
        415,
        'invalid_mime_type',
        `mime type ${sniffed?.mime ?? 'unknown'} is not supported`,
      );
    }
    const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
    const metadata = {
      mimetype: sniffed.mime,
      size: bytes.byteLength,
      cacheControl: `max-age=${cacheControl}`,
    };
    const conflict =
      mode === 'update'
        ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()'
        : upsert
          ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()'
          : '';
    const id = await putObject(app, claims, { bucket: bucket.id, name, bytes, metadata, conflict });
    return c.json({ Id: id, Key: `${bucket.id}/${name}` });
  };

  // storage-js `list(folder)` (before the upload route, which would take `list` for a bucket): one level of a folder, sub-folders as entries without an id, as Supabase answers.
  routes.post('/object/list/:bucket', async (c) => {
    const bucket = checkBucketId(c.req.param('bucket'));
    const body: unknown = await c.req.json().catch(() => ({}));
    const field = (name: string) =>
      body && typeof body === 'object' && name in body ? Reflect.get(body, name) : undefined;
    const prefix = String(field('prefix') ?? '').replace(/^\/+|\/+$/g, '');
    checkStoredName(prefix);
    const limit = Math.min(Math.max(Number(field('limit') ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(field('offset') ?? 0) || 0, 0);
    const folder = prefix ? `${prefix}/` : '';
    const rows = await app.db.tx(
      async (client) => {
        const result = await client.query<StoredObject & { created_at: string; updated_at: string }>(
          `select id, name, bucket_id, metadata, created_at, updated_at from storage.objects
         where bucket_id = $1 and starts_with(name, $2) order by name`,
          [bucket, folder],
        );
        return result.rows;
      },
      await callerClaims(app, c),
    );
    const entries = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const [first = '', ...rest] = row.name.slice(folder.length).split('/');
      if (entries.has(first)) continue;
      entries.set(
        first,
        rest.length > 0
          ? {
              name: first,
              id: null,
              updated_at: null,
              created_at: null,
              last_accessed_at: null,
              metadata: null,
            }
          : {
              name: first,
              id: row.id,
              updated_at: row.updated_at,
              created_at: row.created_at,
              last_accessed_at: row.updated_at,
              metadata: row.metadata,
            },
      );
    }
    return c.json([...entries.values()].slice(offset, offset + limit));
  });

  routes.post('/object/:bucket/*', (c) => upload(c, 'create'));
  routes.put('/object/:bucket/*', (c) => upload(c, 'update'));

  const serve = async (c: Context, object: StoredObject) => {
    const file = objectFile(app.storageDir, object.bucket_id, object.name);
    // One open file for the size and the bytes, so a replacement in between cannot mix two versions.
    const handle = await open(file).catch(() => undefined);
    const info = await handle?.stat();
    // A row whose path is a folder (left by an older server) has no file to serve.
    if (!handle || !info?.isFile()) {
      await handle?.close();
      throw new StorageError(404, 'not_found', 'Object not found');
    }
    const headers = {
      'content-type': object.metadata?.mimetype ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': object.metadata?.cacheControl ?? 'max-age=3600',
      'x-content-type-options': 'nosniff',
      etag: `"${object.id}-${info.mtimeMs}"`,
    };
    if (c.req.method === 'HEAD') {
      await handle.close();
      return c.body(null, 200, headers);
    }
    return c.body(Readable.toWeb(handle.createReadStream()) as ReadableStream, 200, headers);
  };

  const findObject = async (bucket: string, name: string, claims?: Parameters<typeof app.db.tx>[1]) =>
    app.db.tx(async (client) => {
      const { rows } = await client.query<StoredObject>(
        'select id, name, bucket_id, metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      );
      return rows[0];
    }, claims);

  // Public buckets are readable by URL without a key, as on Supabase.
  routes.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const { bucket: bucketId, name } = parseObjectPath(c.req.path.replace(/^.*?\/object\/public/, ''));
    const bucket = await bucketOf(bucketId);
    const object = bucket.public ? await findObject(bucket.id, name) : undefined;
    if (!object) throw new StorageError(404, 'not_found', 'Object not found');
    return serve(c, object);
  });

  routes.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', async (c) => {
    const { bucket, name } = parseObjectPath(c.req.path.replace(/^.*?\/object\/authenticated/, ''));
    const object = await findObject(bucket, name, await callerClaims(app, c));
    if (!object) throw new StorageError(404, 'not_found', 'Object not found');
    return serve(c, object);
  });

  addRenderRoutes(routes, app, bucketOf, findObject);

  const remove = async (c: Context, bucket: string, names: string[]) =>
    removeObjects(app, await callerClaims(app, c), bucket, names);

  // storage-js `remove(paths)`: the bucket in the path, the names as `prefixes`; answers what was deleted.
  routes.delete('/object/:bucket', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const prefixes = body && typeof body === 'object' && 'prefixes' in body ? body.prefixes : undefined;
    if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'prefixes must be a list of object names');
    }
    const names = prefixes.map(checkStoredName);
    return c.json(await remove(c, checkBucketId(c.req.param('bucket')), names));
  });

  routes.delete('/object/:bucket/*', async (c) => {
    const { bucket, name } = parseObjectPath(c.req.path.replace(/^.*?\/object/, ''));
    const removed = await remove(c, bucket, [name]);
    if (removed.length === 0) throw new StorageError(404, 'not_found', 'Object not found');
    return c.json({ message: 'Successfully deleted' });
  });

  routes.all('*', () => {
    throw new StorageError(404, 'not_found', 'This storage endpoint is not available on the local server');
  });
  return routes;
}
