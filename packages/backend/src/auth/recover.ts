import { safeRedirect } from '../origins.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { localeOfUser } from './mail-locale.ts';
import { recoveryMail } from './mails.ts';
import { issueRecoveryToken } from './one-time-tokens.ts';
import { checkEmail, readJson, stringField } from './request.ts';
import { userByEmail } from './users.ts';

/**
 * POST /recover: mails a link to /verify (GoTrue's implicit flow), which signs the user in for recovery. The
 * same answer whether or not the address has an account, so it cannot be used to probe for accounts.
 */
export function recover({ app, limit }: AuthKit): AuthHandler {
  const { siteUrl, allowedOrigins } = app.options;
  return async (c) => {
    limit(c, 'recover');
    const body = await readJson(c);
    const email = checkEmail(stringField(body, 'email'));
    const redirectTo = safeRedirect(c.req.query('redirect_to'), siteUrl, allowedOrigins);
    const found = await app.db.tx(async (client) => {
      const user = await userByEmail(client, email);
      return (
        user && {
          user,
          token: await issueRecoveryToken(client, user.id),
          locale: await localeOfUser(client, user.id),
        }
      );
    });
    if (found) {
      const { user, token, locale } = found;
      const link = `${app.publicUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
      // Not awaited: waiting for a mail server would make known addresses answer slower than unknown ones.
      void app.mailer.send(recoveryMail(user.email, link, locale));
    }
    return c.json({});
  };
}
