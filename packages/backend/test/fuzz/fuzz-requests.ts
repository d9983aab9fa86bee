import fc from 'fast-check';
import { actors, type FuzzCase, type FuzzWorld, queryOr, request } from './fuzz-actors.ts';
import {
  fieldsOf,
  hostileBody,
  hostileQuery,
  hostileSegment,
  hostileText,
  oddMethod,
  percentEncode,
  type Tagged,
  tag,
} from './fuzz-inputs.ts';
import { restCases } from './fuzz-rest-requests.ts';
import { storageCases } from './fuzz-storage-requests.ts';

const emails = (world: FuzzWorld) =>
  fc.oneof(
    fc.nat({ max: 50 }).map((n) => `fuzz-${n}@example.test`),
    fc.constant(world.bob.email),
    fc.constant(world.bob.email.toUpperCase()),
  );
const passwords = fc.constantFrom('correct-horse-battery', 'correct-horse-battery', 'short', 'p'.repeat(73));

function authCases(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const credentials = fieldsOf({ email: emails(world), password: passwords });
  const userFields = fieldsOf({
    email: emails(world),
    password: passwords,
    data: fc.record({ full_name: fc.string({ maxLength: 12 }) }),
    // Reauthentication (issue 27): a guessed nonce, or the current password (Bob's is the first of passwords).
    nonce: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string({ maxLength: 8 })),
    current_password: passwords,
  });
  const grantTypes = fc.oneof(
    tag('grant password', fc.constant('grant_type=password')),
    tag('grant refresh_token', fc.constant('grant_type=refresh_token')),
    hostileQuery,
  );
  const refreshFields = fieldsOf({
    refresh_token: fc.constantFrom(world.burner.refreshToken, 'not-a-token', ''),
  });
  const verifyQuery = fc
    .tuple(
      fc.constantFrom('recovery', 'signup', 'email_change', 'email_change_undo', ''),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('http://evil.test', '/x', '//evil.test', 'javascript:alert(1)', ''),
    )
    .map(([type, token, redirect]) => ({
      label: 'verify params',
      value: new URLSearchParams({ type, token, redirect_to: redirect }).toString(),
    }));
  const redirect = fc
    .constantFrom('http://evil.test', '//evil.test/x', 'javascript:alert(1)', '%00', 'http://127.0.0.1:1/')
    .map((to) => ({ label: 'redirect_to', value: `redirect_to=${encodeURIComponent(to)}` }));
  const logoutScope = fc
    .constantFrom('global', 'local', 'others', 'all', '')
    .map((scope) => ({ label: `scope ${scope}`, value: `scope=${scope}` }));
  // Logout and refresh spend the burner's session, not Bob's, so the rest of the run keeps Bob signed in.
  const burner = actors(world, { name: 'burner', token: world.burner.accessToken });
  const anyActor = actors(world);
  const factorId = fc.oneof(
    tag("alice's factor", fc.constant(world.alice.factorId)),
    tag('random factor id', fc.uuid()),
    hostileSegment,
  );
  const userId = fc.oneof(
    tag('alice id', fc.constant(world.alice.id)),
    tag('bob id', fc.constant(world.bob.id)),
    hostileSegment,
  );

  const call = (
    method: fc.Arbitrary<string>,
    path: string,
    parts: {
      query?: fc.Arbitrary<Tagged<string>>;
      body?: fc.Arbitrary<Record<string, unknown>>;
      actor?: typeof anyActor;
    },
  ): fc.Arbitrary<FuzzCase> =>
    fc
      .record({
        method,
        query: parts.query ?? hostileQuery,
        actor: parts.actor ?? anyActor,
        body: parts.body ? fc.option(hostileBody(parts.body), { freq: 8 }) : fc.constant(null),
      })
      .map(({ method: verb, query, actor, body }) => [
        request('auth', verb, `/auth/v1${path}`, {
          query,
          actor,
          body: body ?? undefined,
          label: `/auth/v1${path}`,
        }),
      ]);

  const post = fc.constant('POST');
  const w = (weight: number, arbitrary: fc.Arbitrary<FuzzCase>) => ({ weight, arbitrary });
  return fc.oneof(
    w(3, call(post, '/signup', { body: userFields, query: queryOr(redirect) })),
    w(3, call(post, '/token', { body: credentials, query: grantTypes })),
    w(2, call(post, '/token', { body: refreshFields, query: grantTypes, actor: burner })),
    w(3, call(fc.constantFrom('GET', 'PUT', 'PATCH'), '/user', { body: userFields })),
    w(2, call(post, '/logout', { query: queryOr(logoutScope), actor: burner })),
    w(2, call(fc.constantFrom('GET', 'POST', 'PUT'), '/reauthenticate', {})),
    w(2, call(post, '/recover', { body: fieldsOf({ email: emails(world) }), query: queryOr(redirect) })),
    w(
      2,
      call(fc.constantFrom('GET', 'POST'), '/verify', {
        query: queryOr(verifyQuery),
        body: fieldsOf({
          type: fc.constantFrom('recovery', 'signup', 'email_change', 'email_change_undo'),
          token_hash: fc.string(),
          token: fc.string(),
        }),
      }),
    ),
    // Two-step sign-in (issue 27): Bob enrolls his own factors, guesses codes, and tries Alice's factor.
    w(
      2,
      call(post, '/factors', {
        body: fieldsOf({
          factor_type: fc.constantFrom('totp', 'phone', 'webauthn', 'sms', ''),
          friendly_name: fc.string({ maxLength: 300 }),
          issuer: fc.string({ maxLength: 20 }),
          phone: fc.constantFrom('+15555550100', 'x'),
        }),
      }),
    ),
    w(
      3,
      fc
        .record({
          method: fc.constantFrom('POST', 'DELETE', 'GET', 'PUT'),
          id: factorId,
          action: fc.constantFrom('/challenge', '/verify', '', '/verify/x'),
          actor: anyActor,
          body: fc.option(
            hostileBody(
              fieldsOf({
                challenge_id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
                code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string({ maxLength: 10 })),
              }),
            ),
            { freq: 8 },
          ),
        })
        .map(({ method, id, action, actor, body }) => [
          request('auth', method, `/auth/v1/factors/${id.value}${action}`, {
            actor,
            body: body ?? undefined,
            label: `/auth/v1/factors/{${id.label}}${action}`,
          }),
        ]),
    ),
    w(1, call(fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'DELETE'), '/settings', {})),
    w(1, call(fc.constantFrom('GET', 'POST'), '/health', {})),
    w(1, call(fc.constant('GET'), '/.well-known/jwks.json', {})),
    w(
      2,
      fc
        .record({ method: fc.constantFrom('GET', 'DELETE', 'PUT'), id: userId, actor: anyActor })
        .map(({ method, id, actor }) => [
          request('auth', method, `/auth/v1/admin/users/${id.value}`, {
            actor,
            label: `/auth/v1/admin/users/{${id.label}}`,
          }),
        ]),
    ),
    w(
      2,
      fc
        .record({
          method: fc.oneof(oddMethod, fc.constantFrom('GET', 'POST')),
          segment: hostileSegment,
          actor: anyActor,
        })
        .map(({ method, segment, actor }) => [
          request('auth', method, `/auth/v1/${segment.value}`, {
            actor,
            label: `/auth/v1/{${segment.label}}`,
          }),
        ]),
    ),
  );
}

