/**
 * What the gateway answers itself instead of passing a request on to PostgREST, in PostgREST's error shape
 * (`{code, details, hint, message}`) so that supabase-js reports it like any other REST error.
 */
export interface RestRefusal {
  status: 400 | 413 | 414 | 502 | 503;
  body: { code: string; details: string | null; hint: string | null; message: string };
}

/**
 * Longest path and query passed on, as the request line limit of nginx (Supabase's gateway) by default.
 * PostgREST echoes the URL in `Content-Location`; past ~16 KB that header alone is more than Node (and most
 * HTTP clients) accept in a response.
 */
export const MAX_REST_URL_BYTES = 8 * 1024;

const refusal = (
  status: RestRefusal['status'],
  code: string,
  message: string,
  hint: string | null = null,
  details: string | null = null,
): RestRefusal => ({ status, body: { code, details, hint, message } });

// PostgREST decodes the path and echoes it in a response header, where a control character is not allowed.
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)/i;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether text, percent-decoded, is UTF-8 (Node hands a URL's raw bytes over as latin1 characters). */
const decodesToUtf8 = (text: string) =>
  isUtf8(
    Buffer.from(
      text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ),
  );

/**
 * Bodies PostgREST decodes as text without checking them first: it answers a plain-text 500 when they are not
 * UTF-8. (JSON, what supabase-js sends, it checks itself.) They are read whole and checked before passing on.
 */
export const TEXT_BODY_TYPES = /^\s*(application\/x-www-form-urlencoded|text\/csv)\b/i;

/** The largest form or CSV body read whole to be checked; far above what a form sends. */
export const MAX_TEXT_BODY_BYTES = 8 * 1024 * 1024;

export const textBodyTooLarge = (): RestRefusal =>
  refusal(
    413,
    'request_too_large',
    `A form or CSV body is limited to ${MAX_TEXT_BODY_BYTES / 1024 / 1024} MB; send larger data as JSON.`,
  );

/** A form or CSV body that does not decode to UTF-8 text. */
export function refuseTextBody(contentType: string, body: Buffer): RestRefusal | undefined {
  const form = /urlencoded/i.test(contentType);
  const text = form ? decodesToUtf8(body.toString('latin1').replace(/\+/g, ' ')) : isUtf8(body);
  return text
    ? undefined
    : refusal(400, 'invalid_encoding', 'The request body does not decode to UTF-8 text.');
}

/**
 * A request PostgREST cannot be given as it is: too long a URL, a control character in the path, or bytes
 * that are not UTF-8 (PostgREST answers those with a plain-text 500).
 */
export function refuseRequest(url: string): RestRefusal | undefined {
  if (Buffer.byteLength(url) > MAX_REST_URL_BYTES) {
    return refusal(
      414,
      'uri_too_long',
      `The request URL is longer than ${MAX_REST_URL_BYTES} bytes.`,
      'Filter on fewer values per request, or pass them to a database function with rpc().',
    );
  }
  const path = url.split('?', 1)[0] ?? '';
  if (CONTROL_IN_PATH.test(path)) {
    return refusal(400, 'invalid_path', 'The request path contains a control character (such as %00).');
  }
  if (!decodesToUtf8(url)) {
    return refusal(400, 'invalid_encoding', 'The request URL does not decode to UTF-8 text.');
  }
  return undefined;
}

export const restarting = (): RestRefusal =>
  refusal(503, 'PGRST000', 'The REST service is restarting; try again.');

/** PostgREST is up but this exchange failed: say what happened rather than pretend it is restarting. */
export function upstreamFailed(errorCode: string | undefined): RestRefusal {
  if (/^(HPE_|ERR_INVALID_)/.test(errorCode ?? '')) {
    return refusal(
      502,
      'bad_upstream_response',
      'The REST service answered with a response that cannot be passed on.',
      null,
      errorCode,
    );
  }
  return refusal(
    502,
    'upstream_connection_failed',
    'The connection to the REST service failed before it answered; try again.',
    null,
    errorCode ?? null,
  );
}
