// The unsubscribe edge function (RFC 8058), reached without an API key (deployed with --no-verify-jwt): the signed
// token is the credential. POST unsubscribes at once (a mail program's one-click `List-Unsubscribe=One-Click`, or
// the confirm page's button); GET, a person opening the link, is sent to the app's confirm page, which asks first.
import type { SupabaseAdmin } from './supabase-admin.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export interface UnsubscribeDeps {
  admin: Pick<SupabaseAdmin, 'rpc'>;
  siteUrl: string;
  unsubscribeSecret: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The token from the URL (`?token=`), else from a JSON body `{ "token": "..." }` (the confirm page). */
async function tokenOf(request: Request): Promise<string | undefined> {
  const fromUrl = new URL(request.url).searchParams.get('token');
  if (fromUrl) return fromUrl;
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  try {
    const body = (await request.json()) as { token?: unknown };
    return typeof body?.token === 'string' ? body.token : undefined;
  } catch {
    return undefined;
  }
}

export async function unsubscribe(request: Request, deps: UnsubscribeDeps): Promise<Response> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const page = `${deps.siteUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;
    return new Response(null, { status: 303, headers: { location: page } });
  }
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const token = await tokenOf(request);
  const claim = token ? await verifyUnsubscribeToken(token, deps.unsubscribeSecret) : undefined;
  if (!claim) return json({ error: 'This unsubscribe link is not valid.' }, 400);
  await deps.admin.rpc('unsubscribe_notifications', {
    recipient: claim.user,
    kind: claim.kind,
    grave: claim.grave ?? null,
  });
  return json({ unsubscribed: claim.kind });
}
