import { Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { Postgrest } from './postgrest.ts';

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

export type ProxyEnv = { Bindings: HttpBindings };

function upstreamHeaders(incoming: IncomingHttpHeaders, port: number): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { host: `127.0.0.1:${port}` };
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  // The gateway turns the apikey into the bearer token when the client sends none.
  const apikey = incoming.apikey;
  if (!incoming.authorization && typeof apikey === 'string') headers.authorization = `Bearer ${apikey}`;
  return headers;
}

/**
 * Forwards /rest/v1/* to PostgREST as Supabase's gateway does: streamed both ways over kept-alive connections,
 * and cancelled when the client hangs up so that abandoned requests do not queue for the database.
 */
export function restProxy(postgrest: Postgrest) {
  // Enough sockets that PostgREST, not the proxy, decides how many requests wait for the database.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });
  return (c: Context<ProxyEnv>): Promise<Response> => {
    const { incoming, outgoing } = c.env;
    const path = (incoming.url ?? '/').slice('/rest/v1'.length);
    const port = postgrest.port;
    // Headers the gateway middleware (CORS) prepared for this response.
    const gateway = c.res.headers;
    return new Promise((resolve) => {
      const upstream = request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: incoming.method,
          path: path.startsWith('/') ? path : `/${path}`,
          headers: upstreamHeaders(incoming.headers, port),
        },
        (response) => {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
          }
          for (const [name, value] of gateway) headers[name] = value;
          if (gateway.has('access-control-allow-origin')) {
            headers.vary = headers.vary ? `${String(headers.vary)}, Origin` : 'Origin';
          }
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          resolve(RESPONSE_ALREADY_SENT);
        },
      );
      upstream.once('error', () => {
        if (outgoing.headersSent) {
          outgoing.destroy();
          return;
        }
        resolve(c.json({ code: 'PGRST000', message: 'The REST service is restarting; try again.' }, 503));
      });
      outgoing.once('close', () => {
        if (!outgoing.writableFinished) upstream.destroy();
      });
      incoming.pipe(upstream);
    });
  };
}
