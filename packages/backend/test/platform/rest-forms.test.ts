import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, reminderRow, setPlan } from '../fixtures.ts';
import { raw, signUp, type TestUser } from '../helpers.ts';

// The PostgREST forms the app uses, through our proxy, and what hostile input gets back.

let owner: TestUser;
let graves: GraveRow[];

beforeAll(async () => {
  owner = await signUp('forms');
  await setPlan(owner.id, 'price_personal_monthly'); // the upsert on slug sets a custom address, a Personal feature
  graves = [
    await createMemorial(owner, { full_name: 'Alice Able', is_public: true, cemetery_name: 'North' }),
    await createMemorial(owner, { full_name: 'Bob Baker', cemetery_name: 'South' }),
    await createMemorial(owner, { full_name: 'Carol Cole', cemetery_name: null }),
  ];
  await owner.client.from('reminders').insert(graves.map((grave) => reminderRow(grave.id, owner.id)));
});

describe('filters, embeds and counts through the proxy', () => {
  it('eq, neq, in, is, ilike, or, gte, order, limit, range', async () => {
    const q = () => owner.client.from('graves').select('full_name').eq('user_id', owner.id);
    expect((await q().neq('full_name', 'Alice Able').order('full_name')).data).toEqual([
      { full_name: 'Bob Baker' },
      { full_name: 'Carol Cole' },
    ]);
    expect((await q().in('id', [graves[0]?.id, graves[2]?.id]).order('full_name')).data?.length).toBe(2);
    expect((await q().is('cemetery_name', null)).data).toEqual([{ full_name: 'Carol Cole' }]);
    expect((await q().ilike('full_name', '%bak%')).data).toEqual([{ full_name: 'Bob Baker' }]);
    expect(
      (await q().or('cemetery_name.eq.North,cemetery_name.eq.South').order('full_name')).data?.length,
    ).toBe(2);
    expect(
      (await q().gte('created_at', '2000-01-01').order('full_name', { ascending: false }).limit(1)).data,
    ).toEqual([{ full_name: 'Carol Cole' }]);
    expect((await q().order('full_name').range(1, 2)).data).toEqual([
      { full_name: 'Bob Baker' },
      { full_name: 'Carol Cole' },
    ]);
  });

  it('count exact with head, and in Content-Range', async () => {
    const { count, data } = await owner.client
      .from('graves')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', owner.id);
    expect(count).toBe(3);
    expect(data).toBeNull();
    const response = await raw(`/rest/v1/graves?select=id&user_id=eq.${owner.id}`, {
      token: owner.accessToken,
      headers: { prefer: 'count=exact', 'accept-profile': 'public' },
    });
    expect(response.headers.get('content-range')).toBe('0-2/3');
  });

  it('single and maybe-single', async () => {
    const single = await owner.client.from('graves').select('id').eq('user_id', owner.id).single();
    expect(single.error?.code).toBe('PGRST116');
    const maybe = await owner.client.from('graves').select('id').eq('full_name', 'Nobody').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('embeds: to-one from reminders, to-many from graves, inner join filter', async () => {
    const { data } = await owner.client
      .from('graves')
      .select('full_name, reminders!inner(id)')
      .eq('user_id', owner.id)
      .eq('reminders.is_active', true)
      .order('full_name');
    expect(data?.map((row) => [row.full_name, row.reminders.length])).toEqual([
      ['Alice Able', 1],
      ['Bob Baker', 1],
      ['Carol Cole', 1],
    ]);
  });

  it('upsert on the primary key and on a unique column', async () => {
    const first = graves[0];
    const upsert = await owner.client
      .from('graves')
      .upsert({ id: first?.id, user_id: owner.id, full_name: 'Alice A. Able' })
      .select('full_name')
      .single();
    expect(upsert.data).toEqual({ full_name: 'Alice A. Able' });
    const bySlug = await owner.client
      .from('graves')
      .upsert(
        { user_id: owner.id, full_name: 'Slugged', slug: `slug-${owner.id.slice(0, 8)}` },
        { onConflict: 'slug' },
      )
      .select('slug')
      .single();
    expect(bySlug.error).toBeNull();
    await owner.client
      .from('graves')
      .delete()
      .eq(
        'id',
        (
          await owner.client
            .from('graves')
            .select('id')
            .eq('slug', bySlug.data?.slug ?? '')
            .single()
        ).data?.id,
      );
  });

  it('rpc with arguments, POST form; GET cannot run a function that writes', async () => {
    const args = { grave_id: graves[1]?.id, email: 'nobody-at-all@example.test' };
    const post = await owner.client.rpc('share_memorial', args);
    expect(post).toMatchObject({ data: [], error: null });
    // PostgREST runs GET in a read-only transaction: share_memorial counts its lookup, so it is refused.
    const get = await owner.client.rpc('share_memorial', args, { get: true });
    expect(get.status).toBe(405);
  });
});

describe('hostile query strings answer 4xx, never 5xx', () => {
  const paths = [
    '/rest/v1/graves?select=*,nonexistent(*)',
    '/rest/v1/graves?id=eq.not-a-uuid',
    '/rest/v1/graves?id=nope.1',
    '/rest/v1/graves?select=id&order=full_name.sideways',
    '/rest/v1/graves?or=(id.eq.1,and(',
    '/rest/v1/graves?limit=-5',
    '/rest/v1/graves?select=*&id=in.(1,2',
    '/rest/v1/no_such_table',
    '/rest/v1/rpc/no_such_function',
    `/rest/v1/graves?select=${'a,'.repeat(2000)}`,
    '/rest/v1/graves?latitude=gt.abc',
    '/rest/v1/graves?birth_date=lt.2020-13-45',
    '/rest/v1/graves?select=full_name::int',
    '/rest/v1/profiles?select=*,graves(*)',
    '/rest/v1/auth.users',
    '/rest/v1/%2e%2e/%2e%2e/etc/passwd',
    '/rest/v1/private.profiles',
    '/rest/v1/graves?id=eq.%00',
  ];
  it.each(paths)('%s', async (path) => {
    const response = await raw(path, { token: owner.accessToken });
    expect(response.status, await response.text()).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  // Odd but harmless: PostgREST treats them as plain values or ignores them; what matters is no 5xx and no damage.
  const harmless = [
    '/rest/v1/graves?select=id;drop table graves',
    "/rest/v1/graves?full_name=eq.'); drop table graves; --",
    '/rest/v1/rpc/share_memorial?email[]=x&email=y',
    '/rest/v1/graves?select=id&offset=abc',
  ];
  it.each(harmless)('%s', async (path) => {
    const response = await raw(path, { token: owner.accessToken });
    expect(response.status).toBeLessThan(500);
    const { count } = await owner.client
      .from('graves')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', owner.id);
    expect(count).toBe(3);
  });

  it('bodies that are not JSON or not rows', async () => {
    for (const body of ['{', '[1,2]', '"x"', JSON.stringify({ id: 'x', nope: 1 })]) {
      const response = await raw('/rest/v1/graves', {
        method: 'POST',
        token: owner.accessToken,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBeLessThan(500);
      if (body !== '"x"') expect(response.status, body).toBeGreaterThanOrEqual(400);
    }
  });

  it('a huge body through PostgREST', async () => {
    const response = await raw('/rest/v1/graves', {
      method: 'POST',
      token: owner.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'x'.repeat(2_000_000), user_id: 'nope' }),
    });
    expect(response.status).toBeLessThan(500);
  });
});
