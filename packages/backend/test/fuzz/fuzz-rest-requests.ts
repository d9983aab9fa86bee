import fc from 'fast-check';
import { actors, type FuzzCase, type FuzzWorld, type Headers, request } from './fuzz-actors.ts';
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

/** Rows as the app writes them, pointed at Alice's things as often as at Bob's own. */
function rows(world: FuzzWorld): Record<string, fc.Arbitrary<Record<string, unknown>>> {
  const userId = fc.constantFrom(world.alice.id, world.bob.id);
  const graveId = fc.constantFrom(world.alice.graveId, world.bob.graveId);
  const date = fc.constantFrom('2020-01-01', '1900-02-30', '0000-01-01', 'yesterday', '2020-01-01T99:00');
  return {
    graves: fieldsOf({
      user_id: userId,
      full_name: fc.string({ maxLength: 20 }),
      is_public: fc.boolean(),
      birth_date: date,
      death_date: date,
      slug: fc.constantFrom('fuzz-slug', 'Bad Slug', 'a'.repeat(90)),
      latitude: fc.double(),
      image_url: fc.constantFrom(
        `http://x/storage/v1/object/public/grave-images/${world.alice.knownFile}`,
        'javascript:alert(1)',
      ),
    }),
    grave_managers: fieldsOf({
      grave_id: graveId,
      user_id: userId,
      role: fc.constantFrom('viewer', 'editor', 'owner'),
    }),
    reminders: fieldsOf({
      grave_id: graveId,
      user_id: userId,
      reminder_date: date,
      next_reminder_date: date,
      reminder_type: fc.constantFrom('visit_reminder', 'custom', 'x'),
      frequency: fc.constantFrom('once', 'hourly'),
      custom_message: fc.string({ maxLength: 20 }),
      days_before: fc.constantFrom(0, 3, 31, -1, 1.5),
    }),
    reminder_followers: fieldsOf({ grave_id: graveId, user_id: userId }),
    // Issue 29: a person's own notification settings, and follows of public memorials only.
    notification_preferences: fieldsOf({
      user_id: userId,
      memory_emails: fc.constantFrom('instant', 'daily', 'off', 'weekly', ''),
      editor_memory_emails: fc.constantFrom(true, false, 'yes', null),
    }),
    memorial_followers: fieldsOf({ grave_id: graveId, user_id: userId }),
    visitor_memories: fieldsOf({
      grave_id: graveId,
      user_id: userId,
      memory_text: fc.string({ maxLength: 20 }),
      status: fc.constantFrom('published', 'pending', 'hidden', 'x'),
    }),
    tributes: fieldsOf({
      grave_id: graveId,
      user_id: userId,
      kind: fc.constantFrom('candle', 'flowers', 'x'),
      note: fc.string({ maxLength: 160 }),
      status: fc.constantFrom('published', 'pending', 'hidden'),
    }),
    memorial_reports: fieldsOf({
      grave_id: graveId,
      reporter_id: userId,
      reason: fc.constantFrom('spam', 'other'),
      status: fc.constantFrom('open', 'kept'),
    }),
    moderation_decisions: fieldsOf({ grave_id: graveId, decision: fc.constant('keep'), decided_by: userId }),
    memorial_claims: fieldsOf({
      grave_id: graveId,
      claimant_id: userId,
      kind: fc.constantFrom('editor', 'owner'),
      message: fc.string({ maxLength: 20 }),
      status: fc.constantFrom('pending', 'accepted'),
    }),
    grave_photos: fieldsOf({
      grave_id: graveId,
      storage_path: fc.constantFrom(world.alice.knownFile, `${world.bob.id}/x.png`, '../x.png', ''),
      caption: fc.string({ maxLength: 20 }),
      position: fc.constantFrom(0, -1, 2 ** 31),
    }),
    family_links: fieldsOf({
      grave_id: graveId,
      relative_id: graveId,
      relation: fc.constantFrom('parent', 'child', 'spouse', 'sibling', 'cousin', ''),
      created_by: userId,
    }),
    memorial_relatives: fieldsOf({
      memorial_id: graveId,
      relative_id: graveId,
      relation: fc.constant('child'),
    }),
    subscriptions: fieldsOf({
      user_id: userId,
      price_id: fc.constantFrom('price_family', 'free'),
      status: fc.constantFrom('active'),
    }),
    profiles: fieldsOf({
      id: userId,
      email: fc.constant('fuzz@example.test'),
      full_name: fc.string({ maxLength: 12 }),
    }),
    user_subscription: fieldsOf({ user_id: userId, status: fc.constant('active') }),
  };
}