/** Calendar feed tokens an attacker can try: none, guesses, Alice's ids, hostile text. */
const feedToken = (world: FuzzWorld): fc.Arbitrary<Tagged<string>> =>
  fc
    .oneof(
      fc.constantFrom('', 'x', world.alice.id, world.alice.reminderId, 'a'.repeat(64), '0'.repeat(64)),
      hostileText.map(({ value }) => value),
    )
    .map((token) => ({ label: 'feed token', value: `token=${percentEncode(token)}` }));

function functionCases(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const name = fc.oneof(
    { weight: 3, arbitrary: tag('delete-account', fc.constant('delete-account')) },
    // The reminder functions: a calendar feed opened by a token in its URL, and the daily mail run.
    { weight: 3, arbitrary: tag('calendar-feed', fc.constant('calendar-feed')) },
    { weight: 1, arbitrary: tag('send-due-reminders', fc.constant('send-due-reminders')) },
    // Notifications (issue 29): the mail run (service role only), and the one-click unsubscribe open to anyone
    // whose signed token is the only credential (forged, cut or hostile tokens here).
    { weight: 1, arbitrary: tag('send-notifications', fc.constant('send-notifications')) },
    { weight: 2, arbitrary: tag('unsubscribe', fc.constant('unsubscribe')) },
    // Moderation and claim mails: anyone may run it; it sends only what the database queued.
    { weight: 1, arbitrary: tag('send-moderation-notices', fc.constant('send-moderation-notices')) },
    // Link previews, robots.txt and the sitemap, open to anyone: Alice's private memorial by id, hostile ids.
    {
      weight: 3,
      arbitrary: tag(
        'memorial-preview',
        fc.oneof(
          fc.constantFrom(
            'memorial-preview/robots.txt',
            'memorial-preview/sitemap.xml',
            `memorial-preview/graves/${world.alice.graveId}`,
            `memorial-preview/graves/${world.alice.graveId}/`,
          ),
          hostileSegment.map(({ value }) => `memorial-preview/graves/${value}`),
        ),
      ),
    },
    // The contact page's messages: open to anyone, stored and mailed to support, at most 5 an hour per address.
    { weight: 2, arbitrary: tag('contact-message', fc.constant('contact-message')) },
    // Visit counts: called by every public page load, open to anyone; Alice's private memorial is never counted.
    { weight: 2, arbitrary: tag('memorial-visit', fc.constant('memorial-visit')) },
    // Payments: the checkout a signed-in user starts, and the webhook only Stripe's signature opens.
    { weight: 1, arbitrary: tag('payment-checkout', fc.constant('payment-checkout')) },
    { weight: 1, arbitrary: tag('stripe-webhook', fc.constant('stripe-webhook')) },
    {
      weight: 2,
      arbitrary: tag(
        'prototype name',
        fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'),
      ),
    },
    {
      weight: 1,
      arbitrary: tag('nested path', fc.constantFrom('delete-account/x', 'delete-account/', 'x/y/z', '')),
    },
    { weight: 2, arbitrary: hostileSegment },
  );
  // Bob only ever calls delete-account with methods that must not delete (his account is needed to the end);
  // the burner's account may really be deleted, and afterwards every call of theirs is refused.
  const safeForBob = fc.constantFrom('GET', 'PUT', 'PATCH', 'HEAD', 'OPTIONS');
  return fc
    .oneof(
      fc.record({ name, method: safeForBob, actor: actors(world) }),
      fc.record({
        name,
        method: fc.oneof(fc.constantFrom('POST', 'DELETE'), oddMethod),
        actor: actors(world, { name: 'burner', token: world.burner.accessToken }),
      }),
    )
    .chain(({ name: fn, method, actor }) =>
      fc
        .record({
          query: queryOr(feedToken(world)),
          body: fc.option(
            hostileBody(
              fn.value === 'contact-message'
                ? fieldsOf({
                    name: fc.string({ maxLength: 120 }),
                    email: fc.constantFrom('ada@example.test', 'ada@', world.bob.email, 'a@b.c, d@e.f'),
                    category: fc.constantFrom('general', 'privacy', 'sales'),
                    subject: fc.string({ maxLength: 220 }),
                    message: fc.string({ maxLength: 300 }),
                  })
                : fn.value === 'memorial-visit'
                  ? fieldsOf({
                      memorial: fc.oneof(
                        fc.constantFrom(world.alice.graveId, world.alice.graveId.toUpperCase(), 'demo'),
                        fc.string({ maxLength: 40 }),
                      ),
                    })
                  : fn.value === 'unsubscribe'
                    ? fieldsOf({
                        token: fc.oneof(
                          fc.constantFrom('', 'a.b', `${world.alice.id}.x`, 'eyJ1IjoiIn0.AAAA'),
                          fc.string({ maxLength: 80 }),
                        ),
                      })
                    : fieldsOf({ confirm: fc.boolean() }),
            ),
            { freq: 2 },
          ),
        })
        .map(({ query, body }) => [
          request('functions', method, `/functions/v1/${fn.value}`, {
            query,
            actor,
            body: body ?? undefined,
            label: `/functions/v1/{${fn.label}}`,
          }),
        ]),
    );
}

