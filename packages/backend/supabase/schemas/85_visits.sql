-- Visit counts of public memorials (Family plan "Memorial analytics"): daily salted hashes, never an address.

-- Today's visitors, as two salted hashes and nothing else; deleted with the day's salt (they mean nothing after).
CREATE TABLE private.memorial_visitors (
    grave_id uuid NOT NULL,
    day date NOT NULL,
    visitor_hash bytea NOT NULL,
    address_hash bytea NOT NULL
);
ALTER TABLE ONLY private.memorial_visitors
    ADD CONSTRAINT memorial_visitors_pkey PRIMARY KEY (grave_id, day, visitor_hash);
ALTER TABLE ONLY private.memorial_visitors
    ADD CONSTRAINT memorial_visitors_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
CREATE INDEX memorial_visitors_address_idx ON private.memorial_visitors USING btree (day, address_hash, grave_id);

-- One salt per day, kept only for that day: the first visit of a new day makes the next and deletes the last.
CREATE TABLE private.visit_salts (
    day date NOT NULL,
    salt bytea NOT NULL
);
ALTER TABLE ONLY private.visit_salts
    ADD CONSTRAINT visit_salts_pkey PRIMARY KEY (day);

-- What the owner reads: visits per memorial per day (UTC), for the last 90 days.
CREATE TABLE public.memorial_daily_visits (
    grave_id uuid NOT NULL,
    day date NOT NULL,
    visits integer DEFAULT 0 NOT NULL,
    CONSTRAINT memorial_daily_visits_visits_check CHECK ((visits >= 0))
);
ALTER TABLE ONLY public.memorial_daily_visits
    ADD CONSTRAINT memorial_daily_visits_pkey PRIMARY KEY (grave_id, day);
ALTER TABLE ONLY public.memorial_daily_visits
    ADD CONSTRAINT memorial_daily_visits_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
REVOKE ALL ON TABLE public.memorial_daily_visits FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.memorial_daily_visits TO authenticated;
GRANT ALL ON TABLE public.memorial_daily_visits TO service_role;

-- Counts one visit of a memorial, answering whether it counted. Not counted: a missing or private memorial, one
-- whose owner's plan lacks analytics, the owner's or a collaborator's own visit (`viewer`, when the function
-- knows who is signed in), a visitor already counted today, and an address past its caps.
CREATE FUNCTION private.record_memorial_visit(memorial uuid, client_address text, user_agent text, viewer uuid, at timestamp with time zone) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  visit_day date := (coalesce(at, now()) at time zone 'UTC')::date;
  owner_id uuid;
  day_salt bytea;
  address_key bytea;
  visitor_key bytea;
  from_address integer;
  from_address_here integer;
  per_memorial integer := coalesce(
    (select c.value::integer from private.app_config c where c.key = 'visits_per_address_per_memorial'), 20);
  per_day integer := coalesce(
    (select c.value::integer from private.app_config c where c.key = 'visits_per_address_per_day'), 500);
