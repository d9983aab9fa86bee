import { beforeAll, describe, expect, it } from 'vitest';
import { backend, raw, signUp, uniqueEmail } from '../helpers.ts';
import { postJson } from './auth-helpers.ts';

type Body = Record<string, unknown>;

interface Endpoint {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  /** A well-formed body, whose text fields the cases below spoil one at a time. */
  body: () => Body;
  signedIn?: boolean;
  /** Whether it reads user metadata (`data`). */
  metadata?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'sign-up',
    method: 'POST',
    path: '/auth/v1/signup',
    body: () => ({
      email: uniqueEmail('hostile'),
      password: 'correct-horse-battery',
      data: { full_name: 'A' },
    }),
    metadata: true,
  },
  {
    name: 'password sign-in',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: () => ({ email: uniqueEmail('hostile'), password: 'correct-horse-battery' }),
  },
  {
    name: 'recover',
    method: 'POST',
    path: '/auth/v1/recover',
    body: () => ({ email: uniqueEmail('hostile') }),
  },
  {
    name: 'refresh',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    body: () => ({ refresh_token: 'abcdefghijklmnop' }),
  },
  {
    name: 'user update',
    method: 'PUT',
    path: '/auth/v1/user',
    body: () => ({ email: uniqueEmail('moving'), password: 'another-password', data: { full_name: 'B' } }),
    signedIn: true,
    metadata: true,
  },
  {
    name: 'verify',
    method: 'POST',
    path: '/auth/v1/verify',
    body: () => ({ type: 'recovery', token_hash: 'abcdefghijklmnop' }),
  },
];

/** What a hostile or broken client can put in a text field. */
const SPOILED_TEXT: [string, (text: string) => unknown][] = [
  ['a NUL byte', (text) => `${text.slice(0, 3)}\u0000${text.slice(3)}`],
  ['a lone surrogate', (text) => `${text}\ud800`],
  ['a number', () => 42],
  ['an array', (text) => [text]],
  ['an object', (text) => ({ text })],
  ['100,000 characters', (text) => text.padEnd(100_000, 'x')],
];

/** Bodies that are wrong as a whole. */
const SPOILED_BODIES: [string, BodyInit][] = [
  ['JSON that does not parse', '{"email": '],
  ['a JSON array', '[1, 2]'],
  ['JSON null', 'null'],
  ['a JSON string', '"email"'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['a NUL in a metadata value', JSON.stringify({ email: 'x@example.test', data: { full_name: 'a\u0000b' } })],
  ['a NUL in a metadata key', JSON.stringify({ email: 'x@example.test', data: { 'a\u0000b': 'x' } })],
  ['a lone surrogate in metadata', JSON.stringify({ data: { full_name: '\ud83d' } })],
  ['metadata nested 10,000 deep', `{"data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`],
];

/** Metadata that a user's access token could not carry. */
const SPOILED_METADATA: [string, unknown][] = [
  ['a string', 'x'],
  ['an array', [{ full_name: 'x' }]],
  ['over 4 KB of JSON', { full_name: 'x'.repeat(5000) }],
];

let accessToken = '';
beforeAll(async () => {
  accessToken = (await signUp('hostile-user')).accessToken;
});

async function expectClearRefusal(response: Response) {
  const text = await response.text();
  // 400 or 422 for what is malformed; 401/403 where the input is well-formed but proves nothing (otp_expired).
  expect(response.status, text).toBeGreaterThanOrEqual(400);
  expect(response.status, text).toBeLessThan(500);
  const body = JSON.parse(text) as { code?: unknown; message?: unknown };
  expect(typeof body.code, text).toBe('string');
  expect(typeof body.message, text).toBe('string');
  expect(text).not.toMatch(/\bat .+\.ts:\d+/);
  return body as { code: string; message: string };
}

const send = (endpoint: Endpoint, body: BodyInit) =>
  raw(endpoint.path, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json' },
    body,
    token: endpoint.signedIn ? accessToken : undefined,
  });

