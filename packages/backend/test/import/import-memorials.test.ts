import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createMemorial, setPlan } from '../fixtures.ts';
import { client, signUp, type TestUser } from '../helpers.ts';
import { startIsolatedServer } from '../isolated-server.ts';

/** A row as the bulk-import page sends it: the memorial's fields and its row number in the spreadsheet. */
const row = (number: number, overrides: Record<string, unknown> = {}) => ({
  row: number,
  full_name: `Imported ${number}`,
  birth_date: '1931-04-12',
  death_date: '2019-11-03',
  cemetery_name: 'Oak Hill',
  plot_number: '14B',
  section: 'North',
  description: 'Teacher, gardener',
  epitaph: 'Forever in our hearts',
  memories: 'Apple pie, "the best"\nand songs',
  is_public: true,
  hide_from_search: false,
  latitude: 40.7128,
  longitude: -74.006,
  ...overrides,
});

const importMemorials = (supabase: SupabaseClient, memorials: unknown) =>
  supabase.rpc('import_memorials', { memorials });

async function ownedNames(user: TestUser): Promise<string[]> {
  const { data, error } = await user.client
    .from('graves')
    .select('full_name')
    .eq('user_id', user.id)
    .order('full_name');
  if (error) throw error;
  return data.map((grave) => grave.full_name as string);
}

async function familyUser(label: string): Promise<TestUser> {
  const user = await signUp(label);
  await setPlan(user.id, 'price_family_monthly');
  return user;
}

describe('rpc import_memorials(memorials)', () => {
  it('creates every row for the caller, whatever user id a row claims, and answers how many', async () => {
    const [user, stranger] = await Promise.all([familyUser('bulk-owner'), signUp('bulk-stranger')]);
    const { data, error, status } = await importMemorials(user.client, [
      row(2, { user_id: stranger.id, created_by: stranger.id }),
      row(3, { birth_date: null, death_date: null, latitude: null, longitude: null, is_public: false }),
      row(5, { epitaph: '  ', memories: null }),
    ]);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(3);

    const { data: graves } = await user.client
      .from('graves')
      .select('*')
      .eq('user_id', user.id)
      .order('full_name');
    expect(graves).toHaveLength(3);
    expect(graves?.[0]).toMatchObject({
      user_id: user.id,
      created_by: user.id,
      full_name: 'Imported 2',
      birth_date: '1931-04-12',
      memories: 'Apple pie, "the best"\nand songs',
      is_public: true,
      latitude: 40.7128,
    });
    expect(graves?.[1]).toMatchObject({ birth_date: null, latitude: null, is_public: false });
    expect(graves?.[2]).toMatchObject({ epitaph: null, memories: null });
    // Nothing landed in the stranger's account, and the stranger cannot see the private one.
    expect(await ownedNames(stranger)).toEqual([]);
    const { data: seen } = await stranger.client.from('graves').select('id').eq('user_id', user.id);
    expect(seen).toHaveLength(2);
  });

  it('writes nothing when one row is bad, naming its row and field (400)', async () => {
    const user = await familyUser('bulk-bad-rows');
    const cases: [Record<string, unknown>, string][] = [
      [{ full_name: '   ' }, 'Row 7: Full Name is required. Nothing was imported.'],
      [{ full_name: 12 }, 'Row 7: Full Name must be text. Nothing was imported.'],
      [{ death_date: '1920-01-01' }, 'Row 7: Death Date is before Birth Date. Nothing was imported.'],
      [
        { birth_date: '12/04/1931' },
        'Row 7: Birth Date must be a date such as 1931-04-12 or April 12, 1931. Nothing was imported.',
      ],
      [
        { death_date: '2019-02-30' },
        'Row 7: Death Date: there is no such day as 2019-02-30. Nothing was imported.',
      ],
      [{ latitude: 91 }, 'Row 7: Latitude must be a number from -90 to 90. Nothing was imported.'],
      [{ longitude: '12' }, 'Row 7: Longitude must be a number from -180 to 180. Nothing was imported.'],
      [{ longitude: null }, 'Row 7: Give both Latitude and Longitude, or neither. Nothing was imported.'],
      [{ is_public: 'yes' }, 'Row 7: Public must be yes or no. Nothing was imported.'],
    ];
    for (const [overrides, message] of cases) {
      const { error, status } = await importMemorials(user.client, [row(2), row(3), row(7, overrides)]);
      expect(status, message).toBe(400);
      expect(error?.message).toBe(message);
    }
    const { error, status } = await importMemorials(user.client, [row(2), 'not a row']);
    expect(status).toBe(400);
    expect(error?.message).toBe('Row 3 is not a memorial. Nothing was imported.');
    expect(await ownedNames(user)).toEqual([]);
  });

  it('refuses an empty list, something else than a list, and more than 1,000 rows (400)', async () => {
    const user = await familyUser('bulk-shapes');
    expect((await importMemorials(user.client, [])).error?.message).toBe(
      'This file holds no memorials: fill in one row under the header for each memorial.',
    );
    const notList = await importMemorials(user.client, { full_name: 'Ada' });
    expect(notList.status).toBe(400);
    expect(notList.error?.message).toBe('Send the memorials as a list.');
    const many = Array.from({ length: 1001 }, (_, index) => ({ full_name: `P${index}` }));
    const tooMany = await importMemorials(user.client, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.message).toBe(
      'This file holds 1001 memorials; at most 1,000 can be imported at a time. Split it into smaller files.',
    );
    expect(await ownedNames(user)).toEqual([]);
  });

  it('is a Family feature: Free and Personal are refused (403), anonymous callers too (401)', async () => {
    const [free, personal] = await Promise.all([signUp('bulk-free'), signUp('bulk-personal')]);
    await setPlan(personal.id, 'price_personal_monthly');
    for (const user of [free, personal]) {
      const { error, status } = await importMemorials(user.client, [row(2)]);
      expect(status).toBe(403);
      expect(error?.message).toBe(
        'Bulk import comes with the Family plan. Upgrade to create many memorials at once from a CSV file.',
      );
      expect(await ownedNames(user)).toEqual([]);
    }
    const anonymous = await importMemorials(client(), [row(2)]);
    expect(anonymous.status).toBe(401);
  });

  it('keeps working for memorials the user made by hand: both count and show', async () => {
    const user = await familyUser('bulk-mixed');
    await createMemorial(user, { full_name: 'By Hand' });
    expect((await importMemorials(user.client, [row(2)])).error).toBeNull();
    expect(await ownedNames(user)).toEqual(['By Hand', 'Imported 2']);
    const { data } = await user.client.rpc('my_plan').single();
    expect(data).toMatchObject({ plan_id: 'family', graves_count: 2 });
  });
});

