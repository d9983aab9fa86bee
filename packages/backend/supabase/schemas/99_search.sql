-- Find a memorial (issue 31): public search by name, years, cemetery and place, and the cemeteries table.
--
-- `memorial_search` holds one row per public memorial that is not hidden from search engines, and nothing else:
-- triggers on graves insert, refresh and remove its rows, so no row-level filter runs per row at search time and
-- anon may read the table whole. A memorial that turns private (or hidden) leaves it in the same transaction.
--
-- Extensions: pg_trgm (trigram index on the normalized name), unaccent (behind an immutable wrapper, so "Muller"
-- finds "Müller"), fuzzystrmatch (phonetic codes: daitch_mokotoff where the server has it, PostgreSQL 16+ and
-- PGlite; dmetaphone on PostgreSQL 15, Debian's in CI) and cube for places. earthdistance's ll_to_earth/earth_box
-- are not used: on PostgreSQL 15 (earthdistance 1.1) their bodies name cube() and earth() unqualified and fail
-- under `search_path = ''`; private.earth_point/earth_box/earth_distance below are the same formulas, qualified.

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA extensions;

-- Lower case, accents removed, every run of non-letters one space. unaccent() is only STABLE (its dictionary
-- could change); naming the dictionary makes the result fixed, so the wrapper may be IMMUTABLE.
CREATE FUNCTION private.normalize_name(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select btrim(regexp_replace(
    lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, ''))),
    '[^[:alnum:]]+', ' ', 'g'))
$$;

-- The phonetic codes of a name: Double Metaphone's two codes of every word, and where the server has it
-- (PostgreSQL 16+, PGlite) every Daitch-Mokotoff code of every word. A query matches by sound when the memorial's
-- codes contain the first Metaphone code of each query word, or the first Daitch-Mokotoff code of each: "Jhon
-- Smyth" is JN SM0 like "John Smith", "Schwartz" and "Szwarc" share 479400.
DO $do$
begin
  if to_regprocedure('extensions.daitch_mokotoff(text)') is not null then
    execute $f$
      CREATE FUNCTION private.name_sounds(value text) RETURNS text[]
          LANGUAGE sql IMMUTABLE PARALLEL SAFE
          SET search_path TO ''
          AS $$
        select coalesce(array_agg(distinct code order by code), '{}')
        from regexp_split_to_table(private.normalize_name(value), ' ') word,
          unnest(array[extensions.dmetaphone(word), extensions.dmetaphone_alt(word)]
            || extensions.daitch_mokotoff(word)) code
        where word ~ '[a-z]' and code <> '' and code <> '000000'
      $$ $f$;
    execute $f$
      CREATE FUNCTION private.query_dm_sounds(value text) RETURNS text[]
          LANGUAGE sql IMMUTABLE PARALLEL SAFE
          SET search_path TO ''
          AS $$
        select coalesce(array_agg(distinct code order by code), '{}')
        from regexp_split_to_table(private.normalize_name(value), ' ') word,
          lateral (select (extensions.daitch_mokotoff(word))[1] as code) first
        where word ~ '[a-z]' and code <> '000000'
      $$ $f$;
  else
    execute $f$
      CREATE FUNCTION private.name_sounds(value text) RETURNS text[]
          LANGUAGE sql IMMUTABLE PARALLEL SAFE
          SET search_path TO ''
          AS $$
        select coalesce(array_agg(distinct code order by code), '{}')
        from regexp_split_to_table(private.normalize_name(value), ' ') word,
          unnest(array[extensions.dmetaphone(word), extensions.dmetaphone_alt(word)]) code
        where word ~ '[a-z]' and code <> ''
      $$ $f$;
    execute $f$
      CREATE FUNCTION private.query_dm_sounds(value text) RETURNS text[]
          LANGUAGE sql IMMUTABLE PARALLEL SAFE
          SET search_path TO ''
          AS $$
        select '{}'::text[]
      $$ $f$;
  end if;
end
$do$;

CREATE FUNCTION private.query_sounds(value text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct code order by code), '{}')
  from regexp_split_to_table(private.normalize_name(value), ' ') word,
    lateral (select extensions.dmetaphone(word) as code) first
  where word ~ '[a-z]' and code <> ''
$$;