describe.each(ENDPOINTS)('$name answers bad input with a 4xx and a reason, never a 500', (endpoint) => {
  const fields = Object.entries(endpoint.body()).filter(([, value]) => typeof value === 'string');
  const cases = fields.flatMap(([field]) =>
    SPOILED_TEXT.map(([what, spoil]) => [field, what, spoil] as const),
  );

  it.each(cases)('%s holding %s', async (field, _what, spoil) => {
    const body = endpoint.body();
    body[field] = spoil(String(body[field]));
    await expectClearRefusal(await send(endpoint, JSON.stringify(body)));
  });

  it.each(SPOILED_BODIES)('a body of %s', async (_what, body) => {
    await expectClearRefusal(await send(endpoint, body));
  });

  if (endpoint.metadata) {
    it.each(SPOILED_METADATA)('metadata that is %s', async (_what, data) => {
      const refusal = await expectClearRefusal(
        await send(endpoint, JSON.stringify({ ...endpoint.body(), data })),
      );
      expect(refusal.message).toMatch(/^(Could not parse request body as JSON: )?data /);
    });
  }
});

describe('the messages say what is wrong', () => {
  it('names the field that holds a NUL byte', async () => {
    const body = await expectClearRefusal(
      await postJson('/auth/v1/signup', {
        email: 'a\u0000b@example.test',
        password: 'correct-horse-battery',
      }),
    );
    expect(body).toEqual({
      code: 'validation_failed',
      message: 'email must not contain the NUL character (\\u0000)',
      msg: 'email must not contain the NUL character (\\u0000)',
    });
  });

  it('names the field of the wrong type, as GoTrue does for JSON it cannot read', async () => {
    const body = await expectClearRefusal(
      await postJson('/auth/v1/token?grant_type=password', { email: ['x@example.test'], password: 'x' }),
    );
    expect(body).toMatchObject({
      code: 'bad_json',
      message: 'Could not parse request body as JSON: email must be a string',
    });
  });

  it('says the body is not UTF-8', async () => {
    const body = await expectClearRefusal(
      await raw('/auth/v1/recover', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
      }),
    );
    expect(body.message).toBe('Could not parse request body as JSON: the body is not valid UTF-8');
  });
});

describe('links back to the app', () => {
  it('sends a recovery link with a NUL in redirect_to to a percent-encoded address', async () => {
    const response = await fetch(
      `${backend().url}/auth/v1/verify?type=recovery&token=unknown&redirect_to=http://localhost:3000/a%00b`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/a%00b#error=access_denied/);
  });
});

describe('a request body over the limit', () => {
  const MB = 1024 * 1024;
  /** A body sent in chunks with no Content-Length, as a client streaming an upload does. */
  const streamed = (bytes: number) => {
    let left = bytes;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left <= 0) return controller.close();
        const chunk = new Uint8Array(Math.min(left, 256 * 1024)).fill(0x20);
        left -= chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
  };
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it.each([
    ['declared in Content-Length', () => new Uint8Array(2 * MB).fill(0x20)],
    ['streamed without a length', () => streamed(2 * MB)],
  ])('gets 413 from auth when %s', async (_how, body) => {
    const response = await post('/auth/v1/signup', body());
    expect(response.status).toBe(413);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'request_too_large',
      message: 'The request body is larger than the limit of 1 MB',
    });
    // The connection is still good for the next request.
    expect((await raw('/auth/v1/health')).status).toBe(200);
  });

  it('gets 413 from functions before the function runs', async () => {
    const response = await post('/functions/v1/delete-account', streamed(2 * MB));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('request_too_large');
  });

  it('gets 413 from storage for a streamed upload over 10 MB', async () => {
    const user = await signUp('big-upload');
    const response = await post(`/storage/v1/object/grave-images/${user.id}/big.png`, streamed(11 * MB), {
      'content-type': 'image/png',
      authorization: `Bearer ${user.accessToken}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
  });

  it('leaves bodies under the limit alone', async () => {
    const response = await post(
      '/auth/v1/recover',
      JSON.stringify({ email: uniqueEmail('padded'), pad: 'x'.repeat(MB - 100) }),
    );
    expect(response.status).toBe(200);
  });
});

describe('every answer', () => {
  it.each(['/auth/v1/health', '/rest/v1/graves?select=id', '/functions/v1/nope', '/mailbox.json'])(
    'of %s names its request id, to find it in the log',
    async (path) => {
      const response = await raw(path);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe('a path no service serves', () => {
  it.each(['/nothing', '/auth/', '/rest/v2/graves'])('%s gets a JSON 404', async (path) => {
    const response = await raw(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'not_found',
      message: 'no Route matched with those values',
    });
  });
});
