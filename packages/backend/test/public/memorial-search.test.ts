// Find a memorial (issue 31): search_memorials answers public memorials that are not hidden from search engines,
// and nothing else, for anon, strangers and owners alike; names are typo- and accent-tolerant; years, cemeteries
// and places narrow it; pages follow by keyset; cemeteries are reconciled from what owners typed.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, setPlan } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser } from '../helpers.ts';

const FAMILY = 'price_family_monthly';

/** A made-up word of letters only, so that names and cemeteries of this run match nothing else in the database. */
const word = () =>
  Array.from(randomBytes(8), (byte) => 'bcdfghjklmnprstvz'[byte % 17])
    .join('')
    .replace(/^./, (letter) => letter.toUpperCase());

interface Hit {
  id: string;
  full_name: string;
  cemetery_slug: string | null;
  cemetery_name: string | null;
  distance_km: number | null;
  rank: number;
  sort_name: string;
  estimated_total: number;
}

async function search(as: SupabaseClient, args: Record<string, unknown>): Promise<Hit[]> {
  const { data, error } = await as.rpc('search_memorials', { page_size: 100, ...args });
  if (error) throw new Error(`search_memorials: ${error.message}`);
  return data as Hit[];
}

const ids = (hits: Hit[]) => hits.map((hit) => hit.id);

let owner: TestUser;
let stranger: TestUser;
const surname = word();
const town = word();
let smith: GraveRow;
let muller: GraveRow;
let hidden: GraveRow;
let secret: GraveRow;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signUp('search-owner'), signUp('search-stranger')]);
  await setPlan(owner.id, FAMILY);
  smith = await createMemorial(owner, {
    full_name: 'John Smith',
    other_names: `Ellen ${surname}`,
    birth_date: '1921-03-04',
    death_date: '1990-07-08',
    cemetery_name: `Evergreen Cemetery, ${town}`,
    latitude: 39.8,
    longitude: -89.65,
    is_public: true,
  });
  muller = await createMemorial(owner, {
    full_name: `Jürgen Müller ${surname}`,
    birth_date: '1950-01-01',
    death_date: '2001-01-01',
    cemetery_name: `evergreen cemetary ${town}`,
    latitude: 39.81,
    longitude: -89.64,
    is_public: true,
  });
  hidden = await createMemorial(owner, {
    full_name: `Hidden ${surname}smith`,
    cemetery_name: `Evergreen Cem., ${town}`,
    is_public: true,
    hide_from_search: true,
  });
  secret = await createMemorial(owner, {
    full_name: `Private ${surname}smith`,
    cemetery_name: `Secret Garden ${word()}`,
    is_public: false,
  });
});

describe('who finds what', () => {
  it('finds public memorials for anon, a stranger and the owner, and never a private or hidden one', async () => {
    for (const as of [client(), stranger.client, owner.client]) {
      const found = ids(await search(as, { name: surname }));
      expect(found).toContain(smith.id);
      expect(found).not.toContain(hidden.id);
      expect(found).not.toContain(secret.id);
    }
  });

  it('reads the search table only as the public rows it holds, and writes nothing', async () => {
    const { data } = await client()
      .from('memorial_search')
      .select('grave_id')
      .in('grave_id', [hidden.id, secret.id]);
    expect(data).toEqual([]);
    const { error } = await stranger.client
      .from('memorial_search')
      .insert({ grave_id: secret.id, full_name: 'x', name_norm: 'x', name_sounds: [] });
    expect(error).not.toBeNull();
  });

  it('drops a memorial the moment it turns private or hidden, and brings it back when public again', async () => {
    const extra = await createMemorial(owner, { full_name: `Turning ${surname}smith`, is_public: true });
    expect(ids(await search(client(), { name: `Turning ${surname}smith` }))).toContain(extra.id);
    await owner.client.from('graves').update({ is_public: false }).eq('id', extra.id).throwOnError();
    expect(ids(await search(client(), { name: `Turning ${surname}smith` }))).not.toContain(extra.id);
    await owner.client.from('graves').update({ is_public: true }).eq('id', extra.id).throwOnError();
    expect(ids(await search(client(), { name: `Turning ${surname}smith` }))).toContain(extra.id);
    await owner.client.from('graves').update({ hide_from_search: true }).eq('id', extra.id).throwOnError();
    expect(ids(await search(stranger.client, { name: `Turning ${surname}smith` }))).not.toContain(extra.id);
    await owner.client.from('graves').delete().eq('id', extra.id).throwOnError();
  });

  it('shows a cemetery only once it has a public memorial, except to whoever added it', async () => {
    const { data: mine } = await owner.client
      .from('cemeteries')
      .select('name')
      .like('name', 'Secret Garden%');
    expect(mine?.length).toBe(1);
    const { data: theirs } = await stranger.client
      .from('cemeteries')
      .select('name')
      .like('name', 'Secret Garden%');
    expect(theirs).toEqual([]);
  });
});

