import type { Context, MiddlewareHandler } from 'hono';

/**
 * Content-Security-Policy of each kind of answer. JSON is never rendered, so it may load nothing and be framed
 * by nobody. The server's own pages (/mailbox, /) use one inline <style> and plain links. A stored file opened
 * in a tab is shown by the browser's image viewer, which styles it inline; `sandbox` keeps an uploaded file
 * from ever running as a page of this origin.
 */
export const CSP = {
  api: "default-src 'none'; frame-ancestors 'none'",
  page: "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  object: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
} as const;

/** Headers every answer carries, whatever it is. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The API has no reason to tell anyone where a request came from.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const;

function policyFor(c: Context): string {
  const type = c.res.headers.get('content-type') ?? '';
  // The local checkout and portal pages set their own policy: the page policy, but their forms may post and
  // lead back to the app.
  const own = c.res.headers.get('content-security-policy');
  const ownPage = c.req.path.startsWith('/checkout/') || c.req.path.startsWith('/portal/');
  if (type.startsWith('text/html') && ownPage && own && own !== CSP.api) return own;
  if (type.startsWith('text/html')) return CSP.page;
  if (c.req.path.startsWith('/storage/v1/object/') && !type.startsWith('application/json')) {
    return CSP.object;
  }
  return CSP.api;
}

/**
 * Sets the security headers on every response. They are set before the handler runs, because the REST proxy
 * streams PostgREST's answer itself with the headers prepared so far, and the policy is then fitted to what the
 * handler answered (a page, a stored file).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    c.header('Content-Security-Policy', CSP.api);
    await next();
    const policy = policyFor(c);
    const apply = (headers: Headers) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
      headers.set('Content-Security-Policy', policy);
    };
    try {
      apply(c.res.headers);
    } catch (error) {
      // A response passed on from fetch() has immutable headers: answer with a copy.
      if (!(error instanceof TypeError)) throw error;
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}
