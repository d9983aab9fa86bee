import fc from 'fast-check';
import { type Body, hostileQuery, type Tagged } from './fuzz-inputs.ts';
import type { WireRequest } from './fuzz-wire.ts';

export type Area = 'auth' | 'rest' | 'storage' | 'functions' | 'other';

export interface FuzzRequest extends WireRequest {
  area: Area;
  /** What was sent, in words: endpoint and mutations. Findings are grouped by it. */
  label: string;
}

/** One case: requests that one sender sends in order (a second upload must follow the first). */
export type FuzzCase = FuzzRequest[];

/**
 * What the attacker (Bob, or nobody) knows. Alice's private values are deliberately absent: the generator
 * cannot send them, so any response that holds them leaked them.
 */
export interface FuzzWorld {
  anonKey: string;
  bob: { id: string; email: string; accessToken: string; graveId: string };
  /** A third user whose tokens the destructive endpoints (logout, refresh, delete-account) may spend. */
  burner: { accessToken: string; refreshToken: string };
  alice: {
    id: string;
    graveId: string;
    reminderId: string;
    knownFile: string;
    oldSlug: string;
    /** Her verified two-step factor (issue 27): Bob may try to challenge, verify or remove it. */
    factorId: string;
  };
  /** Tokens nobody issued: alg none, wrong key, tampered claims, expired, garbage. */
  forged: Readonly<Record<string, string>>;
  /** A form token the server signed (the suite's server asks no minimum age), so posts reach past the guard. */
  formToken: string;
  png: Uint8Array;
}

export type Headers = ReadonlyArray<readonly [string, string | Uint8Array]>;

const as = (label: string, ...headers: Headers): Tagged<Headers> => ({ label, value: headers });

/** Who sends a request: the credentials part of its headers. */
export function actors(
  world: FuzzWorld,
  signedIn = { name: 'bob', token: world.bob.accessToken },
): fc.Arbitrary<Tagged<Headers>> {
  const anon = ['apikey', world.anonKey] as const;
  const bearer = (token: string) => ['authorization', `Bearer ${token}`] as const;
  const forged = fc.constantFrom(...Object.entries(world.forged));
  return fc.oneof(
    { weight: 9, arbitrary: fc.constant(as(`as ${signedIn.name}`, anon, bearer(signedIn.token))) },
    { weight: 3, arbitrary: fc.constant(as('as anon', anon)) },
    { weight: 3, arbitrary: forged.map(([kind, token]) => as(`forged jwt ${kind}`, anon, bearer(token))) },
    { weight: 1, arbitrary: fc.constant(as('no api key')) },
    {
      weight: 1,
      arbitrary: forged.map(([kind, token]) => as(`forged jwt ${kind} as api key`, ['apikey', token])),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'Basic YWRtaW46YWRtaW4=',
          'Bearer',
          'Bearer a b',
          'bearer  x.y.z',
          `Bearer ${'x'.repeat(9000)}`,
        )
        .map((value) => as('malformed authorization', anon, ['authorization', value])),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<string | Uint8Array>(
          Buffer.from([0x61, 0xff, 0xfe]),
          'x'.repeat(200),
          `${world.anonKey}\t`,
        )
        .map((value) => as('malformed api key', ['apikey', value])),
    },
  );
}

/** Assembles a request: path, optional query, actor headers, extra headers and an optional body. */
export function request(
  area: Area,
  method: string,
  path: string,
  parts: {
    query?: Tagged<string>;
    actor: Tagged<Headers>;
    headers?: Headers;
    body?: Tagged<Body>;
    label?: string;
  },
): FuzzRequest {
  const headers: (readonly [string, string | Uint8Array])[] = [
    ...parts.actor.value,
    ...(parts.headers ?? []),
  ];
  const contentType = parts.body?.value.contentType;
  if (contentType) headers.push(['content-type', contentType]);
  const query = parts.query?.value;
  const details = [
    parts.label,
    parts.query?.value ? parts.query.label : undefined,
    parts.body?.label,
    parts.actor.label,
  ];
  return {
    area,
    method,
    target: query ? `${path}?${query}` : path,
    headers,
    body: parts.body?.value.bytes,
    label: `${method} ${details.filter(Boolean).join(', ')}`,
  };
}

/** A query string that is either one the endpoint understands or a hostile one. */
export const queryOr = (understood: fc.Arbitrary<Tagged<string>>) =>
  fc.oneof({ weight: 2, arbitrary: understood }, { weight: 1, arbitrary: hostileQuery });
