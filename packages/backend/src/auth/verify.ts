import type { Client } from '../db/database.ts';
import { safeRedirect } from '../origins.ts';
import { otpExpired, validationFailed } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { takeConfirmationToken, takeRecoveryToken } from './one-time-tokens.ts';
import { readJson, stringField } from './request.ts';
import { type SignInMethod, startSession } from './sessions.ts';
import type { UserRow } from './users.ts';

/** The links auth mails: which token they carry, and how the session they start is marked. */
const LINKS: Record<
  string,
  { take: (client: Client, token: string) => Promise<UserRow | undefined>; method: SignInMethod }
> = {
  recovery: { take: takeRecoveryToken, method: 'recovery' },
  signup: { take: takeConfirmationToken, method: 'otp' },
  // supabase-js's verifyOtp({ type: 'email', token_hash }) for a sign-up link.
  email: { take: takeConfirmationToken, method: 'otp' },
};

const linkOf = (type: string | undefined) =>
  type !== undefined && Object.hasOwn(LINKS, type) ? LINKS[type] : undefined;

/**
 * GET /verify: the link in a recovery or sign-up mail. Signs the user in and sends the browser to
 * `redirect_to#access_token=...&type=recovery|signup`, where supabase-js picks up the session (and emits
 * PASSWORD_RECOVERY for recovery); a used or expired link lands there with `#error_code=otp_expired`.
 */
export function verifyLink({ app, tokens }: AuthKit): AuthHandler {
  const { siteUrl, allowedOrigins } = app.options;
  return async (c) => {
    const redirectTo = safeRedirect(c.req.query('redirect_to'), siteUrl, allowedOrigins);
    const type = c.req.query('type');
    const token = c.req.query('token');
    const link = linkOf(type);
    const user = link && token ? await app.db.tx((client) => link.take(client, token)) : undefined;
    if (!link || !user) {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return c.redirect(`${redirectTo}#${error}`, 303);
    }
    const session = await app.db.tx((client) => startSession(client, tokens, user, link.method));
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: type === 'recovery' ? 'recovery' : 'signup',
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  };
}

/** POST /verify: supabase-js's `verifyOtp({ type, token_hash })`, for apps that build their own link. */
export function verifyOtp({ app, tokens }: AuthKit): AuthHandler {
  return async (c) => {
    const body = await readJson(c);
    const token = stringField(body, 'token_hash') ?? stringField(body, 'token');
    const link = linkOf(stringField(body, 'type'));
    if (!link || !token)
      throw validationFailed('Verify requires a type (signup, email or recovery) and a token_hash');
    const user = await app.db.tx((client) => link.take(client, token));
    if (!user) throw otpExpired();
    return c.json(await app.db.tx((client) => startSession(client, tokens, user, link.method)));
  };
}
