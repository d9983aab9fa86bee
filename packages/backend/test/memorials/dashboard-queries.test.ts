import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share } from '../fixtures.ts';
import { backend, signUp } from '../helpers.ts';
import { startIsolatedServer } from '../isolated-server.ts';

// The dashboard's reads as mf-memorials sends them (api/get-memorials.ts): a page of each section, newest first
// with the id as tie-breaker, searched by name in the database, and the counts.
const CARD_COLUMNS =
  'id,user_id,full_name,birth_date,death_date,cemetery_name,image_url,person_image_url,is_public,created_at,is_read_only';
const PAGE = 24;

const ownPage = (userId: string, page: number, search?: string) =>
  `/rest/v1/graves?select=${CARD_COLUMNS}&user_id=eq.${userId}` +
  (search ? `&full_name=ilike.${encodeURIComponent(`%${search}%`)}` : '') +
  `&order=created_at.desc,id.desc&offset=${page * PAGE}&limit=${PAGE + 1}`;

const sharedPage = (userId: string, page: number, search?: string) =>
  `/rest/v1/grave_managers?select=graves!inner(${CARD_COLUMNS})&user_id=eq.${userId}` +
  (search ? `&graves.full_name=ilike.${encodeURIComponent(`%${search}%`)}` : '') +
  `&order=graves(created_at).desc,graves(id).desc&offset=${page * PAGE}&limit=${PAGE + 1}`;

/** The requests of a memorial's details page (get-memorial, access, memories, collaborators, reminders). */
const detailsReads = (graveId: string, userId: string) => [
  `/rest/v1/graves?select=*,is_read_only,read_only_reason&id=eq.${graveId}`,
  `/rest/v1/grave_managers?select=role&grave_id=eq.${graveId}&user_id=eq.${userId}`,
  `/rest/v1/visitor_memories?select=id,memory_text,created_at,user_id,author:profiles(full_name)&grave_id=eq.${graveId}&order=created_at.desc`,
  `/rest/v1/grave_managers?select=id,user_id,role,created_at,person:profiles(full_name)&grave_id=eq.${graveId}&order=created_at.asc`,
  `/rest/v1/reminders?select=id&grave_id=eq.${graveId}&is_active=eq.true`,
];

async function get<T>(url: string, path: string, anonKey: string, token: string, accept?: string) {
  const response = await fetch(`${url}${path}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, ...(accept ? { accept } : {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
  return JSON.parse(body) as T;
}

describe('dashboard list queries', () => {
  it('page each section newest first, search by name in the database, and never list strangers’ public memorials', async () => {
    const [owner, friend, stranger] = await Promise.all([
      signUp('dash-owner'),
      signUp('dash-friend'),
      signUp('dash-stranger'),
    ]);
    await setPlan(owner.id, 'price_family_monthly');
    for (let index = 0; index < 30; index++) {
      await createMemorial(owner, { full_name: `Person ${index}` });
    }
    const shared = await createMemorial(friend, { full_name: 'Friend Ada' });
    await share(shared.id, owner, 'viewer');
    await createMemorial(stranger, { full_name: 'Public Ada', is_public: true });
    const read = <T>(path: string) => get<T>(backend().url, path, backend().anonKey, owner.accessToken);

    const first = await read<{ full_name: string }[]>(ownPage(owner.id, 0));
    const second = await read<{ full_name: string }[]>(ownPage(owner.id, 1));
    expect(first).toHaveLength(PAGE + 1);
    expect(first[0]?.full_name).toBe('Person 29');
    expect(second.map((row) => row.full_name)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Person ${5 - index}`),
    );
    // The extra row that says "more" is the next page's first.
    expect(first[PAGE]?.full_name).toBe(second[0]?.full_name);
    expect((await read<unknown[]>(ownPage(owner.id, 0, 'person 1'))).length).toBe(11);
    // A typed % is a letter, not a wildcard.
    expect(await read<unknown[]>(ownPage(owner.id, 0, '\\%'))).toEqual([]);

    const sharedRows = await read<{ graves: { full_name: string; user_id: string } }[]>(
      sharedPage(owner.id, 0),
    );
    expect(sharedRows.map((row) => row.graves.full_name)).toEqual(['Friend Ada']);
    expect(await read<unknown[]>(sharedPage(owner.id, 0, 'ada'))).toHaveLength(1);
    expect(await read<unknown[]>(sharedPage(owner.id, 0, 'person'))).toEqual([]);
  });
});

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

