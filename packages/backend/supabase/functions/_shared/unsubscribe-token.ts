// The signed token of a one-click unsubscribe link (RFC 8058): who is unsubscribed from what, signed with HMAC-SHA256
// (Web Crypto, so Deno and Node alike) under a server secret. It is the only credential of the link: it works signed
// out, and changing any part of it breaks the signature.

/** 'memories': the family's e-mails of new memories; 'follow': everything a followed memorial sends. */
export type UnsubscribeKind = 'memories' | 'follow';

export interface UnsubscribeClaim {
  /** The recipient's user id. */
  user: string;
  kind: UnsubscribeKind;
  /** The followed memorial, for 'follow'. */
  grave?: string;
}

const encoder = new TextEncoder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function key(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);
}

// A purpose prefix, so a signature made for anything else with the same secret never passes here.
const signed = (payload: string) => encoder.encode(`unsubscribe.${payload}`);

/** `<payload>.<signature>`, both base64url: safe in a URL's query. */
export async function signUnsubscribeToken(claim: UnsubscribeClaim, secret: string): Promise<string> {
  const payload = base64url(
    encoder.encode(
      JSON.stringify({ u: claim.user, k: claim.kind, ...(claim.grave ? { g: claim.grave } : {}) }),
    ),
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await key(secret, 'sign'), signed(payload)),
  );
  return `${payload}.${base64url(signature)}`;
}

/** The claim of a token signed with `secret`; undefined for anything else. */
export async function verifyUnsubscribeToken(
  token: string,
  secret: string,
): Promise<UnsubscribeClaim | undefined> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || token.length > 400) return undefined;
  const signatureBytes = fromBase64url(signature);
  const payloadBytes = fromBase64url(payload);
  if (!signatureBytes || !payloadBytes) return undefined;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    await key(secret, 'verify'),
    signatureBytes as Uint8Array<ArrayBuffer>,
    signed(payload),
  );
  if (!valid) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(payloadBytes));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { u, k, g } = parsed as { u?: unknown; k?: unknown; g?: unknown };
  if (typeof u !== 'string' || !UUID.test(u)) return undefined;
  if (k === 'memories') return { user: u, kind: 'memories' };
  if (k === 'follow' && typeof g === 'string' && UUID.test(g)) return { user: u, kind: 'follow', grave: g };
  return undefined;
}

/** The address a mail's List-Unsubscribe header names: POST unsubscribes at once, GET opens the confirm page. */
export const unsubscribeUrl = (apiUrl: string, token: string) =>
  `${apiUrl.replace(/\/+$/, '')}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;
