import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const encoder = new TextEncoder();

export async function signJwt(secret: string, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type JwtCheck = { ok: true; claims: JWTPayload } | { ok: false; expired: boolean };

export async function checkJwt(secret: string, token: string): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
}

export async function verifyJwt(secret: string, token: string): Promise<JWTPayload | null> {
  const check = await checkJwt(secret, token);
  return check.ok ? check.claims : null;
}

export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
