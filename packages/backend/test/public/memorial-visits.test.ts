// Visit counts (issue 15, Family plan): the memorial-visit function counts one visit per visitor (address, user
// agent) per public memorial per day, keeps nothing but salted hashes of the day, caps what one address can add,
// keeps 90 days, and shows the daily totals to the memorial's owner only while their plan sells the feature.
import { describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, setPlan, share } from '../fixtures.ts';
import { backend, client, raw, serviceClient, signUp, type TestUser } from '../helpers.ts';
import { fetchFrom, newSender } from './from-address.ts';

const FAMILY = 'price_family_monthly';
const PERSONAL = 'price_personal_monthly';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 Version/18.5 Safari/604.1';

interface VisitOptions {
  from?: string;
  agent?: string;
  token?: string;
}

/** Opens the memorial as the page does: POST {memorial} from an address and a browser of its own. */
async function visit(memorial: unknown, { from = newSender(), agent = FIREFOX, token }: VisitOptions = {}) {
  const response = await fetchFrom(from)(new URL('/functions/v1/memorial-visit', backend().url), {
    method: 'POST',
    headers: {
      apikey: backend().anonKey,
      'content-type': 'application/json',
      'user-agent': agent,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ memorial }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Every day's count of a memorial, as the service role sees them. */
async function counts(graveId: string): Promise<Record<string, number>> {
  const { data, error } = await serviceClient()
    .from('memorial_daily_visits')
    .select('day, visits')
    .eq('grave_id', graveId);
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.day, row.visits]));
}

const total = async (graveId: string) => Object.values(await counts(graveId)).reduce((a, b) => a + b, 0);

const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function familyOwnerWithPublicMemorial(label: string): Promise<{ owner: TestUser; grave: GraveRow }> {
  const owner = await signUp(label);
  await setPlan(owner.id, FAMILY);
  return { owner, grave: await createMemorial(owner, { is_public: true }) };
}

describe('counting visits', () => {
  it('counts each visitor once a day, however often they open the page', async () => {
    const { owner, grave } = await familyOwnerWithPublicMemorial('visits-once');
    const [home, office] = [newSender(), newSender()];
    expect(await visit(grave.id, { from: home })).toEqual({ status: 204, body: null });
    // A script hammering the page from one browser: still one visitor.
    const hammering = await Promise.all(Array.from({ length: 25 }, () => visit(grave.id, { from: home })));
    expect(hammering.map((answer) => answer.status)).toEqual(Array(25).fill(204));
    expect(await total(grave.id)).toBe(1);
    // Another browser at the same address, and the first browser elsewhere, are other visitors.
    await visit(grave.id, { from: home, agent: SAFARI });
    await visit(grave.id, { from: office });
    await visit(grave.id, { from: office });
    expect(await counts(grave.id)).toEqual({ [utcDay()]: 3 });

    const { data } = await owner.client
      .from('memorial_daily_visits')
      .select('day, visits')
      .eq('grave_id', grave.id);
    expect(data).toEqual([{ day: utcDay(), visits: 3 }]);
  });

  it('does not count private memorials, missing ones, or the owner and collaborators themselves', async () => {
    const owner = await signUp('visits-private');
    await setPlan(owner.id, FAMILY);
    const hidden = await createMemorial(owner, { is_public: false });
    expect((await visit(hidden.id)).status).toBe(204);
    expect(await total(hidden.id)).toBe(0);
    expect((await visit(crypto.randomUUID())).status).toBe(204);

    const open = await createMemorial(owner, { is_public: true });
    const [editor, stranger] = await Promise.all([signUp('visits-editor'), signUp('visits-stranger')]);
    await share(open.id, editor, 'editor');
    await visit(open.id, { token: owner.accessToken });
    await visit(open.id, { token: editor.accessToken });
    expect(await total(open.id)).toBe(0);
    await visit(open.id, { token: stranger.accessToken });
    expect(await total(open.id)).toBe(1);
  });

  it('counts only memorials whose owner has the Family plan', async () => {
    for (const price of [null, PERSONAL]) {
      const owner = await signUp('visits-plan');
      await setPlan(owner.id, price);
      const grave = await createMemorial(owner, { is_public: true });
      await visit(grave.id);
      expect(await total(grave.id)).toBe(0);
    }
  });

  it('lets one address add at most 20 visitors to a memorial a day, even all at once', async () => {
    const { grave } = await familyOwnerWithPublicMemorial('visits-cap');
    const from = newSender();
    const agents = Array.from({ length: 30 }, (_, index) => `Mozilla/5.0 Script/${index}`);
    await Promise.all(agents.map((agent) => visit(grave.id, { from, agent })));
    expect(await total(grave.id)).toBe(20);
    // Others still count.
    await visit(grave.id);
    expect(await total(grave.id)).toBe(21);
  });

  it('answers bad requests with a 4xx and stores nothing', async () => {
    const { grave } = await familyOwnerWithPublicMemorial('visits-bad');
    for (const memorial of [undefined, '', 'demo', 42, `${grave.id}x`]) {
      expect(await visit(memorial)).toEqual({
        status: 400,
        body: { error: 'memorial must be the id of a memorial' },
      });
    }
    const notJson = await raw('/functions/v1/memorial-visit', { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await raw('/functions/v1/memorial-visit')).status).toBe(405);
    expect(await total(grave.id)).toBe(0);
  });
});

