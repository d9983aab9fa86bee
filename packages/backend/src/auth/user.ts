import { compare, hash } from 'bcryptjs';
import { safeRedirect } from '../origins.ts';
import { startEmailChange } from './email-change.ts';
import { AuthError, emailExists } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { localeOfUser } from './mail-locale.ts';
import { emailChangeCurrentMail, emailChangeNewMail } from './mails.ts';
import { overEmailRateLimit, requireReauthentication } from './reauthenticate.ts';
import { checkEmail, checkPassword, metadataField, readJson, requireCaller, stringField } from './request.ts';
import { recordSecurityEvent, userAgentOf } from './security-events.ts';
import { endSessions } from './sessions.ts';
import { updateUser, userByEmail, userById, userJson } from './users.ts';

/** GET /user: the signed-in user. */
export function getUser({ app }: AuthKit): AuthHandler {
  return async (c) => c.json(userJson((await requireCaller(app, c)).user));
}

/**
 * PUT /user: changes the signed-in user's password (also after a recovery link) or metadata at once, and starts
 * an e-mail change, which takes effect only once confirmed by mail (GoTrue's secure e-mail change). A password or
 * e-mail change needs reauthentication first (reauthenticate.ts).
 */
export function updateUserHandler(kit: AuthKit): AuthHandler {
  const { app } = kit;
  const { options } = app;
  return async (c) => {
    const caller = await requireCaller(app, c);
    const { user, sessionId } = caller;
    const body = await readJson(c);
    const rawEmail = stringField(body, 'email');
    const email =
      rawEmail !== undefined && rawEmail.trim().toLowerCase() !== user.email
        ? checkEmail(rawEmail)
        : undefined;
    const rawPassword = stringField(body, 'password');
    const password =
      rawPassword !== undefined ? checkPassword(rawPassword, options.minPasswordLength) : undefined;
    const metadata = metadataField(body);
    // With two-step sign-in on, the address (where password resets go) moves only from a session that entered a
    // code, as the row-level security of what cannot be undone asks (private.session_meets_mfa).
    if (email && user.factors.some((factor) => factor.status === 'verified') && caller.claims.aal !== 'aal2')
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to change the email address');
    if (password || email)
      await requireReauthentication(kit, c, caller, body, password ? 'password' : 'email');
    if (password && user.encrypted_password && (await compare(password, user.encrypted_password)))
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    const passwordHash = password ? await hash(password, options.bcryptCost) : undefined;
    const userAgent = userAgentOf(c);
    const outcome = await app.db.tx(async (client) => {
      if (email && (await userByEmail(client, email))) return { kind: 'taken' as const };
      const change = email
        ? await startEmailChange(client, user.id, email, options.secureEmailChange)
        : undefined;
      if (change && !change.started) return { kind: 'wait' as const, seconds: change.retryAfterSeconds };
      if (change) await recordSecurityEvent(client, user.id, 'email_change_requested', userAgent);
      if (passwordHash) {
        // A new password locks out whoever knew the old one: every other session ends (GoTrue's
        // LogoutAllExceptMe), the one that changed it stays.
        await endSessions(client, user.id, sessionId, 'others');
        await recordSecurityEvent(client, user.id, 'password_changed', userAgent);
      }
      const updated =
        passwordHash || metadata
          ? await updateUser(client, user.id, { passwordHash, metadata })
          : await userById(client, user.id);
      const locale = change ? await localeOfUser(client, user.id) : undefined;
      return { kind: 'updated' as const, user: updated, change, locale };
    });
    if (outcome.kind === 'taken') throw emailExists();
    if (outcome.kind === 'wait') throw overEmailRateLimit(outcome.seconds);
    if (!outcome.user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (email && outcome.change?.started) {
      const redirectTo = safeRedirect(c.req.query('redirect_to'), options.siteUrl, options.allowedOrigins);
      const link = (token: string) =>
        `${app.publicUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'email_change', redirect_to: redirectTo })}`;
      // Not awaited, as in /recover: the answer must not wait for a mail server.
      void app.mailer.send(emailChangeNewMail(email, link(outcome.change.tokenNew), outcome.locale));
      if (outcome.change.tokenCurrent)
        void app.mailer.send(
          emailChangeCurrentMail(user.email, email, link(outcome.change.tokenCurrent), outcome.locale),
        );
    }
    return c.json(userJson(outcome.user));
  };
}
