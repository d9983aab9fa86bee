import { hash } from 'bcryptjs';
import { sqlState } from '../db/database.ts';
import { AuthError, emailExists } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { checkEmail, checkPassword, metadataField, readJson, requireCaller, stringField } from './request.ts';
import { endSessions } from './sessions.ts';
import { updateUser, userByEmail, userJson } from './users.ts';

/** GET /user: the signed-in user. */
export function getUser({ app }: AuthKit): AuthHandler {
  return async (c) => c.json(userJson((await requireCaller(app, c)).user));
}

/** PUT /user: changes the signed-in user's e-mail, password (also after a recovery link) or metadata. */
export function updateUserHandler({ app }: AuthKit): AuthHandler {
  const { options } = app;
  return async (c) => {
    const { user, sessionId } = await requireCaller(app, c);
    const body = await readJson(c);
    const rawEmail = stringField(body, 'email');
    const email =
      rawEmail !== undefined && rawEmail.toLowerCase() !== user.email ? checkEmail(rawEmail) : undefined;
    const rawPassword = stringField(body, 'password');
    const password =
      rawPassword !== undefined ? checkPassword(rawPassword, options.minPasswordLength) : undefined;
    const metadata = metadataField(body);
    const passwordHash = password ? await hash(password, options.bcryptCost) : undefined;
    try {
      const updated = await app.db.tx(async (client) => {
        if (email && (await userByEmail(client, email))) return null;
        // A new password locks out whoever knew the old one: every other session ends (GoTrue's
        // LogoutAllExceptMe), the one that changed it stays.
        if (passwordHash) await endSessions(client, user.id, sessionId, 'others');
        return updateUser(client, user.id, { email, passwordHash, metadata });
      });
      if (updated === null) throw emailExists();
      if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
      return c.json(userJson(updated));
    } catch (error) {
      // Two users moving to one address at once: the unique index decides.
      if (sqlState(error) === '23505') throw emailExists();
      throw error;
    }
  };
}