describe('matching', () => {
  it('forgives typos and accents, and searches maiden and other names', async () => {
    expect(ids(await search(client(), { name: 'Jhon Smyth' })).slice(0, 10)).toContain(smith.id);
    expect(ids(await search(client(), { name: `Jurgen Muller ${surname}` }))[0]).toBe(muller.id);
    expect(ids(await search(client(), { name: `Ellen ${surname}` }))[0]).toBe(smith.id);
  });

  it('narrows by birth and death years, exact or within a range', async () => {
    const name = surname;
    expect(ids(await search(client(), { name, born_from: 1921, born_to: 1921 }))).toEqual([smith.id]);
    expect(ids(await search(client(), { name, died_from: 1995, died_to: 2005 }))).toEqual([muller.id]);
    expect(ids(await search(client(), { name, born_from: 1800, born_to: 1900 }))).toEqual([]);
  });

  it('reconciles the spellings of one cemetery and finds its memorials by slug', async () => {
    const [hit] = await search(client(), { name: `Ellen ${surname}` });
    expect(hit?.cemetery_name).toBe('Evergreen Cemetery');
    const slug = hit?.cemetery_slug;
    expect(slug).toMatch(/^evergreen-cemetery-/);
    const inCemetery = await search(client(), { cemetery: slug });
    expect(ids(inCemetery).sort()).toEqual([smith.id, muller.id].sort());
    const { data } = await client()
      .from('cemeteries')
      .select('memorial_count, place')
      .eq('slug', slug)
      .single();
    expect(data).toEqual({ memorial_count: 2, place: town });
  });

  it('finds memorials within a radius of a place, nearest first', async () => {
    const near = await search(client(), { near_latitude: 39.805, near_longitude: -89.645, radius_km: 2 });
    expect(ids(near)).toEqual(expect.arrayContaining([smith.id, muller.id]));
    expect(near.every((hit) => (hit.distance_km ?? 99) <= 2)).toBe(true);
    const far = await search(client(), {
      name: surname,
      near_latitude: 48.85,
      near_longitude: 2.35,
      radius_km: 50,
    });
    expect(far).toEqual([]);
  });

  it('pages by keyset without repeating or skipping, and estimates the total', async () => {
    const all = await search(client(), { name: surname });
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]?.estimated_total).toBe(all.length);
    const first = await search(client(), { name: surname, page_size: 1 });
    const last = first[0] as Hit;
    const second = await search(client(), {
      name: surname,
      page_size: 1,
      after_rank: last.rank,
      after_name: last.sort_name,
      after_id: last.id,
    });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 2));
  });

  it('answers nothing for an empty search', async () => {
    expect(await search(client(), {})).toEqual([]);
  });
});

describe('an owner who leaves', () => {
  it('takes their memorials out of search and their cemeteries lose the count', async () => {
    const leaver = await signUp('search-leaver');
    const grave = await createMemorial(leaver, {
      full_name: `Leaving ${surname}`,
      cemetery_name: `Leavers Rest ${word()}`,
      is_public: true,
    });
    expect(ids(await search(client(), { name: `Leaving ${surname}` }))).toContain(grave.id);
    const { error } = await serviceClient().auth.admin.deleteUser(leaver.id);
    expect(error).toBeNull();
    expect(ids(await search(client(), { name: `Leaving ${surname}` }))).not.toContain(grave.id);
  });
});