const COLUMNS = [
  'id',
  'user_id',
  'grave_id',
  'full_name',
  'email',
  'is_public',
  'role',
  'custom_message',
  'created_at',
];

/** One PostgREST query parameter: selects with embeds, filters with every operator, ordering, paging. */
function restParam(world: FuzzWorld): fc.Arbitrary<Tagged<string>> {
  // Mostly values a column can hold, so that requests get past parsing to the database and its policies.
  const value = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        world.alice.id,
        world.alice.graveId,
        world.alice.reminderId,
        world.bob.graveId,
        'null',
        'true',
        '(1,2',
        '*',
        '',
      ),
    },
    { weight: 1, arbitrary: hostileText.map(({ value: text }) => text) },
  );
  const operator = fc.constantFrom(
    'eq',
    'neq',
    'gt',
    'lt',
    'like',
    'ilike',
    'match',
    'imatch',
    'in',
    'is',
    'isdistinct',
    'fts',
    'plfts',
    'wfts',
    'cs',
    'cd',
    'ov',
    'sl',
    'adj',
    'not.eq',
    'not.is',
    'eq(any)',
    'like(all)',
    'zz',
  );
  const column = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...COLUMNS) },
    { weight: 1, arbitrary: hostileText.map(({ value: text }) => text) },
  );
  const encoded = percentEncode;
  return fc.oneof(
    tag(
      'select',
      fc
        .constantFrom(
          '*',
          '*,grave_managers(*)',
          '*,reminders(*)',
          '*,profiles(*)',
          'id,profiles!inner(email)',
          '*,graves(*,grave_managers(*,profiles(*)))',
          '...profiles(email)',
          'count()',
          'id::text',
          'description->>a',
          'full_name.sum()',
          'email',
          '*,users(*)',
          '*,x(',
          'a'.repeat(3000),
          '*,graves!grave_managers_grave_id_fkey(*)',
          'id,alias:full_name',
        )
        .map((select) => `select=${encoded(select)}`),
    ),
    fc.tuple(column, operator, value).map(([name, op, filter]) => ({
      label: `filter ${op}`,
      value: `${encoded(name)}=${op}.${encoded(filter)}`,
    })),
    tag(
      'logic',
      fc
        .constantFrom(
          'or=(id.eq.1,id.eq.2)',
          'or=(',
          'and=(user_id.not.is.null)',
          'or=(full_name.ilike.*a*,email.eq.x)',
          `or=${'('.repeat(500)}`,
        )
        .map((text) => text.replace(/[(),*]/g, (c) => encoded(c))),
    ),
    fc
      .constantFrom(
        'order=created_at.desc.nullslast',
        'order=x.y.z',
        'order=email.asc',
        'limit=-1',
        'limit=1e20',
        'limit=x',
        'offset=-5',
        'offset=99999999999999999999',
        'on_conflict=id',
        'on_conflict=nope',
        'columns=id,"x',
        'columns=full_name',
      )
      .map((text) => ({ label: text.split('=')[0] ?? text, value: text })),
  );
}