/** Whatever is not a service: the root, the mailbox, unknown prefixes, malformed request targets. */
function otherCases(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const anon: [string, string] = ['apikey', world.anonKey];
  const targets = fc.constantFrom<[string, string | Uint8Array]>(
    ['root', '/'],
    ['mailbox', '/mailbox'],
    ['mailbox json', '/mailbox.json'],
    ['unknown prefix', '/auth/v2/health'],
    ['double slash', '//auth/v1/health'],
    ['dot segments', '/auth/v1/../../rest/v1/graves'],
    ['encoded dot segments', '/auth/v1/%2e%2e/%2e%2e/rest/v1/graves'],
    ['upper case prefix', '/AUTH/V1/health'],
    ['absolute-form', 'http://evil.test/auth/v1/health'],
    ['asterisk-form', '*'],
    ['no leading slash', 'rest/v1/graves'],
    ['raw invalid utf-8', Buffer.from([0x2f, 0x72, 0x65, 0x73, 0x74, 0x2f, 0x76, 0x31, 0x2f, 0xff, 0xfe])],
    ['raw control char', Buffer.from('/rest/v1/graves\u0001')],
    ['very long path', `/rest/v1/${'a'.repeat(20_000)}`],
    ['favicon', '/favicon.ico'],
    // The local stand-ins for Stripe's checkout and billing portal pages, with sessions nobody started.
    ['checkout page', '/checkout/cs_test_guess'],
    ['checkout page with NUL', '/checkout/%00'],
    ['portal page', `/portal/${'b'.repeat(300)}`],
  );
  const origin = fc.constantFrom('http://evil.test', 'null', 'http://localhost:3000', '*');
  return fc
    .record({
      target: targets,
      method: fc.oneof(fc.constantFrom('GET', 'POST', 'OPTIONS', 'DELETE'), oddMethod),
      origin,
    })
    .map(({ target: [label, target], method, origin: from }) => [
      {
        area: 'other' as const,
        method,
        target,
        headers: [anon, ['origin', from], ['access-control-request-method', 'DELETE']],
        label: `${method} ${label} (origin ${from})`,
      },
    ]);
}

/**
 * The whole run: `count` requests from `seed`, spread over the services roughly as the app's traffic is
 * spread, the same every time for the same seed and world.
 */
export function fuzzCases(world: FuzzWorld, seed: number, count: number): FuzzCase[] {
  const anyCase = fc.oneof(
    { weight: 5, arbitrary: authCases(world) },
    { weight: 7, arbitrary: restCases(world) },
    { weight: 5, arbitrary: storageCases(world) },
    { weight: 2, arbitrary: functionCases(world) },
    { weight: 1, arbitrary: otherCases(world) },
  );
  const cases: FuzzCase[] = [];
  let requests = 0;
  for (const generated of fc.sample(anyCase, { seed, numRuns: count })) {
    if (requests >= count) break;
    cases.push(generated);
    requests += generated.length;
  }
  return cases;
}
