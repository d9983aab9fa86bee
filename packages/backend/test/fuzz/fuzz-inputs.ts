import fc from 'fast-check';

/** A generated value with the name of the mutation that made it, so a finding says what was sent. */
export interface Tagged<T> {
  label: string;
  value: T;
}

export const tag = <T>(label: string, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Tagged<T>> =>
  arbitrary.map((value) => ({ label, value }));

/**
 * encodeURIComponent that does not throw on lone surrogates: they go out as their WTF-8 bytes (%ED%A0%80),
 * which no UTF-8 decoder accepts, which is the point.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    encoded +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? [0xed, 0xa0 | ((code >> 6) & 0x0f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** Strings a hostile client puts where text is expected. */
export const hostileText: fc.Arbitrary<Tagged<string>> = fc.oneof(
  { weight: 9, arbitrary: tag('plain', fc.string({ maxLength: 24 })) },
  { weight: 6, arbitrary: tag('unicode', fc.string({ unit: 'binary', maxLength: 24 })) },
  {
    weight: 6,
    arbitrary: tag('control-chars', fc.string({ unit: char(0, 31), minLength: 1, maxLength: 8 })),
  },
  {
    weight: 9,
    arbitrary: tag(
      'nul',
      fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`),
    ),
  },
  { weight: 3, arbitrary: tag('lone-surrogate', fc.constantFrom('\ud800', 'a\udc00b', '\udfff\ud800')) },
  {
    weight: 1,
    arbitrary: tag(
      'huge',
      fc.constantFrom(5_000, 70_000, 300_000).map((length) => 'A'.repeat(length)),
    ),
  },
  {
    weight: 6,
    arbitrary: tag(
      'injection',
      fc.constantFrom(
        "' or 1=1 --",
        "'; drop table public.graves; --",
        '"); select pg_sleep(5); --',
        '$1',
        '%',
        '*',
        '\\',
        '{{7*7}}',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection is the input under test
        '${process.env}',
        '<script>alert(1)</script>',
        '../../../../etc/passwd',
        '__proto__',
        'constructor',
        '\u202e\ufeff',
        'null',
        'NaN',
        '1e309',
        '-1',
      ),
    ),
  },
);

/** Values of any JSON type where a string, number or object of a given kind is expected. */
export const hostileJson: fc.Arbitrary<Tagged<unknown>> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: tag('number', fc.constantFrom(0, -1, 1.5, 2 ** 53 + 2, 1e308, -1e-308, 99999999999)),
  },
  { weight: 1, arbitrary: tag('boolean-null', fc.constantFrom(true, false, null)) },
  { weight: 1, arbitrary: tag('array', fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 })) },
  {
    weight: 1,
    arbitrary: tag(
      'object',
      fc.constantFrom<unknown>(
        { a: 1 },
        { $gt: '' },
        JSON.parse('{"__proto__":{"role":"service_role"}}'),
        {},
      ),
    ),
  },
);

/** A JSON object whose named fields each hold a sensible value, or one time in six a hostile one. */
export const fieldsOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, sensible]) => [
        name,
        fc.oneof(
          { weight: 5, arbitrary: sensible },
          { weight: 1, arbitrary: hostileJson.map(({ value }) => value) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part)))),
  );

export interface Body {
  contentType: string | undefined;
  bytes: Uint8Array;
}

const JSON_TYPE = 'application/json';

/** Content types a client may claim, honestly or not. */
export const contentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  JSON_TYPE,
  JSON_TYPE,
  JSON_TYPE,
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/vnd.pgrst.object+json',
  'image/png',
  '*/*',
  ';;;',
);

/** JSON text nested `depth` levels deep, objects or arrays. */
const nested = (depth: number, kind: 'object' | 'array') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * Request bodies for an endpoint that expects a JSON object with `fields` (each from `fieldValue`): right
 * fields with wrong values, wrong types, broken JSON, invalid UTF-8, deep nesting and oversized bodies.
 */
export function hostileBody(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Tagged<Body>> {
  const json = (label: string, arbitrary: fc.Arbitrary<string | Uint8Array>) =>
    fc.tuple(arbitrary, contentType).map(([body, type]) => ({
      label: `${label}${type === JSON_TYPE ? '' : ` as ${type ?? 'no content type'}`}`,
      value: { contentType: type, bytes: typeof body === 'string' ? utf8(body) : body },
    }));
  return fc.oneof(
    {
      weight: 80,
      arbitrary: json(
        'fields',
        fields.map((value) => JSON.stringify(value)),
      ),
    },
    {
      weight: 20,
      arbitrary: json(
        'wrong-json-type',
        fc.constantFrom('[]', '[{}]', '"text"', '42', 'null', 'true', '[[["a"]]]'),
      ),
    },
    {
      weight: 20,
      arbitrary: json(
        'invalid-json',
        fc.constantFrom(
          '{',
          '{"a":1,}',
          "{'a':1}",
          'NaN',
          '{"a":1}garbage',
          '\u0000',
          ' ',
          '{"a":"\\u0000"}',
          '{"a":"\\ud800"}',
        ),
      ),
    },
    {
      weight: 20,
      arbitrary: json(
        'deep-json',
        fc
          .tuple(fc.constantFrom(200, 5_000, 100_000), fc.constantFrom<'object' | 'array'>('object', 'array'))
          .map(([depth, kind]) => nested(depth, kind)),
      ),
    },
    {
      weight: 20,
      arbitrary: json(
        'invalid-utf8',
        fc.constantFrom(
          bytes('{"email":"', [0xc3, 0x28], '","password":"', [0xff, 0xfe], '"}'),
          bytes('{"a":"', [0xc0, 0xaf], '"}'),
          bytes('{"a":"', [0xed, 0xa0, 0x80], '"}'),
          bytes([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d]),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(1.5, 3).map((megabytes) => ({
        label: `oversized ${megabytes} MB`,
        value: {
          contentType: JSON_TYPE,
          bytes: utf8(JSON.stringify({ email: 'x@example.test', data: 'A'.repeat(megabytes * 1024 * 1024) })),
        },
      })),
    },
  );
}

/** Path segments, already in their on-the-wire (percent-encoded or not) form. */
export const hostileSegment: fc.Arbitrary<Tagged<string>> = fc.oneof(
  { weight: 2, arbitrary: hostileText.map(({ label, value }) => ({ label, value: percentEncode(value) })) },
  {
    weight: 3,
    arbitrary: tag(
      'traversal',
      fc.constantFrom(
        '..',
        '%2e%2e',
        '%2E%2E',
        '.%2e',
        '..%2f..%2f',
        '%2e%2e%2f',
        '..%5c..%5c',
        '%252e%252e%252f',
        '.',
        '%2f',
        '%2F%2F',
      ),
    ),
  },
  {
    weight: 2,
    arbitrary: tag(
      'bad-percent-encoding',
      fc.constantFrom('%00', '%ff', '%c3%28', '%', '%zz', '%e0%80%af', '%ed%a0%80', 'a%0d%0aX-Injected:%201'),
    ),
  },
  {
    weight: 2,
    arbitrary: tag(
      'long-segment',
      fc.constantFrom(211, 256, 1100, 4000).map((length) => 'n'.repeat(length)),
    ),
  },
);

/** Query strings, on-the-wire form without the `?`. */
export const hostileQuery: fc.Arbitrary<Tagged<string>> = fc.oneof(
  { weight: 3, arbitrary: tag('no-query', fc.constant('')) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'select', 'apikey', 'redirect_to', '__proto__', ''), hostileText)
      .map(([key, { label, value }]) => ({
        label: `query ${label}`,
        value: `${key}=${percentEncode(value)}`,
      })),
  },
  {
    weight: 2,
    arbitrary: tag(
      'query bad-percent-encoding',
      fc.constantFrom('a=%00', 'a=%ff', 'a=%', '%=%', 'a=%c3%28', '&&&=&'),
    ),
  },
  {
    weight: 2,
    arbitrary: tag(
      'long-query',
      fc.constantFrom(2_000, 8_000, 15_000, 17_000).map((length) => `a=${'q'.repeat(length)}`),
    ),
  },
  {
    weight: 1,
    arbitrary: tag(
      'many-params',
      fc
        .constantFrom(200, 1_000)
        .map((count) => Array.from({ length: count }, (_, i) => `p${i}=${i}`).join('&')),
    ),
  },
);

export const oddMethod = fc.constantFrom(
  'TRACE',
  'PROPFIND',
  'FOO',
  'get',
  'QUERY',
  'PURGE',
  'M-SEARCH',
  'LINK',
);
