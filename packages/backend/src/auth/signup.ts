import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from 'bcryptjs';
import type { Context } from 'hono';
import type { Locale } from '../../supabase/functions/_shared/messages/locale.ts';
import { type Client, sqlState } from '../db/database.ts';
import { safeRedirect } from '../origins.ts';
import { userAlreadyExists } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { localeOfUser, saveSignUpLocale, signUpLocale } from './mail-locale.ts';
import { confirmationMail, existingAccountMail } from './mails.ts';
import { claimSignupMail, issueConfirmationToken } from './one-time-tokens.ts';
import { checkEmail, checkPassword, metadataField, readJson, stringField } from './request.ts';
import { sessionOriginOf } from './session-origin.ts';
import { startSession } from './sessions.ts';
import { insertUser, pendingUserJson, userByEmail } from './users.ts';

/**
 * With confirmation on, no sign-up answers sooner than this after it arrived, whatever the address: looking
 * up, inserting and mailing take different times for known and unknown addresses, hashing the password
 * (done for both) dominates, and the floor covers the rest.
 */
const CONFIRM_SIGNUP_FLOOR_MS = 300;

/**
 * POST /signup. With auto-confirm (MAILER_AUTOCONFIRM, the default) the user is created confirmed and signed in
 * at once, and an address that has an account gets `user_already_exists`, as GoTrue answers then. With
 * confirmation on, every well-formed sign-up gets the same answer (a user, no session): a new address gets a
 * link to confirm it, a known one a mail saying it already has an account.
 */
export function signup(kit: AuthKit): AuthHandler {
  const { app, limit } = kit;
  const { options } = app;
  return async (c) => {
    const arrived = Date.now();
    limit(c, 'signUp');
    const body = await readJson(c);
    const email = checkEmail(stringField(body, 'email'));
    const password = checkPassword(stringField(body, 'password'), options.minPasswordLength);
    const metadata = metadataField(body) ?? {};
    const locale = signUpLocale(c, metadata);
    const passwordHash = await hash(password, options.bcryptCost);
    if (options.mailerAutoconfirm) return signUpConfirmed(kit, c, { email, passwordHash, metadata, locale });
    const answer = await signUpPending(kit, c, { email, passwordHash, metadata, locale });
    await sleep(arrived + CONFIRM_SIGNUP_FLOOR_MS - Date.now());
    return answer;
  };
}

interface NewUser {
  email: string;
  passwordHash: string;
  metadata: Record<string, unknown>;
  /** The language the account starts in (profiles.locale): its mails are written in it. */
  locale: Locale;
}

/** Creates the account and saves its language on the profile the trigger made. */
async function createUser(
  client: Client,
  { locale, ...user }: NewUser & { id?: string; confirmed?: boolean },
) {
  const created = await insertUser(client, user);
  await saveSignUpLocale(client, created.id, locale);
  return created;
}

async function signUpConfirmed({ app, tokens }: AuthKit, c: Context, user: NewUser): Promise<Response> {
  try {
    const session = await app.db.tx(async (client) => {
      if (await userByEmail(client, user.email)) return null;
      return startSession(client, tokens, await createUser(client, user), 'password', sessionOriginOf(c));
    });
    if (!session) throw userAlreadyExists();
    return c.json(session);
  } catch (error) {
    // Two sign-ups of one address at once: the unique index decides.
    if (sqlState(error) === '23505') throw userAlreadyExists();
    throw error;
  }
}

type Outcome =
  | { mail: 'confirm'; token: string; locale: Locale }
  | { mail: 'existing-account'; locale: Locale }
  | { mail: 'none' };

async function signUpPending({ app }: AuthKit, c: Context, user: NewUser): Promise<Response> {
  const { siteUrl, allowedOrigins } = app.options;
  const id = randomUUID();
  const outcome = await app.db
    .tx(async (client): Promise<Outcome> => {
      const existing = await userByEmail(client, user.email);
      if (!existing) {
        await createUser(client, { ...user, id, confirmed: false });
        return { mail: 'confirm', token: await issueConfirmationToken(client, id), locale: user.locale };
      }
      // GoTrue leaves an existing user as it is (whoever signs up now has not proved the address is theirs), and
      // writes to them in the language their account has.
      if (!(await claimSignupMail(client, existing.id))) return { mail: 'none' };
      const locale = await localeOfUser(client, existing.id);
      if (existing.email_confirmed_at) return { mail: 'existing-account', locale };
      return { mail: 'confirm', token: await issueConfirmationToken(client, existing.id), locale };
    })
    .catch((error: unknown): Outcome => {
      // The same address signed up at this very moment: it has an account now, and its mail is on its way.
      if (sqlState(error) === '23505') return { mail: 'none' };
      throw error;
    });
  // Not awaited, as in /recover: the answer must not wait for, or depend on, a mail server.
  if (outcome.mail === 'confirm') {
    const redirectTo = safeRedirect(c.req.query('redirect_to'), siteUrl, allowedOrigins);
    const link = `${app.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: outcome.token, type: 'signup', redirect_to: redirectTo })}`;
    void app.mailer.send(confirmationMail(user.email, link, outcome.locale));
  } else if (outcome.mail === 'existing-account') {
    void app.mailer.send(
      existingAccountMail(user.email, `${siteUrl.replace(/\/$/, '')}/auth`, outcome.locale),
    );
  }
  // A new account's id, or a made-up one: nothing in the answer tells the two apart.
  return c.json(pendingUserJson(id, user.email, user.metadata));
}