-- A point on the earth as a 3-D cube in metres (earthdistance's ll_to_earth, radius 6378168 m).
CREATE FUNCTION private.earth_point(latitude double precision, longitude double precision) RETURNS extensions.cube
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select extensions.cube(extensions.cube(extensions.cube(
    6378168 * cos(radians(latitude)) * cos(radians(longitude))),
    6378168 * cos(radians(latitude)) * sin(radians(longitude))),
    6378168 * sin(radians(latitude)))
$$;

-- The box around a point that holds every point within `metres` along the surface (earthdistance's earth_box).
CREATE FUNCTION private.earth_box(center extensions.cube, metres double precision) RETURNS extensions.cube
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select extensions.cube_enlarge(center, 2 * 6378168 * sin(least(greatest(metres, 0) / (2 * 6378168), pi() / 2)), 3)
$$;

-- Metres along the surface between two points (earthdistance's earth_distance).
CREATE FUNCTION private.earth_distance(a extensions.cube, b extensions.cube) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select 2 * 6378168 * asin(least(1, extensions.cube_distance(a, b) / (2 * 6378168)))
$$;

-- Cemeteries, reconciled from what owners typed: "Evergreen Cemetery, Springfield", "evergreen cemetary
-- springfield" and "Evergreen Cem., Springfield" are one row. `name_key` is the spelling with case, accents,
-- punctuation and the usual abbreviations and misspellings of "cemetery" and "saint" taken out.
CREATE TABLE public.cemeteries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    place text,
    name_key text NOT NULL,
    latitude double precision,
    longitude double precision,
    memorial_count integer DEFAULT 0 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cemeteries_name_check CHECK ((length(btrim(name)) > 0)),
    CONSTRAINT cemeteries_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 80))),
    CONSTRAINT cemeteries_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT cemeteries_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision)))
);
ALTER TABLE ONLY public.cemeteries
    ADD CONSTRAINT cemeteries_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.cemeteries
    ADD CONSTRAINT cemeteries_slug_key UNIQUE (slug);
ALTER TABLE ONLY public.cemeteries
    ADD CONSTRAINT cemeteries_name_key_key UNIQUE (name_key);
ALTER TABLE ONLY public.cemeteries
    ADD CONSTRAINT cemeteries_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
CREATE INDEX cemeteries_created_by_idx ON public.cemeteries USING btree (created_by);
CREATE INDEX cemeteries_name_key_trgm_idx ON public.cemeteries USING gin (name_key extensions.gin_trgm_ops);
-- The sitemap and the cemetery picker list cemeteries with public memorials.
CREATE INDEX cemeteries_listed_idx ON public.cemeteries USING btree (name) WHERE (memorial_count > 0);
COMMENT ON COLUMN public.cemeteries.memorial_count IS 'How many memorials of this cemetery are in memorial_search (public, not hidden from search engines); kept by a trigger.';
REVOKE ALL ON TABLE public.cemeteries FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.cemeteries TO anon;
GRANT SELECT ON TABLE public.cemeteries TO authenticated;
GRANT ALL ON TABLE public.cemeteries TO service_role;
ALTER TABLE public.cemeteries ENABLE ROW LEVEL SECURITY;
-- A cemetery named only by private memorials would tell a stranger what a private memorial says: it shows once it
-- has a public memorial, and to whoever added it.
CREATE POLICY "Anyone reads cemeteries with public memorials" ON public.cemeteries FOR SELECT TO anon USING ((memorial_count > 0));
CREATE POLICY "Users read cemeteries with public memorials and their own" ON public.cemeteries FOR SELECT TO authenticated USING (((memorial_count > 0) OR (created_by = ( SELECT auth.uid() AS uid))));

ALTER TABLE public.graves ADD COLUMN other_names text;
ALTER TABLE public.graves ADD COLUMN cemetery_id uuid;
ALTER TABLE public.graves
    ADD CONSTRAINT graves_other_names_check CHECK ((length(other_names) <= 200));
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_cemetery_id_fkey FOREIGN KEY (cemetery_id) REFERENCES public.cemeteries(id) ON DELETE SET NULL;
CREATE INDEX graves_cemetery_id_idx ON public.graves USING btree (cemetery_id);
COMMENT ON COLUMN public.graves.other_names IS 'Maiden name and other names the person was known by; searched with the name.';