// A database of its own: the Family plan gets a memorial limit here, which would change every other file's users.
describe('rpc import_memorials within a limited plan', () => {
  let server: Awaited<ReturnType<typeof startIsolatedServer>>;
  const clientOf = (key: string): SupabaseClient =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });

  beforeAll(async () => {
    server = await startIsolatedServer('bulk-import-limit');
    await server.context.db.tx((sql) =>
      sql.query(`update private.plans set max_graves = 3 where id = 'family'`),
    );
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('imports all rows only when they all fit the limit, and says how many fit', async () => {
    const user = clientOf(server.context.keys.anonKey);
    const { data: session, error } = await user.auth.signUp({
      email: `bulk-limit-${Date.now()}@example.test`,
      password: 'correct-horse-battery',
    });
    if (error || !session.user) throw error ?? new Error('no user');
    const service = clientOf(server.context.keys.serviceRoleKey);
    await service
      .from('subscriptions')
      .upsert({ user_id: session.user.id, price_id: 'price_family_monthly', status: 'active' });
    expect((await user.from('graves').insert({ full_name: 'By Hand' })).error).toBeNull();

    const refused = await importMemorials(user, [row(2), row(3), row(4)]);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'Your Family plan allows 3 memorials and you have 1: 2 of these 3 fit. Nothing was imported.',
    );
    const count = async () => (await user.from('graves').select('id', { count: 'exact', head: true })).count;
    expect(await count()).toBe(1);

    expect((await importMemorials(user, [row(2), row(3)])).data).toBe(2);
    expect(await count()).toBe(3);
    expect((await importMemorials(user, [row(4)])).error?.message).toBe(
      'Your Family plan allows 3 memorials and you have 3: 0 of these 1 fit. Nothing was imported.',
    );
  });
});
