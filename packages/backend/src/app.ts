import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bearerToken, verifyJwt } from './auth/jwt.ts';
import { authRoutes } from './auth/routes.ts';
import type { AppContext } from './context.ts';
import { checkoutRoutes } from './functions/local-checkout.ts';
import { portalRoutes } from './functions/local-portal.ts';
import { functionRoutes } from './functions/registry.ts';
import {
  jsonTooLarge,
  limitBody,
  MAX_JSON_BODY_BYTES,
  unexpectedFailure,
  withRequestId,
} from './http-errors.ts';
import { mailboxRoutes } from './mail/routes.ts';
import { isAllowedOrigin } from './origins.ts';
import type { Postgrest } from './rest/postgrest.ts';
import { type ProxyEnv, restProxy } from './rest/proxy.ts';
import { securityHeaders } from './security-headers.ts';
import { StorageError, storageErrorResponse } from './storage/errors.ts';
import { storageRoutes } from './storage/routes.ts';

// Reached without an API key, as on Supabase: health checks, links in e-mails, public files, and the calendar
// feed (deployed with --no-verify-jwt: calendar apps send no headers; its token is the credential).
const OPEN_PATHS = [
  /^\/auth\/v1\/health$/,
  /^\/auth\/v1\/verify$/,
  /^\/storage\/v1\/object\/public\//,
  /^\/storage\/v1\/render\/image\/public\//,
  // Stripe sends no API key or JWT (deployed with --no-verify-jwt): the Stripe-Signature header is the credential.
  /^\/functions\/v1\/stripe-webhook$/,
  /^\/functions\/v1\/calendar-feed(\/|$)/,
  // Link-preview crawlers, robots.txt and sitemap.xml (deployed with --no-verify-jwt): routed here by the CDN or the
  // static server, without any key; the function reads only what anon may read.
  /^\/functions\/v1\/memorial-preview(\/|$)/,
  // One-click unsubscribe (RFC 8058; deployed with --no-verify-jwt): mail programs post it without any key; the
  // signed token in the URL is the credential.
  /^\/functions\/v1\/unsubscribe$/,
];

const STORAGE_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/** Supabase's gateway in one Hono app: CORS, the API key check, then each service under its prefix. */
export function createApp(app: AppContext, postgrest: Postgrest): Hono<ProxyEnv> {
  const { options, keys } = app;
  const server = new Hono<ProxyEnv>();
  server.use('*', securityHeaders());
  server.use('*', withRequestId());
  server.onError(unexpectedFailure(app.log));
  // What no service claims (also a path whose `..` resolves out of its service): JSON, as Supabase's gateway
  // answers, not the framework's plain text.
  server.notFound((c) => c.json({ code: 'not_found', message: 'no Route matched with those values' }, 404));

  server.use(
    '*',
    cors({
      origin: (origin) => (isAllowedOrigin(origin, options.siteUrl, options.allowedOrigins) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-supabase-api-version',
        'accept-profile',
        'content-profile',
        'prefer',
        // postgrest-js's retry of a failed read: refused here, every retry failed in the browser (CORS).
        'x-retry-count',
        'range',
        'range-unit',
        'x-upsert',
        'cache-control',
        'x-region',
      ],
      exposeHeaders: [
        'content-range',
        'content-profile',
        'x-supabase-api-version',
        'preference-applied',
        'location',
      ],
      maxAge: 3600,
    }),
  );

  server.use('/:service{(auth|rest|storage|functions)}/v1/*', async (c, next) => {
    if (c.req.method === 'OPTIONS' || OPEN_PATHS.some((path) => path.test(c.req.path))) return next();
    const apikey = c.req.header('apikey') ?? c.req.query('apikey');
    if (apikey !== undefined) {
      if (apikey !== keys.anonKey && apikey !== keys.serviceRoleKey) {
        return c.json(
          { message: 'Invalid API key', hint: 'Use the anon or service_role key of this server' },
          401,
        );
      }
      return next();
    }
    const token = bearerToken(c.req.header('authorization'));
    if (token && (await verifyJwt(keys.jwtSecret, token))) return next();
    return c.json(
      { message: 'No API key found in request', hint: 'Send the anon key in the apikey header' },
      401,
    );
  });

  server.use('/functions/v1/*', limitBody(MAX_JSON_BODY_BYTES, jsonTooLarge(MAX_JSON_BODY_BYTES)));
  // Storage answers 413 itself for a declared size; this also stops a streamed body at 10 MB (+ multipart
  // framing) instead of reading all of it into memory first.
  server.use(
    '/storage/v1/object/*',
    limitBody(STORAGE_BODY_LIMIT, (c) =>
      storageErrorResponse(
        c,
        new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
      ),
    ),
  );
  server.route('/auth/v1', authRoutes(app));
  const rest = restProxy(postgrest);
  server.all('/rest/v1/*', rest);
  server.all('/rest/v1', rest);
  server.route('/storage/v1', storageRoutes(app));
  server.route('/functions/v1', functionRoutes(app));
  server.route('/', mailboxRoutes(app.mailer));
  server.route('/', checkoutRoutes(app));
  server.route('/', portalRoutes(app));
  server.get('/', (c) =>
    c.html(`<!doctype html><title>Evergreen Memorials local backend</title>
<h1>Evergreen Memorials local backend</h1>
<p>Supabase-compatible API at <code>${app.publicUrl}</code>: /auth/v1, /rest/v1, /storage/v1, /functions/v1.</p>
<p><a href="/mailbox">Mailbox</a> (password reset and sign-up mails).</p>`),
  );
  return server;
}
