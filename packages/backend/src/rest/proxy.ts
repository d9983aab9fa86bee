import type { Context } from 'hono';
import type { Postgrest } from './postgrest.ts';

// Hop-by-hop headers and those the fetch layer recomputes (it has already decoded any content encoding).
const DROP_REQUEST = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'expect'];
const DROP_RESPONSE = ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length'];

/** Forwards /rest/v1/* to PostgREST unchanged, as Supabase's gateway does. */
export function restProxy(postgrest: Postgrest) {
  return async (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice('/rest/v1'.length) || '/';
    const headers = new Headers(c.req.raw.headers);
    for (const name of DROP_REQUEST) headers.delete(name);
    // The gateway turns the apikey into the bearer token when the client sends none.
    const apikey = headers.get('apikey');
    if (!headers.has('authorization') && apikey) headers.set('authorization', `Bearer ${apikey}`);
    const method = c.req.method;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await fetch(`${postgrest.url}${path}${incoming.search}`, {
        method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        redirect: 'manual',
      });
    } catch {
      return c.json({ code: 'PGRST000', message: 'The REST service is restarting; try again.' }, 503);
    }
    const responseHeaders = new Headers(upstream.headers);
    for (const name of DROP_RESPONSE) responseHeaders.delete(name);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  };
}
