import type { Context } from 'hono';
import type { Client } from '../db/database.ts';
import { safeRedirect } from '../origins.ts';
import { takeEmailChangeToken, takeUndoToken } from './email-change.ts';
import { otpExpired, validationFailed } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { localeOfUser } from './mail-locale.ts';
import { emailChangedMail } from './mails.ts';
import { takeConfirmationToken, takeRecoveryToken } from './one-time-tokens.ts';
import { readJson, stringField } from './request.ts';
import { userAgentOf } from './security-events.ts';
import { sessionOriginOf } from './session-origin.ts';
import { type SignInMethod, startSession } from './sessions.ts';
import type { UserRow } from './users.ts';

/** GoTrue's answer when the first of the two links of a secure e-mail change is used. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** What using a link leads to: a session for the user, a message that another link is still needed, or nothing. */
type Taken = { user: UserRow } | { message: string } | undefined;
type Take = (kit: AuthKit, c: Context, client: Client, token: string) => Promise<Taken>;

const userOf =
  (take: (client: Client, token: string) => Promise<UserRow | undefined>): Take =>
  async (_kit, _c, client, token) => {
    const user = await take(client, token);
    return user && { user };
  };

const takeEmailChange: Take = async (kit, c, client, token) => {
  const taken = await takeEmailChangeToken(client, token, userAgentOf(c));
  if (taken.outcome === 'invalid') return undefined;
  if (taken.outcome === 'pending') return { message: SINGLE_CONFIRMATION_ACCEPTED };
  const { app } = kit;
  const undoLink = `${app.publicUrl}/auth/v1/verify?${new URLSearchParams({
    token: taken.undoToken,
    type: 'email_change_undo',
    redirect_to: `${app.options.siteUrl.replace(/\/$/, '')}/auth`,
  })}`;
  const locale = await localeOfUser(client, taken.user.id);
  void app.mailer.send(emailChangedMail(taken.oldEmail, taken.user.email, undoLink, locale));
  return { user: taken.user };
};

/** The links auth mails: which token they carry, how the session they start is marked, the fragment's type. */
const LINKS: Record<string, { take: Take; method: SignInMethod; type: string }> = {
  recovery: { take: userOf(takeRecoveryToken), method: 'recovery', type: 'recovery' },
  signup: { take: userOf(takeConfirmationToken), method: 'otp', type: 'signup' },
  // supabase-js's verifyOtp({ type: 'email', token_hash }) for a sign-up link.
  email: { take: userOf(takeConfirmationToken), method: 'otp', type: 'signup' },
  email_change: { take: takeEmailChange, method: 'otp', type: 'email_change' },
  // Ours, not GoTrue's: the old address takes the account back, then chooses a new password as after a reset.
  email_change_undo: {
    take: async (_kit, c, client, token) => {
      const user = await takeUndoToken(client, token, userAgentOf(c));
      return user && { user };
    },
    method: 'recovery',
    type: 'recovery',
  },
};

const linkOf = (type: string | undefined) =>
  type !== undefined && Object.hasOwn(LINKS, type) ? LINKS[type] : undefined;

/**
 * GET /verify: the link in an auth mail. Signs the user in and sends the browser to
 * `redirect_to#access_token=...&type=recovery|signup|email_change`, where supabase-js picks up the session (and
 * emits PASSWORD_RECOVERY for recovery); a used or expired link lands there with `#error_code=otp_expired`, the
 * first link of a secure e-mail change with `#message=...`.
 */
export function verifyLink(kit: AuthKit): AuthHandler {
  const { app, tokens } = kit;
  const { siteUrl, allowedOrigins } = app.options;
  return async (c) => {
    const redirectTo = safeRedirect(c.req.query('redirect_to'), siteUrl, allowedOrigins);
    const type = c.req.query('type');
    const token = c.req.query('token');
    const link = linkOf(type);
    const taken = link && token ? await app.db.tx((client) => link.take(kit, c, client, token)) : undefined;
    if (!link || !taken) {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return c.redirect(`${redirectTo}#${error}`, 303);
    }
    if ('message' in taken) return c.redirect(`${redirectTo}#${new URLSearchParams(taken)}`, 303);
    const session = await app.db.tx((client) =>
      startSession(client, tokens, taken.user, link.method, sessionOriginOf(c)),
    );
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: link.type,
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  };
}

/** POST /verify: supabase-js's `verifyOtp({ type, token_hash })`, for apps that build their own link. */
export function verifyOtp(kit: AuthKit): AuthHandler {
  const { app, tokens } = kit;
  return async (c) => {
    const body = await readJson(c);
    const token = stringField(body, 'token_hash') ?? stringField(body, 'token');
    const link = linkOf(stringField(body, 'type'));
    if (!link || !token)
      throw validationFailed(
        'Verify requires a type (signup, email, recovery or email_change) and a token_hash',
      );
    const taken = await app.db.tx((client) => link.take(kit, c, client, token));
    if (!taken) throw otpExpired();
    if ('message' in taken) return c.json({ msg: taken.message, code: '200' });
    return c.json(
      await app.db.tx((client) => startSession(client, tokens, taken.user, link.method, sessionOriginOf(c))),
    );
  };
}
