import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Client } from '../db/database.ts';
import { safeRedirect } from '../origins.ts';
import { AuthError, validationFailed } from './errors.ts';
import { checkEmail, readJson, stringField } from './request.ts';
import type { AuthKit } from './routes.ts';
import { startSession } from './sessions.ts';
import { type UserRow, userByEmail, userById } from './users.ts';

const RECOVERY_VALID_MS = 60 * 60 * 1000;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

async function takeRecoveryToken(client: Client, token: string): Promise<UserRow | undefined> {
  const { rows } = await client.query<{ id: string; recovery_sent_at: Date | null }>(
    `update auth.users set recovery_token = null
     where recovery_token = $1 and recovery_token <> '' returning id, recovery_sent_at`,
    [digest(token)],
  );
  const row = rows[0];
  if (!row?.recovery_sent_at || Date.now() - row.recovery_sent_at.getTime() > RECOVERY_VALID_MS)
    return undefined;
  return userById(client, row.id);
}

/**
 * Password reset as GoTrue does it with the implicit flow: /recover mails a link to /verify, which signs the
 * user in and sends the browser to `redirect_to#access_token=...&type=recovery`, where supabase-js picks up
 * the session and emits PASSWORD_RECOVERY.
 */
export function recoveryRoutes({ app, tokens, limit }: AuthKit): Hono {
  const routes = new Hono();
  const { siteUrl, allowedOrigins } = app.options;

  routes.post('/recover', async (c) => {
    limit(c, 'recover');
    const body = await readJson(c);
    const email = checkEmail(stringField(body, 'email'));
    const redirectTo = safeRedirect(c.req.query('redirect_to'), siteUrl, allowedOrigins);
    const token = randomBytes(24).toString('base64url');
    const user = await app.db.tx(async (client) => {
      const found = await userByEmail(client, email);
      if (found) {
        await client.query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
          [found.id, digest(token)],
        );
      }
      return found;
    });
    // The same answer whether or not the address has an account, so it cannot be used to probe for accounts.
    if (user) {
      const link = `${app.publicUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
      // Not awaited: waiting for a mail server would make known addresses answer slower than unknown ones.
      void app.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Someone asked to reset the password of your Evergreen Memorials account.\n\nFollow this link to choose a new password (valid for one hour):\n${link}\n\nIf it was not you, ignore this mail.`,
        links: [link],
      });
    }
    return c.json({});
  });

  routes.get('/verify', async (c) => {
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
  });

  // verifyOtp({ type: 'recovery', token_hash }) from supabase-js, for apps that build their own link.
  routes.post('/verify', async (c) => {
    const body = await readJson(c);
    const token = stringField(body, 'token_hash') ?? stringField(body, 'token');
    if (stringField(body, 'type') !== 'recovery' || !token)
      throw validationFailed('Only recovery links are supported');
    const user = await app.db.tx((client) => takeRecoveryToken(client, token));
    if (!user) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    return c.json(await app.db.tx((client) => startSession(client, tokens, user, 'recovery')));
  });
  return routes;
}
