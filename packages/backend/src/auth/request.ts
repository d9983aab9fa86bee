import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { AppContext } from '../context.ts';
import { AuthError, badJwt, sessionNotFound, validationFailed } from './errors.ts';
import { bearerToken, checkJwt } from './jwt.ts';
import { sessionExists } from './sessions.ts';
import { type UserRow, userById } from './users.ts';

export type JsonBody = Record<string, unknown>;

export async function readJson(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as JsonBody;
  } catch {
    // answered below
  }
  throw validationFailed('Could not parse request body as JSON');
}

export function stringField(body: JsonBody, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

export function objectField(body: JsonBody, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export interface Caller {
  user: UserRow;
  claims: JWTPayload;
  sessionId: string;
}

/** The signed-in user behind the bearer token, with a session that still exists (GoTrue's rule). */
export async function requireCaller(app: AppContext, c: Context): Promise<Caller> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const check = await checkJwt(app.keys.jwtSecret, token);
  if (!check.ok) throw badJwt(check.expired);
  const { claims } = check;
  const sessionId = claims.session_id;
  if (typeof claims.sub !== 'string' || typeof sessionId !== 'string') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
  }
  const sub = claims.sub;
  const user = await app.db.tx(async (client) =>
    (await sessionExists(client, sessionId)) ? await userById(client, sub) : null,
  );
  if (user === null) throw sessionNotFound();
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims, sessionId };
}

/** Admin endpoints take the service role key as the bearer token. */
export async function requireServiceRole(app: AppContext, c: Context): Promise<void> {
  const token = bearerToken(c.req.header('authorization'));
  const check = token ? await checkJwt(app.keys.jwtSecret, token) : undefined;
  if (!check?.ok || check.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string | undefined): string {
  if (!email) throw validationFailed('You must provide either an email or phone number and a password');
  if (!EMAIL.test(email) || email.length > 255) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email.trim().toLowerCase();
}

export function checkPassword(password: string | undefined, minLength: number): string {
  if (!password) throw validationFailed('You must provide either an email or phone number and a password');
  if (password.length < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > 72) throw validationFailed('Password cannot be longer than 72 characters');
  return password;
}
