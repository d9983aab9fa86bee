// The search bench's SQL at 50,000 public memorials on PGlite (issue 31; `pnpm bench:search` runs it at five
// million on PostgreSQL): names, years, cemeteries and places answer the right memorials through PostgREST, and a
// subset of the hand-written misspellings finds its memorial in the top 10 (recall at least 95 %).
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { MISSPELLED_QUERIES } from '../../bench/search-corpus.ts';
import { cemeteryPoint, seedSearch, targetId } from '../../bench/search-seed.ts';
import { startIsolatedServer } from '../isolated-server.ts';

const COUNT = 50_000;

let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let search: (args: Record<string, unknown>) => Promise<{ id: string; distance_km: number | null }[]>;

beforeAll(async () => {
  server = await startIsolatedServer('search-scale');
  await server.context.db.tx((db) => seedSearch(db, COUNT));
  const anon = createClient(server.url, server.context.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  search = async (args) => {
    const { data, error } = await anon.rpc('search_memorials', args);
    if (error) throw new Error(error.message);
    return data;
  };
});

afterAll(() => server?.stop());

describe(`search at ${COUNT.toLocaleString('en')} memorials`, () => {
  it('finds the misspelled names in the top 10 (a subset of the bench set)', async () => {
    const subset = MISSPELLED_QUERIES.filter((_, index) => index % 4 === 0);
    let found = 0;
    for (const { query, target } of subset) {
      const hits = await search({ name: query, page_size: 10 });
      if (hits.some((hit) => hit.id === targetId(target))) found += 1;
    }
    expect(found / subset.length).toBeGreaterThanOrEqual(0.95);
  });

  it('narrows a name by years, and a cemetery and a place find their memorials', async () => {
    const [first] = await search({
      name: 'Giovanni Battista Piranesi',
      born_from: 1930,
      born_to: 1930,
      page_size: 10,
    });
    expect(first?.id).toBe(targetId(MISSPELLINGS_INDEX.piranesi));
    expect(
      await search({ name: 'Giovanni Battista Piranesi', born_from: 1800, born_to: 1810 }),
    ).not.toContainEqual(expect.objectContaining({ id: targetId(MISSPELLINGS_INDEX.piranesi) }));
    const inCemetery = await search({ cemetery: 'bench-cemetery-3', page_size: 100 });
    expect(inCemetery.length).toBeGreaterThan(5);
    const point = cemeteryPoint(3);
    const near = await search({
      near_latitude: point.lat,
      near_longitude: point.lng,
      radius_km: 5,
      page_size: 100,
    });
    expect(near.length).toBeGreaterThan(5);
    expect(near.every((hit) => (hit.distance_km ?? 99) <= 5)).toBe(true);
  });
});

const MISSPELLINGS_INDEX = {
  piranesi: MISSPELLED_QUERIES.find((entry) => entry.name === 'Giovanni Battista Piranesi')?.target ?? -1,
};
