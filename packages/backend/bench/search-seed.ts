import { FIRST_NAMES, MISSPELLINGS, SURNAMES, sqlArray } from './search-corpus.ts';

// Seeds `count` public memorials into the search table for the search bench (PostgreSQL, five million) and its
// PGlite test (50,000), with the same SQL. Only memorial_search and cemeteries are filled: search reads nothing
// else. Triggers and foreign keys are off while it runs (session_replication_role = replica, as pg_restore
// does), so the rows stand without a graves row each; the indexes are the schema's own.

export interface Sql {
  query<Row extends Record<string, unknown>>(sql: string): Promise<{ rows: Row[] }>;
}

/** One cemetery per this many memorials. */
const PER_CEMETERY = 2500;

/** The ids of the hand-written memorials (MISSPELLINGS), in order: target i is `targetId(i)`. */
export const targetId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Where cemetery i is: spread over the inhabited latitudes, deterministic. */
export const cemeteryPoint = (index: number) => ({
  lat: -40 + ((index * 37) % 100) + ((index * 13) % 10) / 10,
  lng: -170 + ((index * 97) % 340) + ((index * 7) % 10) / 10,
});

export async function seedSearch(db: Sql, count: number): Promise<void> {
  const cemeteries = Math.max(1, Math.ceil(count / PER_CEMETERY));
  await db.query(`set session_replication_role = replica`);
  await db.query(`
    insert into public.cemeteries (slug, name, place, name_key, latitude, longitude)
    select 'bench-cemetery-' || i, 'Bench Cemetery ' || i, 'Bench Town ' || (i % 97),
      'bench cemetery ' || i,
      -40 + ((i * 37) % 100) + ((i * 13) % 10) / 10.0, -170 + ((i * 97) % 340) + ((i * 7) % 10) / 10.0
    from generate_series(0, ${cemeteries - 1}) i
    on conflict (slug) do nothing`);
  // Every first name with every surname, normalized and coded once: the bulk picks its names from here.
  await db.query(`
    create temporary table bench_names on commit preserve rows as
    select row_number() over () - 1 as n, full_name,
      private.normalize_name(full_name) as name_norm, private.name_sounds(full_name) as name_sounds
    from unnest(${sqlArray(FIRST_NAMES)}) f, unnest(${sqlArray(SURNAMES)}) s,
      lateral (select f || ' ' || s as full_name) named`);
  await db.query(`create unique index on bench_names (n)`);
  // The search indexes are built once after the rows are in, as a restore does: much faster than row by row.
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename = 'memorial_search' and indexname <> 'memorial_search_pkey'`);
  for (const index of indexes) await db.query(`drop index public.${index.name}`);
  await db.query(`
    insert into public.memorial_search (grave_id, slug, full_name, name_norm, name_sounds, birth_date, death_date,
      birth_year, death_year, cemetery_id, latitude, longitude, location)
    select gen_random_uuid(), null, nm.full_name, nm.name_norm, nm.name_sounds, born, died,
      extract(year from born)::integer, extract(year from died)::integer, c.id, lat, lng,
      private.earth_point(lat, lng)
    from generate_series(1::bigint, ${count}::bigint) i
    cross join lateral (select (select count(*) from bench_names) as names) total
    join bench_names nm on nm.n = (i * 7919) % total.names
    cross join lateral (
      select make_date((1850 + (i * 31) % 150)::integer, (1 + i % 12)::integer, (1 + i % 28)::integer) as born,
        'bench-cemetery-' || (i * 104729) % ${cemeteries} as cemetery_slug
    ) b
    cross join lateral (select b.born + ((20 + (i * 17) % 80) * 365 + i % 300)::integer as died) d
    join public.cemeteries c on c.slug = b.cemetery_slug
    cross join lateral (
      select c.latitude + ((i * 7) % 200 - 100) / 20000.0 as lat, c.longitude + ((i * 11) % 200 - 100) / 20000.0 as lng
    ) p`);
  // The hand-written memorials, each in a cemetery of its own index.
  const targets = MISSPELLINGS.map(
    (target, index) =>
      `('${targetId(index)}'::uuid, '${target.name.replaceAll("'", "''")}', 'bench-cemetery-${(index * 31) % cemeteries}')`,
  ).join(', ');
  await db.query(`
    insert into public.memorial_search (grave_id, full_name, name_norm, name_sounds, birth_date, death_date,
      birth_year, death_year, cemetery_id, latitude, longitude, location)
    select t.id, t.full_name, private.normalize_name(t.full_name), private.name_sounds(t.full_name),
      date '1930-06-01', date '2001-02-03', 1930, 2001, c.id, c.latitude, c.longitude,
      private.earth_point(c.latitude, c.longitude)
    from (values ${targets}) t (id, full_name, cemetery_slug)
    join public.cemeteries c on c.slug = t.cemetery_slug
    on conflict (grave_id) do nothing`);
  await db.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await db.query(index.definition);
  await db.query(`
    update public.cemeteries c set memorial_count = counted.n
    from (select cemetery_id, count(*) as n from public.memorial_search group by 1) counted
    where counted.cemetery_id = c.id`);
  await db.query(`set session_replication_role = origin`);
  await db.query(`drop table bench_names`);
  await db.query(`analyze public.memorial_search`);
  await db.query(`analyze public.cemeteries`);
}
