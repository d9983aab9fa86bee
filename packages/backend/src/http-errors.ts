import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';

/**
 * Every request gets an id, answered in `X-Request-Id` (one sent by a gateway in front is kept when it is
 * well-formed), so a failure the user reports can be found in the log.
 */
export const withRequestId = (): MiddlewareHandler => requestId();

/** The request id of `c`, when the middleware above ran. */
export function requestIdOf(c: Context): string | undefined {
  const id: unknown = c.get('requestId');
  return typeof id === 'string' ? id : undefined;
}

/**
 * The last resort of the whole server: an error no part of it expected is logged with its stack and request
 * id, and the client gets GoTrue's `{code, message}` with that id, never the stack.
 */
export function unexpectedFailure(log: (line: string) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const id = requestIdOf(c);
    log(
      `unexpected failure${id ? ` (request ${id})` : ''} in ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`,
    );
    return c.json(
      {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs',
        ...(id ? { request_id: id } : {}),
      },
      500,
    );
  };
}

/** Request bodies of the JSON APIs (auth, functions): far above any real one, far below what hurts memory. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** How much of a body past the limit is read into the void, so that its sender gets to read the 413. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

/**
 * Answers `tooLarge` (a 413) for a body over `maxBytes` (declared in Content-Length or streamed), holding at most
 * `maxBytes` in memory. The rest of such a body is read and dropped before answering: a client that is still
 * sending when the server answers and stops reading sees a closed connection instead of the 413 (hono's
 * `bodyLimit` answers at once, and fetch clients then fail with "other side closed").
 */
export function limitBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    // Node holds a body to its declared length, so a declared length within the limit needs no counting.
    if (!body || Number(c.req.header('content-length')) <= maxBytes) return next();
    const reader = body.getReader();
    const kept: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size <= maxBytes) kept.push(read.value);
      else if (size > maxBytes + MAX_DISCARD_BYTES) break;
    }
    if (size > maxBytes) return tooLarge(c);
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(kept) });
    return next();
  };
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`;

/** The 413 of the JSON APIs, in GoTrue's error shape. */
export const jsonTooLarge = (maxBytes: number) => (c: Context) =>
  c.json(
    {
      code: 'request_too_large',
      message: `The request body is larger than the limit of ${sizeText(maxBytes)}`,
    },
    413,
  );