const restHeaders: fc.Arbitrary<Tagged<Headers>> = fc
  .subarray<[string, [string, string]]>(
    [
      ['prefer representation', ['prefer', 'return=representation']],
      ['prefer count', ['prefer', 'count=exact']],
      ['prefer merge', ['prefer', 'resolution=merge-duplicates']],
      ['prefer tx rollback', ['prefer', 'tx=rollback']],
      ['prefer single object', ['prefer', 'params=single-object']],
      ['prefer max-affected', ['prefer', 'handling=strict, max-affected=1']],
      ['profile private', ['accept-profile', 'private']],
      ['profile auth', ['accept-profile', 'auth']],
      ['content profile storage', ['content-profile', 'storage']],
      ['accept plan', ['accept', 'application/vnd.pgrst.plan+json']],
      ['accept csv', ['accept', 'text/csv']],
      ['accept object', ['accept', 'application/vnd.pgrst.object+json']],
      ['accept octet', ['accept', 'application/octet-stream']],
      ['range', ['range', '0-1000000']],
      ['bad range', ['range', '5-2']],
    ],
    { maxLength: 3 },
  )
  // Half the requests carry none of these, as the app's own requests mostly do.
  .chain((chosen) => fc.constantFrom(chosen, []))
  .map((chosen) => ({
    label: chosen.map(([label]) => label).join('+'),
    value: chosen.map(([, header]) => header),
  }));

