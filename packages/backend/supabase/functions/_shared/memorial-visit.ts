// The memorial-visit edge function (visit counts, issue 15), shared by the Supabase deployment
// (memorial-visit/index.ts, on Deno) and the local server (src/functions/memorial-visit.ts, on Node).
// POST {memorial}: the public memorial page calls it once it has painted. It hands the database the client's
// address and user agent, which hashes them with the day's salt and keeps only the hash (supabase/schemas/
// 85_visits.sql). The answer is 204 whether or not the visit counted, so it tells nobody whether a memorial is
// counted, whose plan includes it, or whether this visitor was seen today. Web standards only.
import { bearerToken, isRecord, json } from './http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Visit {
  memorial: string;
  client_address: string | null;
  user_agent: string | null;
  /** The signed-in visitor, so that the owner's and collaborators' own visits are not counted. */
  viewer: string | null;
}

/** Records a visit as the service role; rejects when the database could not be reached or refused. */
export type RecordVisit = (visit: Visit) => Promise<void>;

export interface MemorialVisitDeps {
  record: RecordVisit;
  /** The visitor's address as the gateway in front of the function saw it; undefined when unknown. */
  clientIp: (request: Request) => string | undefined;
  log?: (line: string) => void;
}

function base64UrlJson(part: string): unknown {
  try {
    const text = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (char) => char.charCodeAt(0))));
  } catch {
    return undefined;
  }
}

/**
 * The signed-in user of the request's access token, read WITHOUT checking its signature. That is safe here only
 * because the id is used for one thing: not counting that person's visit. A forged token can make a visit not
 * count, which its sender could as well achieve by not visiting.
 */
export function viewerOf(request: Request): string | null {
  const payload = base64UrlJson(bearerToken(request)?.split('.')[1] ?? '');
  if (!isRecord(payload) || payload.role !== 'authenticated') return null;
  return typeof payload.sub === 'string' && UUID.test(payload.sub) ? payload.sub : null;
}

async function memorialOf(request: Request): Promise<string | undefined> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return undefined;
  }
  const memorial = isRecord(body) ? body.memorial : undefined;
  return typeof memorial === 'string' && UUID.test(memorial) ? memorial.toLowerCase() : undefined;
}

/** `POST /functions/v1/memorial-visit`. */
export async function memorialVisit(request: Request, deps: MemorialVisitDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const memorial = await memorialOf(request);
  if (!memorial) return json({ error: 'memorial must be the id of a memorial' }, 400);
  try {
    await deps.record({
      memorial,
      client_address: deps.clientIp(request) ?? null,
      user_agent: request.headers.get('user-agent'),
      viewer: viewerOf(request),
    });
  } catch (error) {
    // A visit not counted is no reason for the page to fail; the page does not wait for this answer anyway.
    deps.log?.(`Visit not recorded: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: 'Visits cannot be counted right now' }, 503);
  }
  return new Response(null, { status: 204 });
}

/** Records through `/rest/v1/rpc/record_memorial_visit` as the service role. */
export function restVisitRecorder(env: { url: string; serviceRoleKey: string }): RecordVisit {
  const base = env.url.replace(/\/$/, '');
  return async (visit) => {
    const response = await fetch(`${base}/rest/v1/rpc/record_memorial_visit`, {
      method: 'POST',
      headers: {
        apikey: env.serviceRoleKey,
        authorization: `Bearer ${env.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(visit),
    });
    // Read to the end, so the kept-alive connection can serve the next request.
    const text = await response.text();
    if (!response.ok)
      throw new Error(`POST /rest/v1/rpc/record_memorial_visit answered ${response.status}: ${text}`);
  };
}