CREATE TABLE public.memorial_search (
    grave_id uuid NOT NULL,
    slug text,
    full_name text NOT NULL,
    other_names text,
    name_norm text NOT NULL,
    name_sounds text[] NOT NULL,
    birth_date date,
    death_date date,
    birth_year integer,
    death_year integer,
    cemetery_id uuid,
    portrait_url text,
    latitude double precision,
    longitude double precision,
    location extensions.cube
);
ALTER TABLE ONLY public.memorial_search
    ADD CONSTRAINT memorial_search_pkey PRIMARY KEY (grave_id);
ALTER TABLE ONLY public.memorial_search
    ADD CONSTRAINT memorial_search_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.memorial_search
    ADD CONSTRAINT memorial_search_cemetery_id_fkey FOREIGN KEY (cemetery_id) REFERENCES public.cemeteries(id) ON DELETE SET NULL;
CREATE INDEX memorial_search_name_trgm_idx ON public.memorial_search USING gin (name_norm extensions.gin_trgm_ops);
CREATE INDEX memorial_search_name_sounds_idx ON public.memorial_search USING gin (name_sounds);
CREATE INDEX memorial_search_birth_year_idx ON public.memorial_search USING btree (birth_year);
CREATE INDEX memorial_search_death_year_idx ON public.memorial_search USING btree (death_year);
-- A cemetery's page lists its memorials by name, a page at a time.
CREATE INDEX memorial_search_cemetery_idx ON public.memorial_search USING btree (cemetery_id, name_norm, grave_id);
CREATE INDEX memorial_search_location_idx ON public.memorial_search USING gist (location);
COMMENT ON TABLE public.memorial_search IS 'Public memorials not hidden from search engines, and only those: kept by triggers on graves; read through search_memorials.';
REVOKE ALL ON TABLE public.memorial_search FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.memorial_search TO anon;
GRANT SELECT ON TABLE public.memorial_search TO authenticated;
GRANT ALL ON TABLE public.memorial_search TO service_role;
ALTER TABLE public.memorial_search ENABLE ROW LEVEL SECURITY;
-- The triggers put only public, indexable memorials here, so reading every row reveals nothing private.
CREATE POLICY "Anyone reads the public search rows" ON public.memorial_search FOR SELECT TO anon USING (true);
CREATE POLICY "Users read the public search rows" ON public.memorial_search FOR SELECT TO authenticated USING (true);

CREATE FUNCTION private.cemetery_key(typed text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    private.normalize_name(typed),
    '\m(cemetary|cemetry|cemetrey|cem|cmtry)\M', 'cemetery', 'g'),
    '\m(st|ste)\M', 'saint', 'g'),
    '\m(the|of)\M', ' ', 'g'),
    ' +', ' ', 'g'))
$$;

-- The cemetery an owner's typed name stands for: the same key, else a near-identical one (trigram similarity
-- 0.75 or more), else a new cemetery named as typed ("Name, Place" splits at the last comma).
CREATE FUNCTION private.cemetery_for(typed text, latitude double precision, longitude double precision) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  key text := private.cemetery_key(typed);
  found uuid;
  base text;
  candidate text;
  n integer := 1;
begin
  if key = '' then
    return null;
  end if;
  select c.id into found from public.cemeteries c where c.name_key = key;
  if found is null then
    select c.id into found from public.cemeteries c
    where c.name_key operator(extensions.%) key and extensions.similarity(c.name_key, key) >= 0.75
    order by extensions.similarity(c.name_key, key) desc, c.created_at
    limit 1;
  end if;
  if found is null then
    base := left(btrim(regexp_replace(private.normalize_name(typed), '[^a-z0-9]+', '-', 'g'), '-'), 70);
    base := btrim(base, '-');
    if base = '' then
      base := 'cemetery';
    end if;
    candidate := base;
    while exists (select 1 from public.cemeteries c where c.slug = candidate) loop
      n := n + 1;
      candidate := base || '-' || n;
    end loop;
    insert into public.cemeteries (slug, name, place, name_key, latitude, longitude, created_by)
    values (
      candidate,
      btrim(regexp_replace(btrim(typed), ',[^,]*$', '')),
      nullif(btrim(substring(btrim(typed) from ',([^,]*)$')), ''),
      key, cemetery_for.latitude, cemetery_for.longitude, auth.uid())
    on conflict (name_key) do update set name_key = excluded.name_key
    returning id into found;
  else
    update public.cemeteries c set latitude = cemetery_for.latitude, longitude = cemetery_for.longitude
    where c.id = found and c.latitude is null and cemetery_for.latitude is not null
      and cemetery_for.longitude is not null;
  end if;
  return found;