export function restCases(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const bodies = rows(world);
  const tableNames = Object.keys(bodies);
  const table = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...tableNames).map((name) => ({ label: name, value: name })) },
    {
      weight: 2,
      arbitrary: tag(
        'other schema',
        fc.constantFrom(
          'auth.users',
          'private.profiles',
          'storage.objects',
          'pg_catalog.pg_roles',
          'users',
          'nope',
          '',
        ),
      ),
    },
    { weight: 1, arbitrary: hostileSegment },
  );
  // The app's functions (sharing by e-mail, the plan), one it no longer has, and ones that must not be reachable.
  const rpcName = fc.oneof(
    { weight: 3, arbitrary: tag('share_memorial', fc.constant('share_memorial')) },
    tag('my_plan', fc.constant('my_plan')),
    { weight: 2, arbitrary: tag('import_archive', fc.constant('import_archive')) },
    { weight: 2, arbitrary: tag('import_memorials', fc.constant('import_memorials')) },
    { weight: 2, arbitrary: tag('reorder_grave_photos', fc.constant('reorder_grave_photos')) },
    tag('account_gallery_files', fc.constant('account_gallery_files')),
    tag('account_kept_files', fc.constant('account_kept_files')),
    { weight: 2, arbitrary: tag('resolve_memorial_slug', fc.constant('resolve_memorial_slug')) },
    tag('memorial_slug_status', fc.constant('memorial_slug_status')),
    tag('advanced_reminders_included', fc.constant('advanced_reminders_included')),
    tag('find_profile_by_email', fc.constant('find_profile_by_email')),
    // The notification queue and the unsubscribe: the service role's alone.
    tag(
      'notification rpc',
      fc.constantFrom(
        'claim_memory_notifications',
        'claim_follow_anniversaries',
        'release_memory_notifications',
        'unsubscribe_notifications',
      ),
    ),
    // Reports, support's queue and decisions, claims (issue 29); the notices only the service role claims.
    { weight: 2, arbitrary: tag('report_content', fc.constant('report_content')) },
    tag('moderation_queue', fc.constant('moderation_queue')),
    { weight: 2, arbitrary: tag('decide_report', fc.constant('decide_report')) },
    { weight: 2, arbitrary: tag('request_memorial_claim', fc.constant('request_memorial_claim')) },
    { weight: 2, arbitrary: tag('answer_memorial_claim', fc.constant('answer_memorial_claim')) },
    tag('claim_moderation_notices', fc.constant('claim_moderation_notices')),
    // Visitor posts (issue 29): through the post guard, and the family's approval.
    {
      weight: 3,
      arbitrary: tag(
        'visitor posts',
        fc.constantFrom('post_memory', 'post_tribute', 'form_token', 'tribute_counts'),
      ),
    },
    tag('moderation', fc.constantFrom('set_memory_status', 'set_tribute_status')),
    // Find a memorial (issue 31): public memorials only, whatever it is asked; Alice's private one never answers.
    { weight: 3, arbitrary: tag('search_memorials', fc.constant('search_memorials')) },
    tag(
      'rpc private name',
      fc.constantFrom(
        'plan_of',
        'owns_grave',
        'can_see_email',
        'pg_sleep',
        'version',
        'current_setting',
        'set_config',
        'handle_new_user',
        'post_guard',
        'form_token_at',
        'post_guard_sign',
        'estimate_search_rows',
        'cemetery_for',
        'reconcile_cemeteries',
      ),
    ),
    hostileSegment,
  );
  const lookupEmail = fc.constantFrom(
    world.bob.email,
    'fuzz-1@example.test',
    'nobody@example.test',
    '%',
    '',
    'A'.repeat(5000),
  );
  const graveId = fc.constantFrom(world.alice.graveId, world.bob.graveId);
  // Import from archive: memorials naming Alice as owner, reusing her memorial's id, showing her file, with
  // reminders and memories on it; and values of every wrong type.
  const aliceFile = `http://127.0.0.1:54321/storage/v1/object/public/grave-images/${world.alice.knownFile}`;
  const importArchive = fc.oneof(
    fc.record(
      {
        graves: fc.array(
          fc.record(
            {
              id: fc.oneof(graveId, fc.uuid(), fc.string({ maxLength: 5 })),
              user_id: fc.constantFrom(world.alice.id, world.bob.id),
              full_name: fc.oneof(fc.constant('Fuzz Memorial'), fc.string({ maxLength: 40 })),
              birth_date: fc.constantFrom('1950-01-01', '2999-12-31', 'soon', '', null),
              is_public: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
              image_url: fc.constantFrom(null, aliceFile, 'https://example.org/x.jpg'),
              slug: fc.constantFrom(null, 'fuzz-slug', 'BAD SLUG'),
            },
            { requiredKeys: ['id', 'full_name'] },
          ),
          { maxLength: 7 },
        ),
        reminders: fc.array(
          fc.record({
            grave_id: graveId,
            reminder_date: fc.constantFrom('2020-01-01', 'x'),
            reminder_type: fc.string(),
          }),
          { maxLength: 2 },
        ),
        memories: fc.array(fc.record({ grave_id: graveId, memory_text: fc.string({ maxLength: 20 }) }), {
          maxLength: 2,
        }),
      },
      { requiredKeys: ['graves'] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );
  // Bulk import: rows naming Bob as owner, with values of every wrong type, and lists that are not lists.
  const importMemorials = fc.oneof(
    fc.array(
      fc.record(
        {
          row: fc.oneof(fc.nat(), fc.jsonValue({ maxDepth: 1 })),
          user_id: fc.constantFrom(world.alice.id, world.bob.id),
          full_name: fc.oneof(fc.constant('Fuzz Import'), fc.string({ maxLength: 40 }), fc.integer()),
          birth_date: fc.constantFrom('1950-01-01', '1950-02-30', '12/04/1931', '', null, 7),
          death_date: fc.constantFrom('1940-01-01', '2020-01-01', null),
          latitude: fc.oneof(fc.double(), fc.constant(null), fc.string({ maxLength: 4 })),
          longitude: fc.oneof(fc.double(), fc.constant(null)),
          is_public: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
        },
        { requiredKeys: ['full_name'] },
      ),
      { maxLength: 5 },
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE') },
    { weight: 1, arbitrary: fc.constantFrom('PUT', 'HEAD', 'OPTIONS') },
    { weight: 1, arbitrary: oddMethod },
  );
  const query = fc
    .oneof(
      { weight: 3, arbitrary: fc.array(restParam(world), { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: hostileQuery.map((tagged) => [tagged]) },
    )
    .map((params) => ({
      label: params.map(({ label }) => label).join('+'),
      value: params
        .map(({ value }) => value)
        .filter(Boolean)
        .join('&'),
    }));

  const tableCase = fc
    .record({ table, method, query, headers: restHeaders, actor: actors(world) })
    .chain(({ table: name, ...rest }) =>
      fc.option(hostileBody(bodies[name.value] ?? fieldsOf({ a: fc.string() })), { freq: 3 }).map(
        (body): FuzzCase => [
          request('rest', rest.method, `/rest/v1/${name.value}`, {
            query: rest.query,
            actor: rest.actor,
            headers: rest.headers.value,
            body: body ?? undefined,
            label: `/rest/v1/{${name.label}} ${rest.headers.label}`.trim(),
          }),
        ],
      ),
    );

  const rpcCase = fc
    .record({
      name: rpcName,
      method: fc.constantFrom('GET', 'POST', 'POST', 'PATCH'),
      email: lookupEmail,
      grave: graveId,
      body: hostileBody(
        fieldsOf({
          grave_id: graveId,
          email: lookupEmail,
          role: fc.constantFrom('viewer', 'editor', 'owner'),
          lookup_email: lookupEmail,
          archive: importArchive,
          memorials: importMemorials,
          memorial: graveId,
          photo_ids: fc.oneof(fc.array(fc.uuid(), { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })),
          account: fc.constantFrom(world.alice.id, world.bob.id),
          address: fc.constantFrom(
            world.alice.oldSlug,
            'demo',
            'fuzz-slug',
            'BAD SLUG',
            '%',
            'A'.repeat(5000),
          ),
          memorial_id: graveId,
          recipient: fc.constantFrom(world.alice.id, world.bob.id),
          grave: graveId,
          reason: fc.constantFrom('spam', 'family', 'other', 'x', ''),
          details: fc.oneof(fc.string({ maxLength: 20 }), fc.constant('d'.repeat(1200))),
          report_id: fc.oneof(fc.uuid(), fc.constant('not-a-uuid')),
          decision: fc.constantFrom('keep', 'hide', 'remove', 'delete'),
          message: fc.oneof(fc.string({ maxLength: 20 }), fc.constant('m'.repeat(2100))),
          claim_id: fc.oneof(fc.uuid(), fc.constant('not-a-uuid')),
          accept: fc.oneof(fc.boolean(), fc.constant('yes')),
          batch: fc.integer(),
          memory_text: fc.oneof(
            fc.string({ maxLength: 20 }),
            fc.constant('see http://a.example and www.b.example'),
          ),
          kind: fc.constantFrom('candle', 'flowers', 'x', 'editor', 'owner', 'viewer', 'memories', 'follow'),
          note: fc.oneof(fc.string({ maxLength: 160 }), fc.constant(null)),
          form_token: fc.constantFrom(world.formToken, '', '1.abc', `${world.formToken}0`, null),
          honeypot: fc.constantFrom(null, '', 'http://spam.example'),
          memory_id: fc.oneof(fc.uuid(), fc.constant('not-a-uuid')),
          tribute_id: fc.uuid(),
          new_status: fc.constantFrom('published', 'hidden', 'pending', 'x'),
          // search_memorials: names near Alice's private memorial's ("Private zq…"), hostile text, odd numbers.
          name: fc.constantFrom(
            'Private',
            'Private zq',
            'zq',
            'Bob Memorial',
            '%',
            "'; select 1; --",
            'A'.repeat(5000),
            '',
          ),
          born_from: fc.oneof(fc.integer(), fc.constantFrom(null, '1921', 'x')),
          died_to: fc.oneof(fc.integer(), fc.constantFrom(null, 2100)),
          cemetery: fc.constantFrom('oak-hill', '%', '', 'A'.repeat(300)),
          near_latitude: fc.oneof(fc.double(), fc.constantFrom(40.7128, 91, null)),
          near_longitude: fc.oneof(fc.double(), fc.constantFrom(-74.006, -181)),
          radius_km: fc.oneof(fc.double(), fc.constantFrom(0, -1, 1e9)),
          after_rank: fc.oneof(fc.double(), fc.constant(null)),
          after_id: fc.oneof(fc.uuid(), fc.constant('not-a-uuid')),
          page_size: fc.oneof(fc.integer(), fc.constantFrom(0, -5, 100000)),
        }),
      ),
      actor: actors(world),
      headers: restHeaders,
    })
    .map(
      ({ name, method: verb, email, grave, body, actor, headers }): FuzzCase => [
        request('rest', verb, `/rest/v1/rpc/${name.value}`, {
          query:
            verb === 'GET'
              ? { label: 'arguments', value: `grave_id=${grave}&email=${percentEncode(email)}` }
              : undefined,
          actor,
          headers: headers.value,
          body: verb === 'GET' ? undefined : body,
          label: `/rest/v1/rpc/{${name.label}} ${headers.label}`.trim(),
        }),
      ],
    );

  return fc.oneof({ weight: 4, arbitrary: tableCase }, { weight: 1, arbitrary: rpcCase });
}
