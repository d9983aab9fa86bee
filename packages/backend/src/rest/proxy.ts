import {
  Agent,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request,
} from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import {
  MAX_TEXT_BODY_BYTES,
  type RestRefusal,
  refuseRequest,
  refuseTextBody,
  restarting,
  TEXT_BODY_TYPES,
  textBodyTooLarge,
  upstreamFailed,
} from './refusals.ts';

// Hop-by-hop headers: they describe one connection, not the request.
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
]);

// Safe to send twice: PostgREST runs them read-only.
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
// The methods whose body PostgREST reads in full when it answers with success.
const BODY_READ_ON_SUCCESS = new Set(['POST', 'PUT', 'PATCH']);

// PostgREST echoes the URL in Content-Location; let its longest answers parse (the URL is capped well below).
const UPSTREAM_MAX_HEADER_BYTES = 64 * 1024;

export type ProxyEnv = { Bindings: HttpBindings };

/** What the proxy needs of the PostgREST supervisor. */
export interface RestUpstream {
  readonly port: number;
  /** Whether PostgREST is running and serving; false while it restarts. */
  isLive(): Promise<boolean>;
}

function upstreamHeaders(
  incoming: IncomingHttpHeaders,
  port: number,
  clientAddress: string | undefined,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { host: `127.0.0.1:${port}` };
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  // As Supabase's gateway does: the database reads the sender from X-Forwarded-For (`request.headers`; the contact
  // messages' hourly limit). Nothing is in front of this server, so the client's own value is replaced.
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  else delete headers['x-forwarded-for'];
  // The gateway turns the apikey into the bearer token when the client sends none.
  const apikey = incoming.apikey;
  if (!incoming.authorization && typeof apikey === 'string') headers.authorization = `Bearer ${apikey}`;
  return headers;
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/** The whole body, or undefined past `maxBytes` (the rest then flows into the void: the connection lives on). */
function readBody(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      incoming.off('data', onData);
      resolve(undefined);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(Buffer.concat(chunks)));
    incoming.once('error', () => resolve(undefined));
  });
}

/**
 * Whether PostgREST may close this connection after its answer. It answers some requests (401, 404, 405...)
 * without reading their body and then closes the connection, with no `Connection: close` to warn; a socket
 * handed to the next request at that moment fails it.
 */
function upstreamMayClose(
  method: string,
  bodySent: boolean,
  withBody: boolean,
  response: IncomingMessage,
): boolean {
  if (/\bclose\b/i.test(String(response.headers.connection ?? ''))) return true;
  if (!withBody) return false;
  if (!bodySent) return true;
  const status = response.statusCode ?? 500;
  return !(status < 300 && BODY_READ_ON_SUCCESS.has(method));
}

type Attempt = { sent: true } | { sent: false; error: NodeJS.ErrnoException; retry: boolean };

/**
 * Forwards /rest/v1/* to PostgREST as Supabase's gateway does: streamed both ways over kept-alive connections,
 * and cancelled when the client hangs up so that abandoned requests do not queue for the database. A kept-alive
 * connection that PostgREST has closed fails a read before any byte comes back: such a read is sent once more
 * on a fresh connection. 503 "restarting" only while the supervisor says PostgREST is down.
 */