end;
$$;
REVOKE ALL ON FUNCTION private.cemetery_for(typed text, latitude double precision, longitude double precision) FROM PUBLIC;

-- Owners pick a cemetery (cemetery_id, with its name) or type one (cemetery_name): a typed name is reconciled.
CREATE FUNCTION private.resolve_grave_cemetery() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' and new.cemetery_id is not null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.cemetery_id is distinct from old.cemetery_id then
    return new;
  end if;
  if tg_op = 'INSERT' or new.cemetery_name is distinct from old.cemetery_name then
    new.cemetery_id := private.cemetery_for(new.cemetery_name, new.latitude, new.longitude);
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.resolve_grave_cemetery() FROM PUBLIC;

-- Keeps memorial_search equal to the public, indexable memorials. It reads the memorial as it is when the trigger
-- runs, not as `new` saw it: deleting an account cascades to its memorials and also sets their created_by to null,
-- and that update's trigger runs after the memorial is gone.
CREATE FUNCTION private.sync_memorial_search() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.memorial_search s where s.grave_id = coalesce(new.id, old.id);
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.memorial_search (
      grave_id, slug, full_name, other_names, name_norm, name_sounds, birth_date, death_date, birth_year,
      death_year, cemetery_id, portrait_url, latitude, longitude, location)
    select g.id, g.slug, g.full_name, g.other_names,
      private.normalize_name(concat_ws(' ', g.full_name, g.other_names)),
      private.name_sounds(concat_ws(' ', g.full_name, g.other_names)),
      g.birth_date, g.death_date,
      extract(year from g.birth_date)::integer, extract(year from g.death_date)::integer,
      g.cemetery_id, coalesce(g.person_image_url, g.image_url), g.latitude, g.longitude,
      case when g.latitude is not null and g.longitude is not null
        then private.earth_point(g.latitude, g.longitude) end
    from public.graves g
    where g.id = new.id and g.is_public and not g.hide_from_search;
  end if;
  return null;
end;
$$;
REVOKE ALL ON FUNCTION private.sync_memorial_search() FROM PUBLIC;

CREATE FUNCTION private.count_cemetery_memorials() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' and new.cemetery_id is not null then
    update public.cemeteries c set memorial_count = c.memorial_count + 1 where c.id = new.cemetery_id;
  elsif tg_op = 'DELETE' and old.cemetery_id is not null then
    update public.cemeteries c set memorial_count = c.memorial_count - 1 where c.id = old.cemetery_id;
  end if;
  return null;
end;
$$;
REVOKE ALL ON FUNCTION private.count_cemetery_memorials() FROM PUBLIC;

-- At migration time: every spelling already typed, most used first, joins the cemetery it stands for.
CREATE FUNCTION private.reconcile_cemeteries() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  spelling record;
  n integer := 0;
begin
  for spelling in
    select btrim(g.cemetery_name) as typed, count(*) as uses, avg(g.latitude) as latitude,
      avg(g.longitude) as longitude
    from public.graves g
    where g.cemetery_id is null and btrim(coalesce(g.cemetery_name, '')) <> ''
    group by 1
    order by 2 desc, 1
  loop
    update public.graves g
    set cemetery_id = private.cemetery_for(spelling.typed, spelling.latitude, spelling.longitude)
    where g.cemetery_id is null and btrim(g.cemetery_name) = spelling.typed;
    n := n + 1;
  end loop;
  return n;
end;
$$;
REVOKE ALL ON FUNCTION private.reconcile_cemeteries() FROM PUBLIC;

CREATE TRIGGER graves_resolve_cemetery BEFORE INSERT OR UPDATE OF cemetery_name, cemetery_id ON public.graves FOR EACH ROW EXECUTE FUNCTION private.resolve_grave_cemetery();
CREATE TRIGGER graves_sync_search AFTER INSERT OR DELETE OR UPDATE ON public.graves FOR EACH ROW EXECUTE FUNCTION private.sync_memorial_search();
CREATE TRIGGER memorial_search_count_cemetery AFTER INSERT OR DELETE ON public.memorial_search FOR EACH ROW EXECUTE FUNCTION private.count_cemetery_memorials();

