import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt, verifyJwt } from './auth/jwt.ts';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Password of PostgREST's login role on a real PostgreSQL. */
  authenticatorPassword: string;
  /** Signs the payment webhook's events (Stripe's format, whsec_...): the local checkout signs with it. */
  stripeWebhookSecret: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

async function apiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(secret, { iss: 'supabase-demo', role, iat: now, exp: now + TEN_YEARS });
}

async function signedWith(secret: string, token: string): Promise<boolean> {
  return (await verifyJwt(secret, token)) !== null;
}

/**
 * Keys from the environment win; otherwise those saved in the data dir (keys.json, which the app's
 * configuration also reads); otherwise new ones, saved for the next start.
 */
export async function loadKeys(
  dataDir: string,
  given: { jwtSecret?: string; anonKey?: string; serviceRoleKey?: string; stripeWebhookSecret?: string },
): Promise<Keys> {
  const file = join(dataDir, 'keys.json');
  const saved: Partial<Keys> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Keys>)
    : {};
  const jwtSecret = given.jwtSecret ?? saved.jwtSecret ?? randomBytes(32).toString('base64url');
  const reuse = async (token: string | undefined) =>
    token !== undefined && (await signedWith(jwtSecret, token)) ? token : undefined;
  const keys: Keys = {
    jwtSecret,
    anonKey: given.anonKey ?? (await reuse(saved.anonKey)) ?? (await apiKey(jwtSecret, 'anon')),
    serviceRoleKey:
      given.serviceRoleKey ??
      (await reuse(saved.serviceRoleKey)) ??
      (await apiKey(jwtSecret, 'service_role')),
    authenticatorPassword: saved.authenticatorPassword ?? randomBytes(18).toString('base64url'),
    stripeWebhookSecret:
      given.stripeWebhookSecret ??
      saved.stripeWebhookSecret ??
      `whsec_${randomBytes(24).toString('base64url')}`,
  };
  if (JSON.stringify(keys) !== JSON.stringify({ ...saved, ...keys }) || !existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  return keys;
}
