import { getConnInfo } from '@hono/node-server/conninfo';
import { compare, hash } from 'bcryptjs';
import { type Context, Hono } from 'hono';
import type { AppContext } from '../context.ts';
import { sqlState } from '../db/database.ts';
import { adminRoutes } from './admin.ts';
import { AuthError, authErrorResponse, invalidCredentials, validationFailed } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';
import { recoveryRoutes } from './recovery.ts';
import { checkEmail, checkPassword, objectField, readJson, requireCaller, stringField } from './request.ts';
import {
  endSessions,
  type LogoutScope,
  refreshSession,
  startSession,
  type TokenSettings,
} from './sessions.ts';
import { insertUser, updateUser, userByEmail, userJson } from './users.ts';

export type LimitKind = 'signIn' | 'signUp' | 'recover';

export interface AuthKit {
  app: AppContext;
  tokens: TokenSettings;
  limit: (c: Context, kind: LimitKind) => void;
}

/** GoTrue's HTTP API, as much of it as supabase-js uses for this product (ARCHITECTURE section 4). */
export function authRoutes(app: AppContext): Hono {
  const { options } = app;
  const routes = new Hono();
  const tokens: TokenSettings = {
    jwtSecret: app.keys.jwtSecret,
    jwtExpirySeconds: options.jwtExpirySeconds,
    refreshReuseSeconds: options.refreshReuseSeconds,
    issuer: `${app.publicUrl}/auth/v1`,
  };
  const limiter = new RateLimiter(options.rateLimits.windowSeconds * 1000);
  const limit = (c: Context, kind: LimitKind) => {
    const address = getConnInfo(c).remote.address ?? 'unknown';
    if (!limiter.allow(`${kind}:${address}`, options.rateLimits[kind])) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };
  const kit: AuthKit = { app, tokens, limit };
  // Compared against when the e-mail is unknown, so a wrong address takes as long as a wrong password.
  const absentHash = hash('not-a-password', options.bcryptCost);

  routes.use(async (c, next) => {
    await next();
    c.header('x-supabase-api-version', '2024-01-01');
  });
  routes.onError((error, c) => {
    if (!(error instanceof AuthError)) app.log(`auth: ${error.stack ?? error.message}`);
    const response =
      error instanceof AuthError
        ? authErrorResponse(c, error)
        : c.json(
            { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs' },
            500,
          );
    response.headers.set('x-supabase-api-version', '2024-01-01');
    return response;
  });

  routes.get('/health', (c) =>
    c.json({ version: 'evergreen-local', name: 'GoTrue', description: 'Local auth' }),
  );
  routes.get('/settings', (c) =>
    c.json({ external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: true }),
  );
  routes.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  routes.post('/signup', async (c) => {
    limit(c, 'signUp');
    const body = await readJson(c);
    const email = checkEmail(stringField(body, 'email'));
    const password = checkPassword(stringField(body, 'password'), options.minPasswordLength);
    const metadata = objectField(body, 'data') ?? {};
    const passwordHash = await hash(password, options.bcryptCost);
    try {
      const session = await app.db.tx(async (client) => {
        if (await userByEmail(client, email)) return null;
        const user = await insertUser(client, { email, passwordHash, metadata });
        return startSession(client, tokens, user, 'password');
      });
      if (!session) throw new AuthError(422, 'user_already_exists', 'User already registered');
      return c.json(session);
    } catch (error) {
      if (sqlState(error) === '23505')
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      throw error;
    }
  });

  routes.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJson(c);
    if (grantType === 'password') {
      limit(c, 'signIn');
      const email = stringField(body, 'email');
      const password = stringField(body, 'password');
      if (!email || !password) {
        throw validationFailed('You must provide either an email or phone number and a password');
      }
      const user = await app.db.tx((client) => userByEmail(client, email.trim()));
      const matches = await compare(password, user?.encrypted_password ?? (await absentHash));
      if (!user?.encrypted_password || !matches) throw invalidCredentials();
      return c.json(await app.db.tx((client) => startSession(client, tokens, user, 'password')));
    }
    if (grantType === 'refresh_token') {
      const presented = stringField(body, 'refresh_token');
      if (!presented) throw validationFailed('refresh_token required');
      const result = await app.db.tx((client) => refreshSession(client, tokens, presented));
      if (result.reused)
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      return c.json(result.session);
    }
    throw new AuthError(
      400,
      'validation_failed',
      `unsupported_grant_type: ${grantType ?? 'none'} is not supported here`,
    );
  });

  routes.get('/user', async (c) => c.json(userJson((await requireCaller(app, c)).user)));

  routes.put('/user', async (c) => {
    const { user } = await requireCaller(app, c);
    const body = await readJson(c);
    const rawEmail = stringField(body, 'email');
    const email =
      rawEmail !== undefined && rawEmail.toLowerCase() !== user.email ? checkEmail(rawEmail) : undefined;
    const rawPassword = stringField(body, 'password');
    const password =
      rawPassword !== undefined ? checkPassword(rawPassword, options.minPasswordLength) : undefined;
    const metadata = objectField(body, 'data');
    const passwordHash = password ? await hash(password, options.bcryptCost) : undefined;
    try {
      const updated = await app.db.tx(async (client) => {
        if (email && (await userByEmail(client, email))) return null;
        return updateUser(client, user.id, { email, passwordHash, metadata });
      });
      if (updated === null) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
      return c.json(userJson(updated));
    } catch (error) {
      if (sqlState(error) === '23505') {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      throw error;
    }
  });

  routes.post('/logout', async (c) => {
    const { user, sessionId } = await requireCaller(app, c);
    const requested = c.req.query('scope') ?? 'global';
    if (requested !== 'global' && requested !== 'local' && requested !== 'others') {
      throw validationFailed('scope must be global, local or others');
    }
    const scope: LogoutScope = requested;
    await app.db.tx((client) => endSessions(client, user.id, sessionId, scope));
    return c.body(null, 204);
  });

  routes.route('/', recoveryRoutes(kit));
  routes.route('/admin', adminRoutes(kit));
  routes.all('*', () => {
    throw new AuthError(404, 'not_found', 'This auth endpoint is not available on the local server');
  });
  return routes;
}
