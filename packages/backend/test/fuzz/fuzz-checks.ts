import { tmpdir } from 'node:os';
import { PACKAGE_DIR } from '../../src/config.ts';
import type { Area, FuzzRequest } from './fuzz-actors.ts';
import type { WireOutcome, WireResponse } from './fuzz-wire.ts';

export type FindingKind = '5xx' | 'no answer' | 'leak' | 'internals' | 'malformed' | 'tampered';

export interface Finding {
  area: Area;
  kind: FindingKind;
  /** The status, or the reason no answer came. */
  status: string;
  label: string;
  detail: string;
  example: { method: string; target: string; body: string };
  response: string;
}

const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
const printable = (bytes: Uint8Array | string) =>
  clip(
    (typeof bytes === 'string' ? bytes : Buffer.from(bytes).toString('utf8')).replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this makes visible
      /[\u0000-\u001f\u007f]/g,
      (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    ),
  );

// What a body must never show: stack frames, the server's files, SQL statement text.
const INTERNALS: [string, RegExp][] = [
  ['stack trace', /\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)|\n\s+at (?:async )?\S+ \(/],
  ['internal path', /node_modules|node:internal|file:\/\/|\.ts:\d+:\d+/],
  [
    'server directory',
    new RegExp(`${PACKAGE_DIR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${tmpdir()}/evergreen`),
  ],
  [
    'SQL text',
    /\b(?:select|insert into|update|delete from)\b[^"]{0,200}\b(?:from|values|set|where)\b[^"]{0,200}\$\d+/i,
  ],
  ['PL/pgSQL context', /PL\/pgSQL function/],
];

/** The error shape each service answers with. */
function errorShape(area: Area, status: number, json: unknown): string | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return 'error body is not a JSON object';
  // PostgREST's own answer to a path it has no route for, here as on Supabase.
  if (area === 'rest' && status === 404 && Object.keys(json).length === 0) return undefined;
  const field = (name: string) => typeof Reflect.get(json, name) === 'string';
  // The gateway's own answers in front of every service (no or wrong API key, body too large): a message and a
  // hint or code, as Supabase's gateway answers them.
  if (field('message') && (field('hint') || field('code')) && !field('statusCode')) return undefined;
  if (area === 'auth' && !(field('code') && field('message'))) return 'auth error without {code, message}';
  if (area === 'rest' && !field('message')) return 'REST error without message';
  if (area === 'storage' && !(field('statusCode') && field('error') && field('message')))
    return 'storage error without {statusCode, error, message}';
  if (area === 'functions' && !field('error')) return 'function error without {error}';
  return undefined;
}

const memorialPage = (request: FuzzRequest) =>
  typeof request.target === 'string' && /^\/functions\/v1\/memorial-preview\/graves\//.test(request.target);

function malformation(request: FuzzRequest, response: WireResponse): string | undefined {
  const type = response.headers['content-type'] ?? '';
  const text = response.body.toString('utf8');
  // Node's HTTP parser refuses what is not HTTP (400, 413, 431) with no body: that is a well-formed refusal.
  if (response.body.length === 0) return undefined;
  let json: unknown;
  if (/json/.test(type)) {
    try {
      json = JSON.parse(text);
    } catch {
      return `declares ${type} but is not JSON`;
    }
  }
  if (response.status < 400 || request.area === 'other') return undefined;
  // memorial-preview answers crawlers with pages, also for a memorial nobody may see (a 404 page), not JSON.
  if (memorialPage(request) && type.startsWith('text/html')) return undefined;
  if (json === undefined) return `error answered as ${type || 'no content type'}, not JSON`;
  return errorShape(request.area, response.status, json);
}

/** Everything wrong with one answer: a 5xx, no answer, a leak of Alice's values, internals, a malformed body. */
export function inspect(request: FuzzRequest, outcome: WireOutcome, secrets: readonly string[]): Finding[] {
  const example = {
    method: request.method,
    target: printable(request.target),
    body: request.body ? printable(request.body.subarray(0, 400)) : '',
  };
  const finding = (kind: FindingKind, status: string, detail: string, response = ''): Finding => ({
    area: request.area,
    kind,
    status,
    label: request.label,
    detail,
    example,
    response,
  });
  if ('failure' in outcome) {
    // Node answers a request head over its 16 KB limit with 431 and resets the connection at once; a client
    // still sending may lose that answer. Node's own limit, not the application's doing.
    const head =
      request.target.length +
      request.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    return head > 16 * 1024 ? [] : [finding('no answer', 'none', outcome.failure)];
  }
  const { response } = outcome;
  const status = String(response.status);
  const body = response.body.toString('utf8');
  const shown = printable(body);
  const found: Finding[] = [];
  if (response.status >= 500) found.push(finding('5xx', status, 'server error', shown));
  const everything = `${Object.values(response.headers).join('\n')}\n${body}`.toLowerCase();
  // The local mailbox is the stand-in for everyone's inbox and shows every mail the server sent (other tests
  // send Alice's due reminder, for one): what it holds is by design, so only its status and shape count.
  const mailbox = typeof request.target === 'string' && request.target.startsWith('/mailbox');
  for (const secret of mailbox ? [] : secrets) {
    if (everything.includes(secret.toLowerCase()))
      found.push(finding('leak', status, `answer holds ${clip(secret, 40)}`, shown));
  }
  for (const [what, pattern] of INTERNALS) {
    if (pattern.test(body)) found.push(finding('internals', status, what, shown));
  }
  const malformed = malformation(request, response);
  if (malformed) found.push(finding('malformed', status, malformed, shown));
  return found;
}

/** One finding per distinct (area, kind, status, what was sent), with the first example. */
export function distinct(findings: readonly Finding[]): (Finding & { count: number })[] {
  const byKey = new Map<string, Finding & { count: number }>();
  for (const finding of findings) {
    const key = [finding.area, finding.kind, finding.status, finding.label, finding.detail].join('|');
    const known = byKey.get(key);
    if (known) known.count += 1;
    else byKey.set(key, { ...finding, count: 1 });
  }
  return [...byKey.values()];
}