begin
  select g.user_id into owner_id from public.graves g where g.id = memorial and g.is_public;
  if owner_id is null
     or viewer = owner_id
     or exists (select 1 from public.grave_managers m where m.grave_id = memorial and m.user_id = viewer)
     or not private.plan_includes(owner_id, 'Memorial analytics') then
    return false;
  end if;

  day_salt := private.visit_salt(visit_day);
  -- A line break cannot occur in an address (an HTTP header value), so the two parts cannot run together.
  address_key := sha256(day_salt || convert_to('address' || chr(10) || coalesce(client_address, ''), 'UTF8'));
  visitor_key := sha256(day_salt || convert_to(
    concat_ws(chr(10), 'visitor', memorial::text, coalesce(client_address, ''), coalesce(user_agent, '')), 'UTF8'));

  -- One visit at a time per address, so parallel requests cannot all see room under the caps.
  perform pg_advisory_xact_lock(hashtextextended('memorial_visits:' || encode(address_key, 'hex'), 0));
  if exists (
    select 1 from private.memorial_visitors v
    where v.grave_id = memorial and v.day = visit_day and v.visitor_hash = visitor_key
  ) then
    return false;
  end if;
  select count(*), count(*) filter (where v.grave_id = memorial)
  into from_address, from_address_here
  from private.memorial_visitors v
  where v.day = visit_day and v.address_hash = address_key;
  if from_address >= per_day or from_address_here >= per_memorial then
    return false;
  end if;

  insert into private.memorial_visitors (grave_id, day, visitor_hash, address_hash)
  values (memorial, visit_day, visitor_key, address_key)
  on conflict do nothing;
  if not found then
    return false;
  end if;
  insert into public.memorial_daily_visits as d (grave_id, day, visits) values (memorial, visit_day, 1)
  on conflict (grave_id, day) do update set visits = d.visits + 1;
  -- This memorial's days past the 90 kept (the others go when a new day's salt is made).
  delete from public.memorial_daily_visits d where d.grave_id = memorial and d.day <= visit_day - 90;
  return true;
end;
$$;
REVOKE ALL ON FUNCTION private.record_memorial_visit(memorial uuid, client_address text, user_agent text, viewer uuid, at timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.record_memorial_visit(memorial uuid, client_address text, user_agent text, viewer uuid, at timestamp with time zone) TO service_role;

-- The salt of `visit_day`, made on the day's first visit. Making it is also when the past is forgotten: earlier
-- salts, the visitor hashes made with them, and every memorial's counts older than 90 days.
CREATE FUNCTION private.visit_salt(visit_day date) RETURNS bytea
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  day_salt bytea;
begin
  select s.salt into day_salt from private.visit_salts s where s.day = visit_day;
  if found then
    return day_salt;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('visit_salts', 0));
  -- 244 random bits from two random UUIDs (core; no extension needed).
  insert into private.visit_salts (day, salt)
  values (visit_day, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
  on conflict (day) do nothing;
  delete from private.visit_salts s where s.day < visit_day;
  delete from private.memorial_visitors v where v.day < visit_day;
  delete from public.memorial_daily_visits d where d.day <= visit_day - 90;
  select s.salt into strict day_salt from private.visit_salts s where s.day = visit_day;
  return day_salt;
end;
$$;
REVOKE ALL ON FUNCTION private.visit_salt(visit_day date) FROM PUBLIC;

-- `rpc('record_memorial_visit', { memorial, client_address, user_agent, viewer })`: the memorial-visit function
-- (service role) only. `at` lets tests count as of another moment.
CREATE FUNCTION public.record_memorial_visit(memorial uuid, client_address text DEFAULT NULL::text, user_agent text DEFAULT NULL::text, viewer uuid DEFAULT NULL::uuid, at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.record_memorial_visit(memorial, left(client_address, 64), left(user_agent, 512), viewer, at)
$$;
REVOKE ALL ON FUNCTION public.record_memorial_visit(memorial uuid, client_address text, user_agent text, viewer uuid, at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.record_memorial_visit(memorial uuid, client_address text, user_agent text, viewer uuid, at timestamp with time zone) TO service_role;

ALTER TABLE private.memorial_visitors ENABLE ROW LEVEL SECURITY;

ALTER TABLE private.visit_salts ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.memorial_daily_visits ENABLE ROW LEVEL SECURITY;

-- Only the memorial's owner, and only while their plan sells the feature (editors and viewers do not: the
-- figures are part of the owner's plan). Nobody but the service role writes.
CREATE POLICY "Owners with memorial analytics read their memorials' visits" ON public.memorial_daily_visits FOR SELECT TO authenticated USING ((private.owns_grave(grave_id) AND private.plan_includes(( SELECT auth.uid() AS uid), 'Memorial analytics'::text)));