-- The planner's estimate of how many rows match `conditions` (search_memorials' WHERE, its parameters). EXPLAIN
-- may only run in a volatile function; search_memorials stays STABLE so that PostgREST may serve it from a read
-- replica (a read-only transaction).
CREATE FUNCTION private.estimate_search_rows(conditions text, q text, sounds text[], born_from integer, born_to integer, died_from integer, died_to integer, cemetery_uuid uuid, center extensions.cube, metres double precision, dm_sounds text[]) RETURNS bigint
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  plan json;
begin
  execute 'explain (format json) select 1 from public.memorial_search s where ' || conditions
    into plan
    using q, sounds, born_from, born_to, died_from, died_to, cemetery_uuid, center, metres, null::real, null::text,
      null::uuid, null::integer, null::bigint, dm_sounds;
  return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint;
end;
$_$;
REVOKE ALL ON FUNCTION private.estimate_search_rows(conditions text, q text, sounds text[], born_from integer, born_to integer, died_from integer, died_to integer, cemetery_uuid uuid, center extensions.cube, metres double precision, dm_sounds text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.estimate_search_rows(conditions text, q text, sounds text[], born_from integer, born_to integer, died_from integer, died_to integer, cemetery_uuid uuid, center extensions.cube, metres double precision, dm_sounds text[]) TO anon, authenticated, service_role;

-- One search over public memorials: a name (typo- and accent-tolerant: trigrams, plus phonetic codes), birth and
-- death years (exact: from = to), a cemetery (its slug), a place (a radius around a point). Pages by keyset: pass
-- the last row's (rank, sort_name, id) as after_*. `estimated_total` is the planner's estimate, exact only when
-- the first page holds every match; never a count(*) of every match.
CREATE FUNCTION public.search_memorials(
    name text DEFAULT NULL,
    born_from integer DEFAULT NULL,
    born_to integer DEFAULT NULL,
    died_from integer DEFAULT NULL,
    died_to integer DEFAULT NULL,
    cemetery text DEFAULT NULL,
    near_latitude double precision DEFAULT NULL,
    near_longitude double precision DEFAULT NULL,
    radius_km double precision DEFAULT 25,
    after_rank real DEFAULT NULL,
    after_name text DEFAULT NULL,
    after_id uuid DEFAULT NULL,
    page_size integer DEFAULT 20
) RETURNS TABLE(
    id uuid, slug text, full_name text, other_names text, birth_date date, death_date date, cemetery_slug text,
    cemetery_name text, portrait_url text, latitude double precision, longitude double precision,
    distance_km double precision, rank real, sort_name text, estimated_total bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  q text := private.normalize_name(name);
  sounds text[] := private.query_sounds(name);
  dm_sounds text[] := private.query_dm_sounds(name);
  center extensions.cube;
  metres double precision := least(greatest(coalesce(radius_km, 25), 0.1), 500) * 1000;
  cemetery_uuid uuid;
  size integer := least(greatest(coalesce(page_size, 20), 1), 100);
  conditions text[] := '{}';
  score text := '0::real';
  estimate bigint;
begin
  if q <> '' then
    conditions := array_append(conditions, '(s.name_norm operator(extensions.%) $1 or $1 operator(extensions.<%) s.name_norm'
      || case when cardinality(sounds) > 0 then ' or s.name_sounds @> $2' else '' end
      || case when cardinality(dm_sounds) > 0 then ' or s.name_sounds @> $15' else '' end
      || ')');
    score := '(greatest(extensions.similarity(s.name_norm, $1), extensions.word_similarity($1, s.name_norm))'
      || ' + case when ' || case when cardinality(sounds) > 0 then 's.name_sounds @> $2' else 'false' end
      || ' or ' || case when cardinality(dm_sounds) > 0 then 's.name_sounds @> $15' else 'false' end
      || ' then 0.35 else 0 end)::real';
  end if;
  if born_from is not null then conditions := array_append(conditions, 's.birth_year >= $3'); end if;
  if born_to is not null then conditions := array_append(conditions, 's.birth_year <= $4'); end if;
  if died_from is not null then conditions := array_append(conditions, 's.death_year >= $5'); end if;
  if died_to is not null then conditions := array_append(conditions, 's.death_year <= $6'); end if;
  if nullif(cemetery, '') is not null then
    select c.id into cemetery_uuid from public.cemeteries c where c.slug = cemetery;
    if cemetery_uuid is null then
      return;
    end if;
    conditions := array_append(conditions, 's.cemetery_id = $7');
  end if;
  if near_latitude is not null and near_longitude is not null then
    center := private.earth_point(near_latitude, near_longitude);
    conditions := conditions
      || array['private.earth_box($8, $9) operator(extensions.@>) s.location',
        'private.earth_distance($8, s.location) <= $9'];
    if q = '' then
      score := '(-private.earth_distance($8, s.location) / 1000)::real';
    end if;
  end if;
  if cardinality(conditions) = 0 then
    return;
  end if;

  estimate := private.estimate_search_rows(array_to_string(conditions, ' and '), q, sounds, born_from, born_to,
    died_from, died_to, cemetery_uuid, center, metres, dm_sounds);

  return query execute format($q$
    select p.grave_id, p.slug, p.full_name, p.other_names, p.birth_date, p.death_date, c.slug, c.name,
      p.portrait_url, p.latitude, p.longitude,
      case when $8 is null or p.location is null then null else private.earth_distance($8, p.location) / 1000 end,
      p.score, p.name_norm,
      case when $12 is null and count(*) over () < $13 then count(*) over () else greatest($14, count(*) over ()) end
    from (
      select r.* from (
        select s.*, %s as score from public.memorial_search s where %s
      ) r
      where $12 is null or r.score < $10 or (r.score = $10 and (r.name_norm, r.grave_id) > ($11, $12))
      order by r.score desc, r.name_norm, r.grave_id
      limit $13
    ) p
    left join public.cemeteries c on c.id = p.cemetery_id
    order by p.score desc, p.name_norm, p.grave_id
  $q$, score, array_to_string(conditions, ' and '))
  using q, sounds, born_from, born_to, died_from, died_to, cemetery_uuid, center, metres, after_rank, after_name,
    after_id, size, estimate, dm_sounds;
end;
$_$;
REVOKE ALL ON FUNCTION public.search_memorials(name text, born_from integer, born_to integer, died_from integer, died_to integer, cemetery text, near_latitude double precision, near_longitude double precision, radius_km double precision, after_rank real, after_name text, after_id uuid, page_size integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.search_memorials(name text, born_from integer, born_to integer, died_from integer, died_to integer, cemetery text, near_latitude double precision, near_longitude double precision, radius_km double precision, after_rank real, after_name text, after_id uuid, page_size integer) TO anon;
GRANT EXECUTE ON FUNCTION public.search_memorials(name text, born_from integer, born_to integer, died_from integer, died_to integer, cemetery text, near_latitude double precision, near_longitude double precision, radius_km double precision, after_rank real, after_name text, after_id uuid, page_size integer) TO authenticated;
GRANT EXECUTE ON FUNCTION public.search_memorials(name text, born_from integer, born_to integer, died_from integer, died_to integer, cemetery text, near_latitude double precision, near_longitude double precision, radius_km double precision, after_rank real, after_name text, after_id uuid, page_size integer) TO service_role;

-- The memorials and cemeteries that exist when this runs.
SELECT private.reconcile_cemeteries();
INSERT INTO public.memorial_search (
    grave_id, slug, full_name, other_names, name_norm, name_sounds, birth_date, death_date, birth_year, death_year,
    cemetery_id, portrait_url, latitude, longitude, location)
SELECT g.id, g.slug, g.full_name, g.other_names,
    private.normalize_name(concat_ws(' ', g.full_name, g.other_names)),
    private.name_sounds(concat_ws(' ', g.full_name, g.other_names)),
    g.birth_date, g.death_date, extract(year from g.birth_date)::integer, extract(year from g.death_date)::integer,
    g.cemetery_id, coalesce(g.person_image_url, g.image_url), g.latitude, g.longitude,
    CASE WHEN g.latitude IS NOT NULL AND g.longitude IS NOT NULL THEN private.earth_point(g.latitude, g.longitude) END
FROM public.graves g
WHERE g.is_public AND NOT g.hide_from_search
ON CONFLICT (grave_id) DO NOTHING;