export function restProxy(postgrest: RestUpstream) {
  // Enough sockets that PostgREST, not the proxy, decides how many requests wait for the database.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });

  return async (c: Context<ProxyEnv>): Promise<Response> => {
    const { incoming, outgoing } = c.env;
    const url = incoming.url ?? '/';
    const refused = refuseRequest(url);
    if (refused) return answer(c, incoming, refused);
    const path = url.slice('/rest/v1'.length);
    const method = incoming.method ?? 'GET';
    const withBody = hasBody(incoming.headers);
    const contentType = String(incoming.headers['content-type'] ?? '');
    let checkedBody: Buffer | undefined;
    if (withBody && TEXT_BODY_TYPES.test(contentType)) {
      checkedBody = await readBody(incoming, MAX_TEXT_BODY_BYTES);
      if (!checkedBody) return answer(c, incoming, textBodyTooLarge());
      const refusedBody = refuseTextBody(contentType, checkedBody);
      if (refusedBody) return answer(c, incoming, refusedBody);
    }
    const port = postgrest.port;
    // Headers the gateway middleware (CORS, security headers) prepared for this response.
    const gateway = c.res.headers;
    let clientGone = false;
    outgoing.once('close', () => {
      clientGone = !outgoing.writableFinished;
    });

    const attempt = (fresh: boolean) =>
      new Promise<Attempt>((resolve) => {
        const upstream: ClientRequest = request({
          // A retry goes on a connection of its own, never one from the pool.
          agent: fresh ? false : agent,
          host: '127.0.0.1',
          port,
          method,
          path: path.startsWith('/') ? path : `/${path}`,
          headers: {
            ...upstreamHeaders(incoming.headers, port, incoming.socket.remoteAddress),
            ...(withBody && { expect: '100-continue' }),
          },
          maxHeaderSize: UPSTREAM_MAX_HEADER_BYTES,
        });
        let bytesBefore = 0;
        let answered: IncomingMessage | undefined;
        upstream.once('socket', (socket) => {
          bytesBefore = socket.bytesRead;
        });
        upstream.once('response', (response) => {
          answered = response;
          const bodySent = upstream.writableFinished;
          if (!bodySent && !checkedBody) {
            // PostgREST answered without waiting for the rest of the body: stop sending it, and read the rest
            // from the client into the void so that its connection stays usable.
            incoming.unpipe(upstream);
            incoming.resume();
          }
          if (upstreamMayClose(method, bodySent, withBody, response)) {
            upstream.shouldKeepAlive = false;
            // Runs before the agent frees the socket (next tick), so the pool never sees it again.
            response.once('end', () => upstream.destroy());
          }
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
          }
          for (const [name, value] of gateway) headers[name] = value;
          if (gateway.has('access-control-allow-origin')) {
            headers.vary = headers.vary ? `${String(headers.vary)}, Origin` : 'Origin';
          }
          try {
            outgoing.writeHead(response.statusCode ?? 502, headers);
          } catch (error) {
            // A header Node refuses to send: nothing went out yet, so the client gets a clear 502.
            answered = undefined;
            upstream.destroy();
            resolve({ sent: false, error: error as NodeJS.ErrnoException, retry: false });
            return;
          }
          response.pipe(outgoing);
          response.once('error', () => outgoing.destroy());
          resolve({ sent: true });
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (answered) {
            // The answer was under way: cut it, so the client sees a failure rather than a short body. A late
            // error (the unread rest of a body) after a complete answer changes nothing.
            if (!answered.complete) outgoing.destroy();
            return;
          }
          if (outgoing.headersSent) return;
          const nothingCameBack = (upstream.socket?.bytesRead ?? bytesBefore) === bytesBefore;
          const retry =
            !fresh &&
            upstream.reusedSocket &&
            nothingCameBack &&
            IDEMPOTENT.has(method) &&
            !withBody &&
            !clientGone;
          resolve({ sent: false, error, retry });
        });
        outgoing.once('close', () => {
          if (!outgoing.writableFinished) upstream.destroy();
        });
        if (withBody) {
          // Ask before sending: PostgREST then answers a request it refuses (401, 405...) before the body goes
          // out, instead of closing the connection under a body it never reads.
          upstream.once('continue', () =>
            checkedBody ? upstream.end(checkedBody) : incoming.pipe(upstream),
          );
          upstream.flushHeaders();
        } else {
          upstream.end();
        }
      });

    let outcome = await attempt(false);
    if (!outcome.sent && outcome.retry) outcome = await attempt(true);
    if (outcome.sent) return RESPONSE_ALREADY_SENT;
    // PostgREST answered, so it is up, but with something that cannot be passed on.
    if (/^(HPE_|ERR_INVALID_)/.test(outcome.error.code ?? '')) {
      return answer(c, incoming, upstreamFailed(outcome.error.code));
    }
    const live = await postgrest.isLive();
    return answer(c, incoming, live ? upstreamFailed(outcome.error.code) : restarting());
  };
}

function answer(c: Context<ProxyEnv>, incoming: IncomingMessage, refusal: RestRefusal): Response {
  // The body is not needed: read it into the void so the client's connection stays usable.
  incoming.resume();
  return c.json(refusal.body, refusal.status);
}
