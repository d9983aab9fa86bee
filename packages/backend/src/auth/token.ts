import { compare } from 'bcryptjs';
import { AuthError, emailNotConfirmed, invalidCredentials, validationFailed } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { readJson, stringField } from './request.ts';
import { recordSecurityEvent, userAgentOf } from './security-events.ts';
import { sessionOriginOf } from './session-origin.ts';
import { refreshSession, startSession } from './sessions.ts';
import { userByEmail } from './users.ts';

/** POST /token: the password grant (sign-in) and the refresh-token grant. */
export function token({ app, tokens, limit, absentHash }: AuthKit): AuthHandler {
  return async (c) => {
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
      if (!user?.encrypted_password || !matches) {
        // The owner sees attempts on their account; an unknown address has nobody to tell.
        if (user)
          await app.db.tx((client) => recordSecurityEvent(client, user.id, 'sign_in_failed', userAgentOf(c)));
        throw invalidCredentials();
      }
      // Only after the password matched, as GoTrue does: nobody else learns the address is waiting for it.
      if (!user.email_confirmed_at) throw emailNotConfirmed();
      const session = await app.db.tx(async (client) => {
        await recordSecurityEvent(client, user.id, 'sign_in', userAgentOf(c));
        return startSession(client, tokens, user, 'password', sessionOriginOf(c));
      });
      return c.json(session);
    }
    if (grantType === 'refresh_token') {
      const presented = stringField(body, 'refresh_token');
      if (!presented) throw validationFailed('refresh_token required');
      const result = await app.db.tx((client) =>
        refreshSession(client, tokens, presented, sessionOriginOf(c)),
      );
      if (result.reused)
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      return c.json(result.session);
    }
    throw validationFailed(`unsupported_grant_type: ${grantType ?? 'none'} is not supported here`);
  };
}
