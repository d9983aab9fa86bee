import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { AppContext } from '../context.ts';
import { AuthError, badJwt, sessionNotFound, validationFailed } from './errors.ts';
import { bearerToken, checkJwt } from './jwt.ts';
import { sessionExists } from './sessions.ts';
import { type UserRow, userById } from './users.ts';

export type JsonBody = Record<string, unknown>;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const badJson = (reason: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`);
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Half of a UTF-16 pair on its own: JSON allows it (`"\\ud800"`), UTF-8 and PostgreSQL do not. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Deeper than any body supabase-js sends; bounds the walk below and what PostgreSQL's jsonb parser is given. */
const MAX_DEPTH = 32;

/**
 * Text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) anywhere in the body, keys included, is refused here
 * with the field's name, instead of failing in the database as a 500.
 */
function checkText(body: JsonBody): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        throw validationFailed(`${path} must not contain the NUL character (\\u0000)`);
      if (LONE_SURROGATE.test(value)) throw validationFailed(`${path} is not valid Unicode text`);
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) throw validationFailed(`${path || 'The body'} is nested too deeply`);
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000') || LONE_SURROGATE.test(key))
          throw validationFailed(`The field name ${JSON.stringify(at)} is not valid text`);
        pending.push({ value: item, path: at, depth: depth + 1 });
      }
    }
  }
}

/** The JSON object of the request body ({} when empty), or a 400 saying what is wrong with it. */
export async function readJson(c: Context): Promise<JsonBody> {
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength === 0) return {};
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw badJson('the body is not valid UTF-8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badJson('the body is not valid JSON');
  }
  if (!isObject(parsed)) throw badJson('the body must be a JSON object');
  checkText(parsed);
  return parsed;
}

/** A text field: undefined when absent or null, a 400 when it holds anything but a string. */
export function stringField(body: JsonBody, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badJson(`${name} must be a string`);
  return value;
}

/** Users' metadata goes into every access token, which must fit in a request header (16 KB in Node). */
const MAX_METADATA_BYTES = 4096;

/** The user metadata (`data`): undefined when absent or null, a 400 when not an object or too large. */
export function metadataField(body: JsonBody): Record<string, unknown> | undefined {
  const value = body.data;
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw badJson('data must be an object');
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES)
    throw validationFailed(`data (user metadata) must be at most ${MAX_METADATA_BYTES} bytes of JSON`);
  return value;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (
    typeof claims.sub !== 'string' ||
    typeof sessionId !== 'string' ||
    !UUID.test(claims.sub) ||
    !UUID.test(sessionId)
  ) {
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

const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

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
  // bcrypt reads 72 bytes and ignores the rest; GoTrue refuses longer passwords rather than cut them.
  if (Buffer.byteLength(password) > 72)
    throw validationFailed('Password cannot be longer than 72 characters');
  return password;
}
