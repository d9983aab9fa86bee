import type { Context } from 'hono';
import { bearerToken, checkJwt } from '../auth/jwt.ts';
import type { AppContext } from '../context.ts';
import type { RequestClaims } from '../db/database.ts';
import { StorageError } from './errors.ts';

/** The caller's JWT claims (user token, anon key or service key), as PostgREST would set them. */
export async function callerClaims(app: AppContext, c: Context): Promise<RequestClaims> {
  const token = bearerToken(c.req.header('authorization')) ?? c.req.header('apikey');
  if (!token)
    throw new StorageError(400, 'Unauthorized', "headers must have required property 'authorization'");
  const check = await checkJwt(app.keys.jwtSecret, token);
  if (!check.ok)
    throw new StorageError(
      400,
      'InvalidJWT',
      check.expired ? '"exp" claim timestamp check failed' : 'invalid signature',
    );
  const { role } = check.claims;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    throw new StorageError(403, 'Unauthorized', 'Unknown role');
  }
  return { ...check.claims, role };
}