describe('who reads the counts', () => {
  it('the owner only, while their plan includes memorial analytics', async () => {
    const { owner, grave } = await familyOwnerWithPublicMemorial('visits-read');
    const [viewer, editor, stranger] = await Promise.all([
      signUp('visits-viewer'),
      signUp('visits-ed'),
      signUp('visits-other'),
    ]);
    await share(grave.id, viewer, 'viewer');
    await share(grave.id, editor, 'editor');
    await visit(grave.id);
    const read = (reader: { from: ReturnType<typeof client>['from'] }) =>
      reader.from('memorial_daily_visits').select('visits').eq('grave_id', grave.id);

    expect((await read(owner.client)).data).toEqual([{ visits: 1 }]);
    for (const other of [viewer, editor, stranger]) expect((await read(other.client)).data).toEqual([]);
    expect((await read(client())).error?.code).toBe('42501');

    await setPlan(owner.id, PERSONAL);
    expect((await read(owner.client)).data).toEqual([]);
    await setPlan(owner.id, null);
    expect((await read(owner.client)).data).toEqual([]);
    await setPlan(owner.id, FAMILY);
    expect((await read(owner.client)).data).toEqual([{ visits: 1 }]);
  });

  it('nobody but the service role writes counts or records visits directly', async () => {
    const { owner, grave } = await familyOwnerWithPublicMemorial('visits-write');
    const editor = await signUp('visits-write-ed');
    await share(grave.id, editor, 'editor');
    await visit(grave.id);
    for (const writer of [client(), owner.client, editor.client]) {
      const table = () => writer.from('memorial_daily_visits');
      const added = await table().insert({ grave_id: grave.id, day: utcDay(-1), visits: 99 });
      expect(added.error?.code).toBe('42501');
      await table().update({ visits: 99 }).eq('grave_id', grave.id);
      await table().delete().eq('grave_id', grave.id);
      const direct = await writer.rpc('record_memorial_visit', {
        memorial: grave.id,
        client_address: newSender(),
      });
      expect(direct.error?.code).toBe('42501');
    }
    expect(await counts(grave.id)).toEqual({ [utcDay()]: 1 });
  });

  it('keeps the visitor hashes and salts out of the API, even for the service role', async () => {
    for (const table of ['memorial_visitors', 'visit_salts']) {
      // Not in the exposed schema (PostgREST 12: 42P01, unknown relation), and the private schema is not served.
      const exposed = await serviceClient().from(table).select('*');
      expect(exposed.data).toBeNull();
      expect(exposed.error?.code).toBe('42P01');
      const hidden = await serviceClient().schema('private').from(table).select('*');
      expect(hidden.data).toBeNull();
      expect(hidden.error?.code).toBe('PGRST106');
    }
  });
});

describe('keeping 90 days', () => {
  const seed = async (graveId: string, days: Record<string, number>) => {
    const rows = Object.entries(days).map(([day, visits]) => ({ grave_id: graveId, day, visits }));
    const { error } = await serviceClient().from('memorial_daily_visits').insert(rows);
    if (error) throw error;
  };

  it("drops a memorial's days past the 90 kept when it is visited", async () => {
    const { grave } = await familyOwnerWithPublicMemorial('visits-prune');
    await seed(grave.id, { [utcDay(-200)]: 4, [utcDay(-90)]: 3, [utcDay(-89)]: 2 });
    await visit(grave.id);
    expect(await counts(grave.id)).toEqual({ [utcDay(-89)]: 2, [utcDay()]: 1 });
  });

  it("a new day forgets the last day's visitors and drops every memorial's old days", async () => {
    const { grave } = await familyOwnerWithPublicMemorial('visits-day');
    const { grave: quiet } = await familyOwnerWithPublicMemorial('visits-quiet');
    await seed(quiet.id, { [utcDay(-89)]: 5, [utcDay(-88)]: 6 });
    const from = newSender();
    const record = (at: string) =>
      serviceClient().rpc('record_memorial_visit', {
        memorial: grave.id,
        client_address: from,
        user_agent: FIREFOX,
        at,
      });
    expect((await record(new Date().toISOString())).data).toBe(true);
    expect((await record(new Date().toISOString())).data).toBe(false);
    // Tomorrow (the first visit of a day makes its salt): the same visitor counts again, once.
    const tomorrow = `${utcDay(1)}T12:00:00Z`;
    expect((await record(tomorrow)).data).toBe(true);
    expect((await record(tomorrow)).data).toBe(false);
    expect(await counts(grave.id)).toEqual({ [utcDay()]: 1, [utcDay(1)]: 1 });
    // Seen from tomorrow, the quiet memorial's oldest day is now 90 days back: gone without a visit of its own.
    expect(await counts(quiet.id)).toEqual({ [utcDay(-88)]: 6 });
    // Back to today (a new salt: today's visitors were forgotten with the old one) everything still works.
    expect((await visit(grave.id)).status).toBe(204);
    expect(await total(grave.id)).toBe(3);
  });

  it('removes the counts with the memorial', async () => {
    const { owner, grave } = await familyOwnerWithPublicMemorial('visits-delete');
    await visit(grave.id);
    expect(await total(grave.id)).toBe(1);
    expect((await owner.client.from('graves').delete().eq('id', grave.id)).error).toBeNull();
    expect(await total(grave.id)).toBe(0);
  });
});
