import { connect } from 'node:net';

/**
 * A raw HTTP/1.1 client for the fuzz test. fetch and node:http refuse to send what a hostile client sends
 * (odd methods, control characters or invalid UTF-8 in the request target, malformed header values), so the
 * request is written byte for byte on its own connection, and the answer read until it is complete.
 */
export interface WireRequest {
  method: string;
  /** The request target as sent: a string (UTF-8 encoded), or raw bytes for what no string can spell. */
  target: string | Uint8Array;
  headers: ReadonlyArray<readonly [string, string | Uint8Array]>;
  body?: Uint8Array;
}

export interface WireResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

/** What came back: an answer, or why none did (the connection was dropped or the server stayed silent). */
export type WireOutcome = { response: WireResponse } | { failure: string };

const CRLF = '\r\n';
const SLICE = 64 * 1024;

function encodeHead(host: string, request: WireRequest, expectContinue: boolean): Buffer {
  const parts: Buffer[] = [
    Buffer.from(`${request.method} `),
    Buffer.from(request.target),
    Buffer.from(` HTTP/1.1${CRLF}`),
  ];
  const line = (name: string, value: string | Uint8Array) =>
    parts.push(Buffer.from(`${name}: `), Buffer.from(value), Buffer.from(CRLF));
  line('host', host);
  for (const [name, value] of request.headers) line(name, value);
  if (request.body) line('content-length', String(request.body.byteLength));
  if (expectContinue) line('expect', '100-continue');
  parts.push(Buffer.from(CRLF));
  return Buffer.concat(parts);
}

/** The body of a chunked answer, or undefined while its last chunk has not arrived. */
function dechunk(raw: Buffer): Buffer | undefined {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf(CRLF, at);
    if (end < 0) return undefined;
    const size = Number.parseInt(raw.subarray(at, end).toString('latin1'), 16);
    if (!Number.isFinite(size)) return Buffer.concat(chunks);
    if (size === 0) return Buffer.concat(chunks);
    if (raw.length < end + 2 + size) return undefined;
    chunks.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/**
 * Parses an answer. `complete` says whether all of it arrived (by its length, its last chunk, or because it
 * has no body); an answer delimited by the connection's end is complete only when the connection has ended.
 */
export function parseResponse(
  raw: Buffer,
  method: string,
  ended: boolean,
): { response: WireResponse; complete: boolean } | undefined {
  let rest = raw;
  for (;;) {
    const headEnd = rest.indexOf(`${CRLF}${CRLF}`);
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = rest.subarray(0, headEnd).toString('latin1').split(CRLF);
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!status) return undefined;
    const body = rest.subarray(headEnd + 4);
    // 100 Continue and other interim answers come before the real one.
    if (status < 200) {
      rest = body;
      continue;
    }
    const headers: Record<string, string> = {};
    for (const headerLine of lines) {
      const colon = headerLine.indexOf(':');
      if (colon < 0) continue;
      const name = headerLine.slice(0, colon).trim().toLowerCase();
      const value = headerLine.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    if (method === 'HEAD' || status === 204 || status === 304)
      return { response: { status, headers, body: Buffer.alloc(0) }, complete: true };
    if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
      const dechunked = dechunk(body);
      return { response: { status, headers, body: dechunked ?? body }, complete: dechunked !== undefined };
    }
    const length = headers['content-length'];
    if (length !== undefined) {
      const size = Number(length);
      return { response: { status, headers, body: body.subarray(0, size) }, complete: body.length >= size };
    }
    return { response: { status, headers, body }, complete: ended };
  }
}

/**
 * Sends one request on a new kept-alive connection, as browsers do (a server that answers before reading the
 * whole body then reads and discards the rest instead of resetting the connection), and reads the answer.
 */
export function send(base: URL, request: WireRequest, timeoutMs: number): Promise<WireOutcome> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let settled = false;
    // Set once the final answer's head has arrived: the body is not worth sending any more.
    let answered = false;
    const socket = connect({ host: base.hostname, port: Number(base.port) });
    const finish = (problem?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(continueAnyway);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(received), request.method, true);
      resolve(
        parsed
          ? { response: parsed.response }
          : { failure: problem ?? 'the connection closed without an answer' },
      );
    };
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    // The body goes in slices and stops once the server answers, as a browser does when an upload is refused.
    let bodyStarted = false;
    const writeBody = async () => {
      const body = request.body;
      if (bodyStarted || !body) return;
      bodyStarted = true;
      for (let at = 0; at < body.byteLength && !answered && !settled; at += SLICE) {
        if (!socket.write(body.subarray(at, at + SLICE))) {
          await new Promise((drained) => socket.once('drain', drained).once('close', drained));
        }
      }
    };
    // A large body waits for 100 Continue, as curl does: a server (or Node's own parser) that refuses the head
    // answers first, instead of resetting a connection we are still writing to and losing its answer.
    const expectContinue = (request.body?.byteLength ?? 0) > SLICE;
    let continueAnyway: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const all = Buffer.concat(received);
      const parsed = parseResponse(all, request.method, false);
      if (parsed) answered = true;
      if (parsed?.complete) finish();
      else if (!parsed && /^HTTP\/1\.[01] 100 /.test(all.toString('latin1', 0, 13))) void writeBody();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error) => finish(`connection error before an answer: ${error.message}`));
    socket.on('connect', () => {
      socket.write(encodeHead(base.host, request, expectContinue));
      if (expectContinue) continueAnyway = setTimeout(() => void writeBody(), 1000);
      else void writeBody();
    });
  });
}
