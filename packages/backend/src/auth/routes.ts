import { Hono } from 'hono';
import type { AppContext } from '../context.ts';
import { jsonTooLarge, limitBody, MAX_JSON_BODY_BYTES } from '../http-errors.ts';
import { adminRoutes } from './admin.ts';
import { AuthError, authErrorResponse } from './errors.ts';
import { createAuthKit } from './kit.ts';
import { logout } from './logout.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover } from './recover.ts';
import { health, jwks, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUserHandler } from './user.ts';
import { verifyLink, verifyOtp } from './verify.ts';

/**
 * GoTrue's HTTP API, as much of it as supabase-js uses for this product (ARCHITECTURE section 4). Only the
 * wiring lives here, as in GoTrue's `api.go`; each endpoint has a file of its own.
 */
export function authRoutes(app: AppContext): Hono {
  const kit = createAuthKit(app);
  const routes = new Hono();

  routes.use(async (c, next) => {
    await next();
    c.header('x-supabase-api-version', '2024-01-01');
  });
  routes.use(limitBody(MAX_JSON_BODY_BYTES, jsonTooLarge(MAX_JSON_BODY_BYTES)));
  routes.onError((error, c) => {
    // Anything else is the server's unexpected failure (http-errors.ts): logged with the request id.
    if (!(error instanceof AuthError)) throw error;
    const response = authErrorResponse(c, error);
    response.headers.set('x-supabase-api-version', '2024-01-01');
    return response;
  });

  routes.get('/health', health());
  routes.get('/settings', settings(kit));
  routes.get('/.well-known/jwks.json', jwks());
  routes.post('/signup', signup(kit));
  routes.post('/token', token(kit));
  routes.get('/user', getUser(kit));
  routes.put('/user', updateUserHandler(kit));
  routes.post('/logout', logout(kit));
  // supabase-js's auth.reauthenticate() sends GET, as GoTrue routes it; POST for clients that send that.
  routes.get('/reauthenticate', reauthenticate(kit));
  routes.post('/reauthenticate', reauthenticate(kit));
  routes.post('/factors', enrollFactor(kit));
  routes.post('/factors/:id/challenge', challengeFactor(kit));
  routes.post('/factors/:id/verify', verifyFactor(kit));
  routes.delete('/factors/:id', unenrollFactor(kit));
  routes.post('/recover', recover(kit));
  routes.get('/verify', verifyLink(kit));
  routes.post('/verify', verifyOtp(kit));
  routes.route('/admin', adminRoutes(kit));
  routes.all('*', () => {
    throw new AuthError(404, 'not_found', 'This auth endpoint is not available on the local server');
  });
  return routes;
}
