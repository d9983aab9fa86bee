import { safeRedirect } from '../origins.ts';
import { AuthError, validationFailed } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { takeRecoveryToken } from './one-time-tokens.ts';
import { readJson, stringField } from './request.ts';
import { startSession } from './sessions.ts';

/**
 * GET /verify: the link in a recovery mail. Signs the user in and sends the browser to
 * `redirect_to#access_token=...&type=recovery`, where supabase-js picks up the session and emits
 * PASSWORD_RECOVERY; a used or expired link lands there with `#error_code=otp_expired`.
 */
export function verifyLink({ app, tokens }: AuthKit): AuthHandler {
  const { siteUrl, allowedOrigins } = app.options;
  return async (c) => {
    const redirectTo = safeRedirect(c.req.query('redirect_to'), siteUrl, allowedOrigins);
    const token = c.req.query('token');
    const user =
      c.req.query('type') === 'recovery' && token
        ? await app.db.tx((client) => takeRecoveryToken(client, token))
        : undefined;
    if (!user) {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return c.redirect(`${redirectTo}#${error}`, 303);
    }
    const session = await app.db.tx((client) => startSession(client, tokens, user, 'recovery'));
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  };
}

/** POST /verify: `verifyOtp({ type: 'recovery', token_hash })` from supabase-js, for apps that build their own link. */
export function verifyOtp({ app, tokens }: AuthKit): AuthHandler {
  return async (c) => {
    const body = await readJson(c);
    const token = stringField(body, 'token_hash') ?? stringField(body, 'token');
    if (stringField(body, 'type') !== 'recovery' || !token)
      throw validationFailed('Only recovery links are supported');
    const user = await app.db.tx((client) => takeRecoveryToken(client, token));
    if (!user) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    return c.json(await app.db.tx((client) => startSession(client, tokens, user, 'recovery')));
  };
}
