import { hash } from 'bcryptjs';
import { sqlState } from '../db/database.ts';
import { userAlreadyExists } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { checkEmail, checkPassword, metadataField, readJson, stringField } from './request.ts';
import { startSession } from './sessions.ts';
import { insertUser, userByEmail } from './users.ts';

/** POST /signup: creates the user and, with auto-confirm, answers a session at once. */
export function signup({ app, tokens, limit }: AuthKit): AuthHandler {
  const { options } = app;
  return async (c) => {
    limit(c, 'signUp');
    const body = await readJson(c);
    const email = checkEmail(stringField(body, 'email'));
    const password = checkPassword(stringField(body, 'password'), options.minPasswordLength);
    const metadata = metadataField(body) ?? {};
    const passwordHash = await hash(password, options.bcryptCost);
    try {
      const session = await app.db.tx(async (client) => {
        if (await userByEmail(client, email)) return null;
        const user = await insertUser(client, { email, passwordHash, metadata });
        return startSession(client, tokens, user, 'password');
      });
      if (!session) throw userAlreadyExists();
      return c.json(session);
    } catch (error) {
      // Two sign-ups of one address at once: the unique index decides.
      if (sqlState(error) === '23505') throw userAlreadyExists();
      throw error;
    }
  };
}