// PostgreSQL only: the planner's choices depend on PostgreSQL's statistics, which PGlite (one user, one backend,
// no autovacuum) does not model as a production database would.
describe.skipIf(!backend().postgres)('dashboard query plans (PostgreSQL)', () => {
  let server: Awaited<ReturnType<typeof startIsolatedServer>>;
  let user: { id: string; token: string };
  let graveId: string;

  beforeAll(async () => {
    // PostgREST answers the plan of the very query it runs, as the user, row-level security included.
    server = await startIsolatedServer('dashboard-plans', { postgrestPlans: true });
    const anonKey = server.context.keys.anonKey;
    const signup = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `plans-${Date.now()}@example.test`, password: 'correct-horse-battery' }),
    });
    const session = (await signup.json()) as { access_token: string; user: { id: string } };
    user = { id: session.user.id, token: session.access_token };
    const db = new pg.Client({ connectionString: server.context.options.databaseUrl ?? '' });
    await db.connect();
    try {
      // 1,000 memorials of this user among 20,000 of 400 other owners, 100 of which are shared with the user,
      // with the memories and reminders of a lived-in database. Written as the table owner with triggers off
      // (replica mode): the plan limits and photo triggers are not what this test is about.
      await db.query('begin');
      await db.query("set local session_replication_role = 'replica'");
      await db.query(
        `insert into public.graves (user_id, created_by, full_name, is_public, created_at)
         select $1, $1, 'Person ' || i, i % 3 = 0, now() - i * interval '1 hour'
         from generate_series(1, 1000) i`,
        [user.id],
      );
      await db.query(
        `insert into public.graves (user_id, created_by, full_name, is_public, created_at)
         select owner, owner, 'Other ' || i, i % 2 = 0, now() - i * interval '1 minute'
         from generate_series(1, 20000) i,
              lateral (select md5('owner' || (i % 400))::uuid as owner) o`,
      );
      await db.query(
        `insert into public.grave_managers (grave_id, user_id, role, invited_email)
         select id, $1, 'viewer', 'plans@example.test' from public.graves
         where full_name like 'Other %' and substr(full_name, 7)::int % 200 = 0`,
        [user.id],
      );
      // Other people collaborate on the other memorials too: the user's rows are a few among many.
      await db.query(
        `insert into public.grave_managers (grave_id, user_id, role, invited_email)
         select id, md5('collaborator' || (substr(full_name, 7)::int % 300))::uuid, 'editor', 'someone@example.test'
         from public.graves where full_name like 'Other %'`,
      );
      await db.query(
        `insert into public.visitor_memories (grave_id, user_id, memory_text)
         select id, user_id, 'A memory' from public.graves, generate_series(1, 2)`,
      );
      await db.query(
        `insert into public.reminders (grave_id, user_id, reminder_date, next_reminder_date, anchor_day, reminder_type, frequency, is_active)
         select id, user_id, current_date, current_date, extract(day from current_date), 'visit_reminder', 'monthly', true
         from public.graves, generate_series(1, 2)`,
      );
      await db.query('commit');
      await db.query('analyze');
      const { rows } = await db.query<{ id: string }>(
        `select id from public.graves where user_id = $1 order by created_at desc limit 1 offset 500`,
        [user.id],
      );
      graveId = rows[0]?.id ?? '';
    } finally {
      await db.end();
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const planOf = async (path: string) => {
    const [explained] = await get<{ Plan: PlanNode }[]>(
      server.url,
      path,
      server.context.keys.anonKey,
      user.token,
      'application/vnd.pgrst.plan+json',
    );
    if (!explained) throw new Error(`no plan for ${path}`);
    return nodes(explained.Plan);
  };
  const describePlan = (plan: PlanNode[]) =>
    plan.map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''} ${node['Index Name'] ?? ''}`);

  it('reads a page of the own memorials, searched or not, through the index in list order', async () => {
    for (const path of [ownPage(user.id, 0), ownPage(user.id, 20), ownPage(user.id, 0, 'person 12')]) {
      const plan = await planOf(path);
      expect(describePlan(plan), path).not.toContainEqual(expect.stringMatching(/^Seq Scan graves/));
      // An index scan in list order for the first pages; further in, a bitmap scan of the same index and a sort.
      expect(plan.map((node) => node['Index Name'])).toContain('graves_user_id_created_at_id_idx');
    }
  });

  it('reads the shared memorials through the collaborator rows and the primary key, never a scan of graves', async () => {
    for (const path of [sharedPage(user.id, 0), sharedPage(user.id, 3, 'other')]) {
      const plan = await planOf(path);
      expect(describePlan(plan), path).not.toContainEqual(expect.stringMatching(/^Seq Scan graves/));
      const indexes = plan.map((node) => node['Index Name']);
      expect(indexes, path).toContain('graves_pkey');
      expect(
        indexes.some((name) => name?.startsWith('grave_managers_')),
        path,
      ).toBe(true);
    }
  });

  it('counts without scanning every memorial', async () => {
    for (const path of [
      `/rest/v1/graves?select=id&user_id=eq.${user.id}`,
      `/rest/v1/graves?select=id&user_id=eq.${user.id}&is_public=eq.true`,
    ]) {
      expect(describePlan(await planOf(path)), path).not.toContainEqual(
        expect.stringMatching(/^Seq Scan graves/),
      );
    }
  });

  it("opens a memorial's details page through indexes only", async () => {
    for (const path of detailsReads(graveId, user.id)) {
      const plan = await planOf(path);
      const scans = plan.filter((node) => node['Node Type'] === 'Seq Scan');
      // Small lookup tables (plans, profiles of two people) may be scanned; the big ones never.
      expect(
        scans
          .map((node) => node['Relation Name'])
          .filter((name) =>
            ['graves', 'grave_managers', 'visitor_memories', 'reminders'].includes(name ?? ''),
          ),
        `${path}: ${describePlan(plan).join('; ')}`,
      ).toEqual([]);
    }
  });
});
