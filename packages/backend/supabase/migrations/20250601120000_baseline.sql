-- Baseline: the schema of supabase/schemas/*.sql, in the order of their names, as one migration. The 29 migrations
-- before it were squashed into it before anything was deployed (issue 26). From here on, edit the schema file of
-- the area and add the migration that `pnpm --filter backend db:diff` prints (README: "The schema").

-- ==== supabase/schemas/00_roles_and_schemas.sql ====

-- Schemas of our own. The roles (anon, authenticated, service_role), auth.users and storage.objects come with
-- every Supabase project (locally: src/db/platform.sql). Files in this folder apply in the order of their names;
-- each is the current state of one area of the product: its tables, their indexes, functions, triggers and
-- row-level security side by side. Change a rule here, then generate the migration (README: "Changing the schema").

-- SQL functions name tables and functions of later files; their bodies are checked when they first run. Each
-- migration runs in one transaction (here and with `supabase db push`), so this lasts for that migration only.
set local check_function_bodies = off;

-- Profiles live in a schema the API does not expose; the public API sees views and wrapper functions over it.
create schema if not exists private;
-- Policies call the helpers in this schema with the caller's privileges, so the API roles need to reach them.
grant usage on schema private to anon, authenticated, service_role;

-- ==== supabase/schemas/10_profiles_and_plans.sql ====

-- Profiles and plans (spec sections 3 and 5): a profile per account, made by a trigger on auth.users; who may see
-- a user's e-mail, time zone and reminder setting; the plan table and its limits; app-wide settings.

-- The two paid price ids in one place: change them here (or with an update) to match the payment provider.
CREATE TABLE private.app_config (
    key text NOT NULL,
    value text NOT NULL
);
ALTER TABLE ONLY private.app_config
    ADD CONSTRAINT app_config_pkey PRIMARY KEY (key);

CREATE TABLE private.plans (
    id text NOT NULL,
    name text NOT NULL,
    "position" smallint NOT NULL,
    max_graves integer NOT NULL,
    max_collaborators integer NOT NULL,
    has_advanced_features boolean NOT NULL,
    features text[] NOT NULL,
    price_config_key text,
    monthly_price_cents integer DEFAULT 0 NOT NULL,
    max_photos_per_memorial integer DEFAULT 10 NOT NULL,
    CONSTRAINT plans_max_collaborators_check CHECK (((max_collaborators = '-1'::integer) OR (max_collaborators >= 0))),
    CONSTRAINT plans_max_graves_check CHECK (((max_graves = '-1'::integer) OR (max_graves >= 0))),
    CONSTRAINT plans_max_photos_per_memorial_check CHECK (((max_photos_per_memorial = '-1'::integer) OR (max_photos_per_memorial >= 0))),
    CONSTRAINT plans_monthly_price_cents_check CHECK ((monthly_price_cents >= 0))
);
ALTER TABLE ONLY private.plans
    ADD CONSTRAINT plans_name_key UNIQUE (name);
ALTER TABLE ONLY private.plans
    ADD CONSTRAINT plans_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.plans
    ADD CONSTRAINT plans_position_key UNIQUE ("position");
ALTER TABLE ONLY private.plans
    ADD CONSTRAINT plans_price_config_key_key UNIQUE (price_config_key);
ALTER TABLE ONLY private.plans
    ADD CONSTRAINT plans_price_config_key_fkey FOREIGN KEY (price_config_key) REFERENCES private.app_config(key);

CREATE TABLE private.profiles (
    id uuid NOT NULL,
    email text NOT NULL,
    full_name text,
    avatar_url text,
    subscription_tier text DEFAULT 'free'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    email_reminders boolean DEFAULT true NOT NULL,
    CONSTRAINT profiles_email_check CHECK ((email = lower(email))),
    CONSTRAINT profiles_subscription_tier_check CHECK ((subscription_tier = ANY (ARRAY['free'::text, 'personal'::text, 'family'::text])))
);
ALTER TABLE ONLY private.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.profiles
    ADD CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX profiles_email_key ON private.profiles USING btree (email);
GRANT SELECT(id) ON TABLE private.profiles TO anon;
GRANT SELECT(id) ON TABLE private.profiles TO authenticated;
GRANT SELECT(id) ON TABLE private.profiles TO service_role;
GRANT SELECT(full_name) ON TABLE private.profiles TO anon;
GRANT SELECT(full_name) ON TABLE private.profiles TO authenticated;
GRANT SELECT(full_name) ON TABLE private.profiles TO service_role;
GRANT SELECT(avatar_url) ON TABLE private.profiles TO anon;
GRANT SELECT(avatar_url) ON TABLE private.profiles TO authenticated;
GRANT SELECT(avatar_url) ON TABLE private.profiles TO service_role;
GRANT SELECT(subscription_tier) ON TABLE private.profiles TO anon;
GRANT SELECT(subscription_tier) ON TABLE private.profiles TO authenticated;
GRANT SELECT(subscription_tier) ON TABLE private.profiles TO service_role;
GRANT SELECT(created_at) ON TABLE private.profiles TO anon;
GRANT SELECT(created_at) ON TABLE private.profiles TO authenticated;
GRANT SELECT(created_at) ON TABLE private.profiles TO service_role;
GRANT SELECT(updated_at) ON TABLE private.profiles TO anon;
GRANT SELECT(updated_at) ON TABLE private.profiles TO authenticated;
GRANT SELECT(updated_at) ON TABLE private.profiles TO service_role;

-- A name is shown to people who share something with its owner: their memories, memorials or collaborations.
CREATE FUNCTION private.can_see_profile(target_profile uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select target_profile = auth.uid()
    or private.is_service_role()
    or exists (
      select 1 from public.visitor_memories vm
      where vm.user_id = target_profile and private.can_read_grave(vm.grave_id)
    )
    or exists (
      select 1 from public.grave_managers m
      where m.user_id = target_profile
        and (private.owns_grave(m.grave_id) or private.manages_grave(m.grave_id, array['viewer', 'editor']))
    )
    or exists (
      select 1 from public.graves g
      where g.user_id = target_profile and private.manages_grave(g.id, array['viewer', 'editor'])
    )
$$;
REVOKE ALL ON FUNCTION private.can_see_profile(target_profile uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_see_profile(target_profile uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.can_see_profile(target_profile uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.can_see_profile(target_profile uuid) TO service_role;

CREATE FUNCTION private.check_time_zone() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.is_time_zone(new.time_zone) then
    raise exception using errcode = '22023', message = format('Unknown time zone: %s', left(new.time_zone, 64)),
      hint = 'Use an IANA time zone name such as Europe/London, or UTC.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_time_zone() FROM PUBLIC;

CREATE FUNCTION private.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.profiles (id, email, full_name, avatar_url)
  values (
    new.id,
    lower(new.email),
    nullif(new.raw_user_meta_data ->> 'full_name', ''),
    nullif(new.raw_user_meta_data ->> 'avatar_url', '')
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

CREATE FUNCTION private.handle_user_email_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update private.profiles set email = lower(new.email) where id = new.id;
  return new;
end;
$$;

CREATE FUNCTION private.insert_profile() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.id is distinct from auth.uid() and not private.is_service_role() then
    raise exception using errcode = '42501', message = 'new row violates row-level security policy for table "profiles"';
  end if;
  -- The e-mail always comes from the account, never from the request, so nobody can claim another address.
  insert into private.profiles (id, email, full_name, avatar_url, time_zone, email_reminders)
  select u.id, lower(u.email), new.full_name, new.avatar_url, coalesce(new.time_zone, 'UTC'),
    coalesce(new.email_reminders, true)
  from auth.users u where u.id = new.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders;
  if new.created_at is null then
    raise exception using errcode = '23503', message = 'No account exists for this profile id.';
  end if;
  return new;
end;
$$;

CREATE FUNCTION private.is_service_role() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select coalesce(auth.role() = 'service_role', false) $$;
REVOKE ALL ON FUNCTION private.is_service_role() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_service_role() TO anon;
GRANT EXECUTE ON FUNCTION private.is_service_role() TO authenticated;
GRANT EXECUTE ON FUNCTION private.is_service_role() TO service_role;

-- The user's settings on the profile.
CREATE FUNCTION private.is_time_zone(name text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select exists (select 1 from pg_catalog.pg_timezone_names z where z.name = is_time_zone.name) $$;
REVOKE ALL ON FUNCTION private.is_time_zone(name text) FROM PUBLIC;

CREATE FUNCTION private.limit_message(plan_name text, max_count integer, thing text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select format('You''ve reached your %s plan limit of %s %s...',
    plan_name, max_count, case when max_count = 1 then thing else thing || 's' end)
$$;

-- The current user's plan, what they use of it and their subscription, in one call for the page. The counts
-- are the ones the limit triggers check: memorials they own, and collaborators across those memorials.
-- Definer rights read only the caller's own rows; without a user there is nothing to read.
CREATE FUNCTION private.my_plan() RETURNS TABLE(plan_id text, plan_name text, max_graves integer, max_collaborators integer, has_advanced_features boolean, graves_count integer, collaborators_count integer, subscription_status text, payment_method_brand text, payment_method_last4 text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    plan.plan_id,
    plan.plan_name,
    plan.max_graves,
    plan.max_collaborators,
    p.has_advanced_features,
    (select count(*)::integer from public.graves g where g.user_id = me.id),
    (
      select count(*)::integer
      from public.grave_managers m
      join public.graves g on g.id = m.grave_id
      where g.user_id = me.id
    ),
    s.status,
    s.payment_method_brand,
    s.payment_method_last4
  from (select auth.uid() as id) me
  cross join lateral private.plan_of(me.id) plan
  join private.plans p on p.id = plan.plan_id
  left join public.subscriptions s on s.user_id = me.id
  where me.id is not null
$$;
REVOKE ALL ON FUNCTION private.my_plan() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.my_plan() TO authenticated;

-- The Family plan's own features (issue 15: family links, visit counts, bulk import, advanced reminders) are
-- gated by the plan row, not by a plan name in each rule: the feature names are the ones the plan cards sell
-- (private.plans.features), so an operator who moves a feature between plans changes what the database allows
-- and what the cards say together.
CREATE FUNCTION private.plan_includes(account uuid, feature text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (
      select feature = any (p.features)
      from private.plan_of(account) plan
      join private.plans p on p.id = plan.plan_id
    ),
    false
  )
$$;
REVOKE ALL ON FUNCTION private.plan_includes(account uuid, feature text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.plan_includes(account uuid, feature text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.plan_includes(account uuid, feature text) TO service_role;

-- The plan limits of an account, from the plan table. Spec section 4: no subscription, no price id or an unknown one is Free.
CREATE FUNCTION private.plan_of(account uuid) RETURNS TABLE(plan_id text, plan_name text, max_graves integer, max_collaborators integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id, p.name, p.max_graves, p.max_collaborators
  from private.plans p
  where p.id = coalesce(
    (
      select paid.id
      from public.subscriptions s
      join private.app_config c on c.value = s.price_id
      join private.plans paid on paid.price_config_key = c.key
      where s.user_id = account
      order by paid.position desc
      limit 1
    ),
    'free'
  )
$$;
REVOKE ALL ON FUNCTION private.plan_of(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.plan_of(account uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.plan_of(account uuid) TO service_role;

CREATE FUNCTION private.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.set_updated_at() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.set_updated_at() TO anon;
GRANT EXECUTE ON FUNCTION private.set_updated_at() TO authenticated;
GRANT EXECUTE ON FUNCTION private.set_updated_at() TO service_role;

CREATE FUNCTION private.update_profile() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if old.id is distinct from auth.uid() and not private.is_service_role() then
    return null;
  end if;
  -- Only the display fields and the reminder settings are the user's to change; e-mail follows the account and
  -- the tier the subscription.
  update private.profiles
  set full_name = new.full_name, avatar_url = new.avatar_url, time_zone = new.time_zone,
    email_reminders = new.email_reminders
  where id = old.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders;
  return new;
end;
$$;

-- public.profiles with the caller's rights. Row visibility moves into policies on private.profiles (the same
-- rule as before: a name is shown to people who share something with its owner), and the e-mail column is
-- never granted to the API roles: only its owner (or the service role) reads it, through this function.
CREATE FUNCTION private.visible_email(profile uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.email from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$$;
REVOKE ALL ON FUNCTION private.visible_email(profile uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.visible_email(profile uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.visible_email(profile uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.visible_email(profile uuid) TO service_role;

CREATE FUNCTION private.visible_email_reminders(profile uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.email_reminders from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$$;
REVOKE ALL ON FUNCTION private.visible_email_reminders(profile uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.visible_email_reminders(profile uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.visible_email_reminders(profile uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.visible_email_reminders(profile uuid) TO service_role;

-- Like the e-mail (private.visible_email), the settings are never granted as columns: only their owner (or the service
-- role) reads them, through these.
CREATE FUNCTION private.visible_time_zone(profile uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.time_zone from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$$;
REVOKE ALL ON FUNCTION private.visible_time_zone(profile uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.visible_time_zone(profile uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.visible_time_zone(profile uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.visible_time_zone(profile uuid) TO service_role;

-- What the app calls: a security-definer function must not sit in an exposed schema (Supabase's linter,
-- 0028/0029), so this one runs with the caller's rights and hands over to the definer above.
CREATE FUNCTION public.my_plan() RETURNS TABLE(plan_id text, plan_name text, max_graves integer, max_collaborators integer, has_advanced_features boolean, graves_count integer, collaborators_count integer, subscription_status text, payment_method_brand text, payment_method_last4 text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.my_plan()
$$;
REVOKE ALL ON FUNCTION public.my_plan() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.my_plan() TO authenticated;

-- New columns go last, so the view keeps its existing ones in place.
CREATE VIEW public.profiles WITH (security_invoker='true', security_barrier='true') AS
 SELECT p.id,
    private.visible_email(p.id) AS email,
    p.full_name,
    p.avatar_url,
    p.subscription_tier,
    p.created_at,
    p.updated_at,
    private.visible_time_zone(p.id) AS time_zone,
    private.visible_email_reminders(p.id) AS email_reminders
   FROM private.profiles p;
REVOKE ALL ON TABLE public.profiles FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.profiles TO anon;
GRANT SELECT,INSERT,UPDATE ON TABLE public.profiles TO authenticated;
GRANT SELECT,INSERT,UPDATE ON TABLE public.profiles TO service_role;

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_user();

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (((old.email)::text IS DISTINCT FROM (new.email)::text)) EXECUTE FUNCTION private.handle_user_email_change();

CREATE TRIGGER profiles_check_time_zone BEFORE INSERT OR UPDATE OF time_zone ON private.profiles FOR EACH ROW EXECUTE FUNCTION private.check_time_zone();

CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON private.profiles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER profiles_insert INSTEAD OF INSERT ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.insert_profile();

CREATE TRIGGER profiles_update INSTEAD OF UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.update_profile();

ALTER TABLE private.app_config ENABLE ROW LEVEL SECURITY;

ALTER TABLE private.plans ENABLE ROW LEVEL SECURITY;

ALTER TABLE private.profiles ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can read the profiles of people they share something with" ON private.profiles FOR SELECT TO authenticated USING (private.can_see_profile(id));

CREATE POLICY "Visitors can read the names of people whose memories are public" ON private.profiles FOR SELECT TO anon USING (private.can_see_profile(id));

-- Settings read by the functions above and by the billing and visit functions (reference data, not demo data).
insert into private.app_config (key, value) values
  ('price_id_personal', 'price_personal_monthly'),
  ('price_id_family', 'price_family_monthly'),
  ('email_lookups_per_window', '20'),
  ('email_lookup_window_seconds', '600'),
  ('contact_messages_per_hour', '5'),
  ('visits_per_address_per_memorial', '20'),
  ('visits_per_address_per_day', '500')
on conflict (key) do nothing;

-- The plans of spec section 5 (packages/domain's plan table must agree: test/billing/plan-config.test.ts).
insert into private.plans
  (id, name, position, max_graves, max_collaborators, has_advanced_features, features, price_config_key,
   monthly_price_cents, max_photos_per_memorial)
values
  ('free', 'Free', 1, 5, 1, false,
   array['Public sharing', 'Location mapping', 'Basic photo storage', 'Mobile access'], null, 0, 10),
  ('personal', 'Personal', 2, 25, 3, true,
   array['Basic PDF export', 'Reminder system', 'Enhanced photo storage', 'Custom memorial URLs',
         'Priority email support', 'Ad-free'], 'price_id_personal', 500, 100),
  ('family', 'Family', 3, -1, 10, true,
   array['Rich PDF export', 'Priority support', 'Advanced reminder system', 'Premium photo storage',
         'Family tree integration', 'Memorial analytics', 'Bulk import/export', 'Ad-free'], 'price_id_family', 1000, 500)
on conflict (id) do nothing;

-- ==== supabase/schemas/20_memorials.sql ====

-- Memorials (graves) and visitor memories: who reads and writes them, plan limits on new memorials, and the
-- read-only rule for memorials over a lowered plan limit.

CREATE TABLE public.graves (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    created_by uuid,
    full_name text NOT NULL,
    birth_date date,
    death_date date,
    cemetery_name text,
    plot_number text,
    section text,
    description text,
    epitaph text,
    memories text,
    is_public boolean DEFAULT false NOT NULL,
    image_url text,
    person_image_url text,
    latitude double precision,
    longitude double precision,
    slug text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    hide_from_search boolean DEFAULT false NOT NULL,
    CONSTRAINT graves_full_name_check CHECK ((length(btrim(full_name)) > 0)),
    CONSTRAINT graves_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT graves_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT graves_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 80)))
);
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_slug_key UNIQUE (slug);
ALTER TABLE public.graves
    ADD CONSTRAINT graves_death_not_before_birth CHECK (((death_date IS NULL) OR (birth_date IS NULL) OR (death_date >= birth_date))) NOT VALID;
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX graves_created_by_idx ON public.graves USING btree (created_by);
CREATE INDEX graves_public_idx ON public.graves USING btree (id) WHERE is_public;
-- The sitemap lists the indexable public memorials, newest change first.
CREATE INDEX graves_sitemap_idx ON public.graves USING btree (updated_at DESC) WHERE (is_public AND (NOT hide_from_search));
-- The dashboard at 1,000 memorials (issue 14): it reads a user's memorials a page at a time, newest first with
-- the id as tie-breaker (`order=created_at.desc,id.desc`), so that pages never repeat or skip a memorial. An
-- index in exactly that order answers a page by reading the page's rows, with no sort of all of them; it also
-- serves the read-only check, which counts a user's older memorials by (created_at, id). It replaces the index on
-- (user_id, created_at desc), which it covers.
CREATE INDEX graves_user_id_created_at_id_idx ON public.graves USING btree (user_id, created_at DESC, id DESC);
COMMENT ON COLUMN public.graves.hide_from_search IS 'A public memorial whose page asks search engines not to index it (noindex) and that the sitemap leaves out.';
REVOKE ALL ON TABLE public.graves FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.graves TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.graves TO authenticated;
GRANT ALL ON TABLE public.graves TO service_role;

CREATE TABLE public.visitor_memories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    memory_text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT visitor_memories_memory_text_check CHECK ((length(btrim(memory_text)) > 0))
);
ALTER TABLE ONLY public.visitor_memories
    ADD CONSTRAINT visitor_memories_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.visitor_memories
    ADD CONSTRAINT visitor_memories_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.visitor_memories
    ADD CONSTRAINT visitor_memories_user_id_fkey FOREIGN KEY (user_id) REFERENCES private.profiles(id) ON DELETE CASCADE;
CREATE INDEX visitor_memories_grave_id_created_at_idx ON public.visitor_memories USING btree (grave_id, created_at DESC);
CREATE INDEX visitor_memories_user_id_idx ON public.visitor_memories USING btree (user_id);
REVOKE ALL ON TABLE public.visitor_memories FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.visitor_memories TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.visitor_memories TO authenticated;
GRANT ALL ON TABLE public.visitor_memories TO service_role;

CREATE FUNCTION private.can_read_grave(target_grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.graves g
    where g.id = target_grave
      and (
        g.is_public
        or g.user_id = auth.uid()
        or exists (select 1 from public.grave_managers m where m.grave_id = g.id and m.user_id = auth.uid())
      )
  )
$$;
REVOKE ALL ON FUNCTION private.can_read_grave(target_grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_read_grave(target_grave uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.can_read_grave(target_grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.can_read_grave(target_grave uuid) TO service_role;

CREATE FUNCTION private.check_grave_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  plan record;
  used integer;
begin
  new.created_by := new.user_id;
  -- Someone creating a memorial for another account is refused by RLS; do not tell them about that account.
  if auth.uid() is not null and new.user_id is distinct from auth.uid() then
    return new;
  end if;
  -- Two concurrent inserts must not both see room for one more.
  perform pg_advisory_xact_lock(hashtextextended('graves:' || new.user_id::text, 0));
  select * into plan from private.plan_of(new.user_id);
  select count(*) into used from public.graves where user_id = new.user_id;
  if plan.max_graves <> -1 and used >= plan.max_graves then
    raise exception using errcode = 'P0001',
      message = private.limit_message(plan.plan_name, plan.max_graves, 'memorial'),
      hint = 'Upgrade your plan to create more memorials.';
  end if;
  return new;
end;
$$;

CREATE FUNCTION private.check_grave_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if auth.uid() is not null
    and (new.user_id is distinct from old.user_id or new.created_by is distinct from old.created_by) then
    raise exception using errcode = '42501', message = 'The owner of a memorial cannot be changed.';
  end if;
  return new;
end;
$$;

-- The read-only check runs for every card of the list (the `is_read_only` computed field): as one SQL function
-- calling another, it was planned again for every row and counted every older memorial, ~0.75 ms a card, most of
-- a dashboard page's time in the database. In PL/pgSQL its statements' plans are kept for the session, and it
-- reads at most `max_graves` older memorials, since the question is only whether that many are older. The rule:
-- read-only when the owner's plan has a limit and at least that many of the
-- owner's memorials are older (created_at, then id).
CREATE FUNCTION private.grave_read_only_reason(target uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owner uuid;
  made timestamptz;
  plan_name text;
  max_graves integer;
begin
  select g.user_id, g.created_at into owner, made from public.graves g where g.id = target;
  if owner is null then
    return null;
  end if;
  select p.plan_name, p.max_graves into plan_name, max_graves from private.plan_of(owner) p;
  if max_graves is null or max_graves = -1 then
    return null;
  end if;
  if max_graves > 0 and not exists (
    select 1 from public.graves older
    where older.user_id = owner and (older.created_at, older.id) < (made, target)
    offset max_graves - 1 limit 1
  ) then
    return null;
  end if;
  return format(
    'This memorial is read-only because your %s plan allows %s memorials. Upgrade to edit it again.',
    plan_name, max_graves);
end;
$$;
REVOKE ALL ON FUNCTION private.grave_read_only_reason(target uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.grave_read_only_reason(target uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.grave_read_only_reason(target uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.grave_read_only_reason(target uuid) TO service_role;

-- The object name inside a bucket behind one of our public URLs (…/storage/v1/object/public/{bucket}/{name}).
CREATE FUNCTION private.image_object_name(url text, bucket text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$ select substring(url from '/storage/v1/object/public/' || bucket || '/([^?#]+)$') $_$;

-- The helpers that compared the role as text; same signatures, so the policies keep calling them.
CREATE FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.grave_managers m
    where m.grave_id = target_grave and m.user_id = auth.uid() and m.role::text = any (allowed_roles)
  )
$$;
REVOKE ALL ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) TO anon;
GRANT EXECUTE ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) TO authenticated;
GRANT EXECUTE ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) TO service_role;

CREATE FUNCTION private.owns_grave(target_grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.graves g where g.id = target_grave and g.user_id = auth.uid())
$$;
REVOKE ALL ON FUNCTION private.owns_grave(target_grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.owns_grave(target_grave uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.owns_grave(target_grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.owns_grave(target_grave uuid) TO service_role;

-- Every update of a read-only memorial is refused, whoever sends it; deleting it stays allowed.
CREATE FUNCTION private.refuse_read_only_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  reason text := private.grave_read_only_reason(old.id);
begin
  if reason is not null then
    raise exception using errcode = 'P0001', message = reason,
      hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.refuse_read_only_update() FROM PUBLIC;

-- PostgREST computed fields: `graves?select=*,is_read_only,read_only_reason`. Invoker rights: the row passed in
-- is one the caller could already read.
CREATE FUNCTION public.is_read_only(memorial public.graves) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.grave_read_only_reason(memorial.id) is not null
$$;

CREATE FUNCTION public.read_only_reason(memorial public.graves) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.grave_read_only_reason(memorial.id)
$$;

-- PostgREST computed field `graves?select=keepsake_kind`: the PDF keepsake the plan of the memorial's OWNER
-- includes ('rich', the Family booklet; 'basic', the Personal pages; null on Free), as every other paid feature of
-- a memorial follows its owner's plan (photo_limit, family_links_included): a Free editor of a Family owner's
-- memorial downloads the booklet, and a Family collaborator of a Free owner's memorial is not offered one.
create function public.keepsake_kind(memorial public.graves)
returns text
language sql stable security invoker
set search_path = ''
as $$
  select case
    when private.plan_includes(memorial.user_id, 'Rich PDF export') then 'rich'
    when private.plan_includes(memorial.user_id, 'Basic PDF export') then 'basic'
  end
$$;
revoke all on function public.keepsake_kind(public.graves) from public, anon;
grant execute on function public.keepsake_kind(public.graves) to authenticated, service_role;

-- Finding the other memorials that show a photo, without scanning every memorial.
CREATE INDEX graves_cover_photo_idx ON public.graves USING btree (private.image_object_name(image_url, 'grave-images'::text));

CREATE INDEX graves_portrait_photo_idx ON public.graves USING btree (private.image_object_name(person_image_url, 'person-images'::text));

CREATE TRIGGER graves_check_insert BEFORE INSERT ON public.graves FOR EACH ROW EXECUTE FUNCTION private.check_grave_insert();

CREATE TRIGGER graves_check_update BEFORE UPDATE ON public.graves FOR EACH ROW EXECUTE FUNCTION private.check_grave_update();

CREATE TRIGGER graves_refuse_read_only BEFORE UPDATE ON public.graves FOR EACH ROW EXECUTE FUNCTION private.refuse_read_only_update();

CREATE TRIGGER graves_set_updated_at BEFORE UPDATE ON public.graves FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER visitor_memories_set_updated_at BEFORE UPDATE ON public.visitor_memories FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

ALTER TABLE public.graves ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Owners and editors can update memorials" ON public.graves FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.manages_grave(id, ARRAY['editor'::text]))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) OR private.manages_grave(id, ARRAY['editor'::text])));

CREATE POLICY "Owners can delete their memorials" ON public.graves FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users can create memorials they own" ON public.graves FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users can read memorials they own, help manage or that are publ" ON public.graves FOR SELECT TO authenticated USING ((is_public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.manages_grave(id, ARRAY['viewer'::text, 'editor'::text])));

CREATE POLICY "Visitors can read public memorials" ON public.graves FOR SELECT TO anon USING (is_public);

ALTER TABLE public.visitor_memories ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Authors and memorial owners can delete memories" ON public.visitor_memories FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

CREATE POLICY "Authors can edit their memories" ON public.visitor_memories FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Users can read memories of memorials they can see" ON public.visitor_memories FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.can_read_grave(grave_id)));

CREATE POLICY "Users can share memories on memorials they can see" ON public.visitor_memories FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Visitors can read memories of public memorials" ON public.visitor_memories FOR SELECT TO anon USING (private.can_read_grave(grave_id));

-- ==== supabase/schemas/30_sharing.sql ====

-- Sharing a memorial with collaborators (grave_managers): viewer and editor roles, sharing by an e-mail the
-- sharer already knows (rate-limited lookups), and the collaborator limit of the owner's plan.

-- The three closed lists of the data are Postgres enums, defined here once: the generated database types carry
-- them to the app (`Enums<'collaborator_role'>`...), where packages/domain labels them.
CREATE TYPE public.collaborator_role AS ENUM (
    'viewer',
    'editor'
);

CREATE TABLE public.grave_managers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role public.collaborator_role DEFAULT 'viewer'::public.collaborator_role NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    invited_email text NOT NULL,
    CONSTRAINT grave_managers_invited_email_check CHECK (((invited_email = lower(invited_email)) AND (length(invited_email) <= 254)))
);
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_grave_id_user_id_key UNIQUE (grave_id, user_id);
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_user_id_fkey FOREIGN KEY (user_id) REFERENCES private.profiles(id) ON DELETE CASCADE;
CREATE INDEX grave_managers_user_id_idx ON public.grave_managers USING btree (user_id, grave_id);
REVOKE ALL ON TABLE public.grave_managers FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,DELETE,TRIGGER ON TABLE public.grave_managers TO anon;
GRANT SELECT,REFERENCES,DELETE,TRIGGER ON TABLE public.grave_managers TO authenticated;
GRANT ALL ON TABLE public.grave_managers TO service_role;
GRANT UPDATE(role) ON TABLE public.grave_managers TO authenticated;

-- E-mail lookups per user: at most `email_lookups_per_window` in `email_lookup_window_seconds`.
CREATE TABLE private.email_lookups (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    looked_up_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE private.email_lookups ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.email_lookups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE ONLY private.email_lookups
    ADD CONSTRAINT email_lookups_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.email_lookups
    ADD CONSTRAINT email_lookups_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX email_lookups_user_id_looked_up_at_idx ON private.email_lookups USING btree (user_id, looked_up_at);

CREATE FUNCTION private.check_manager_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owner uuid;
  plan record;
  used integer;
begin
  select g.user_id into owner from public.graves g where g.id = new.grave_id;
  -- Only the owner learns anything about a memorial's collaborators; everyone else meets RLS.
  if auth.uid() is not null and owner is distinct from auth.uid() then
    return new;
  end if;
  if new.user_id = owner then
    raise exception using errcode = '23514', message = 'You cannot share a memorial with yourself.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('grave_managers:' || new.grave_id::text, 0));
  if exists (select 1 from public.grave_managers m where m.grave_id = new.grave_id and m.user_id = new.user_id) then
    raise exception using errcode = '23505', message = 'This user already has access to this grave.';
  end if;
  select * into plan from private.plan_of(owner);
  select count(*) into used from public.grave_managers m where m.grave_id = new.grave_id;
  if plan.max_collaborators <> -1 and used >= plan.max_collaborators then
    raise exception using errcode = 'P0001',
      message = private.limit_message(plan.plan_name, plan.max_collaborators, 'collaborator'),
      hint = 'Upgrade your plan to add more collaborators.';
  end if;
  return new;
end;
$$;

-- share_memorial always passes the typed address; rows the service role adds (support, fixtures) may leave it out.
CREATE FUNCTION private.fill_invited_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.invited_email is null then
    select p.email into new.invited_email from private.profiles p where p.id = new.user_id;
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.fill_invited_email() FROM PUBLIC;

-- Counts one lookup for the caller, or refuses with 429 when the window is full. The caller's transaction must
-- commit for the count to stay, so callers do the lookup after every check that can fail and report "no such
-- account" as an empty answer, never as an error.
CREATE FUNCTION private.note_email_lookup() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  allowed integer := coalesce(
    (select c.value::integer from private.app_config c where c.key = 'email_lookups_per_window'), 20);
  period interval := make_interval(secs => coalesce(
    (select c.value::integer from private.app_config c where c.key = 'email_lookup_window_seconds'), 600));
  recent integer;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to look up an e-mail address.';
  end if;
  -- Parallel requests of one user must not all see room for one more.
  perform pg_advisory_xact_lock(hashtextextended('email_lookups:' || caller::text, 0));
  delete from private.email_lookups l where l.user_id = caller and l.looked_up_at <= now() - period;
  select count(*) into recent from private.email_lookups l where l.user_id = caller;
  if recent >= allowed then
    -- PostgREST answers a PTxxx state with that HTTP status.
    raise sqlstate 'PT429' using
      message = 'Too many lookups, please try again later.',
      hint = format('At most %s e-mail lookups in %s minutes.', allowed, ceil(extract(epoch from period) / 60));
  end if;
  insert into private.email_lookups (user_id) values (caller);
end;
$$;
REVOKE ALL ON FUNCTION private.note_email_lookup() FROM PUBLIC;

-- Shares a memorial by an e-mail address the owner typed. The role is checked against the enum.
CREATE FUNCTION private.share_memorial(target_grave uuid, typed_email text, new_role text) RETURNS SETOF public.grave_managers
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := auth.uid();
  address text := lower(btrim(typed_email));
  owner uuid;
  plan record;
  used integer;
  invitee uuid;
begin
  select g.user_id into owner from public.graves g where g.id = target_grave;
  if caller is null or owner is distinct from caller then
    raise exception using errcode = '42501', message = 'Only the owner of a memorial can share it.';
  end if;
  if new_role is null or new_role <> all (enum_range(null::public.collaborator_role)::text[]) then
    raise exception using errcode = '22023', message = 'The role must be viewer or editor.';
  end if;
  if address is null or length(address) > 254 or address !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address';
  end if;
  if address = (select p.email from private.profiles p where p.id = caller) then
    raise exception using errcode = '23514', message = 'You cannot share a memorial with yourself.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('grave_managers:' || target_grave::text, 0));
  if exists (select 1 from public.grave_managers m where m.grave_id = target_grave and m.invited_email = address) then
    raise exception using errcode = '23505', message = 'This user already has access to this grave.';
  end if;
  select * into plan from private.plan_of(owner);
  select count(*) into used from public.grave_managers m where m.grave_id = target_grave;
  if plan.max_collaborators <> -1 and used >= plan.max_collaborators then
    raise exception using errcode = 'P0001',
      message = private.limit_message(plan.plan_name, plan.max_collaborators, 'collaborator'),
      hint = 'Upgrade your plan to add more collaborators.';
  end if;
  perform private.note_email_lookup();
  select p.id into invitee from private.profiles p where p.email = address;
  if invitee is null then
    return; -- no account has this address: an empty answer, and the lookup stays counted
  end if;
  return query
    insert into public.grave_managers as m (grave_id, user_id, role, invited_email)
    values (target_grave, invitee, new_role::public.collaborator_role, address)
    returning m.*;
end;
$_$;
REVOKE ALL ON FUNCTION private.share_memorial(target_grave uuid, typed_email text, new_role text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.share_memorial(target_grave uuid, typed_email text, new_role text) TO authenticated;

-- What the app calls. A security-definer function must not sit in an exposed schema (Supabase's linter, 0028/0029),
-- so this one runs with the caller's rights and hands over to the definer above, which only signed-in users reach.
CREATE FUNCTION public.share_memorial(grave_id uuid, email text, role text DEFAULT 'viewer'::text) RETURNS SETOF public.grave_managers
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.share_memorial(share_memorial.grave_id, share_memorial.email, share_memorial.role)
$$;
REVOKE ALL ON FUNCTION public.share_memorial(grave_id uuid, email text, role text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.share_memorial(grave_id uuid, email text, role text) TO authenticated;

CREATE TRIGGER grave_managers_check_insert BEFORE INSERT ON public.grave_managers FOR EACH ROW EXECUTE FUNCTION private.check_manager_insert();

CREATE TRIGGER grave_managers_fill_invited_email BEFORE INSERT ON public.grave_managers FOR EACH ROW EXECUTE FUNCTION private.fill_invited_email();

ALTER TABLE private.email_lookups ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.grave_managers ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Owners and collaborators can read who manages a memorial" ON public.grave_managers FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

CREATE POLICY "Owners can change a collaborator's role" ON public.grave_managers FOR UPDATE TO authenticated USING (private.owns_grave(grave_id)) WITH CHECK ((private.owns_grave(grave_id) AND (user_id <> ( SELECT auth.uid() AS uid))));

CREATE POLICY "Owners can remove collaborators and collaborators can leave" ON public.grave_managers FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

-- ==== supabase/schemas/40_reminders.sql ====

-- Reminders (spec section 6): private to their user while they can see the memorial; dates, completion,
-- deliveries claimed once per occurrence by the mail job, the calendar feed, and advanced reminders (days before,
-- followers) on the Family plan.

CREATE TYPE public.reminder_frequency AS ENUM (
    'once',
    'weekly',
    'monthly',
    'quarterly',
    'biannually',
    'yearly'
);

CREATE TYPE public.reminder_type AS ENUM (
    'visit_reminder',
    'birthday',
    'death_anniversary',
    'maintenance',
    'custom'
);

-- Month ends on purpose (issue 26): a repeating reminder keeps the day of the month it was set on (anchor_day) and
-- is clamped only in shorter months, as Outlook does: monthly from Jan 31 falls on Feb 28 (Feb 29 in a leap year),
-- then Mar 31, Apr 30, May 31; yearly from Feb 29 falls on Feb 28 in other years and on Feb 29 in leap years.
-- private.next_occurrence() is the one rule: complete_reminder moves a reminder by it, the e-mails go out on the
-- dates it makes, and the calendar feed is given anchor_day to repeat the same way (BYMONTHDAY/BYSETPOS).
-- Pure functions, executable by every API role: the check and the trigger below run them as whoever writes.
create function private.days_in_month(day date) returns integer
language sql immutable
set search_path = ''
as $$
  select extract(day from (date_trunc('month', day::timestamp) + interval '1 month - 1 day'))::integer
$$;
revoke all on function private.days_in_month(date) from public;
grant execute on function private.days_in_month(date) to anon, authenticated, service_role;

-- The anchor day in the month of `day`, or that month's last day when the month is shorter.
create function private.anchored_in_month(day date, anchor_day integer) returns date
language sql immutable
set search_path = ''
as $$
  select (date_trunc('month', day::timestamp))::date + (least(anchor_day, private.days_in_month(day)) - 1)
$$;
revoke all on function private.anchored_in_month(date, integer) from public;
grant execute on function private.anchored_in_month(date, integer) to anon, authenticated, service_role;

-- The occurrence after `after` of a reminder repeating on `anchor_day`: counted in whole months from the month of
-- `after`, never from its (possibly clamped) day, so a month end does not drift. A one-time reminder keeps its date.
create function private.next_occurrence(frequency public.reminder_frequency, after date, anchor_day integer)
returns date
language sql immutable
set search_path = ''
as $$
  select case frequency
    when 'weekly' then after + 7
    when 'monthly' then private.anchored_in_month((after + interval '1 month')::date, anchor_day)
    when 'quarterly' then private.anchored_in_month((after + interval '3 months')::date, anchor_day)
    when 'biannually' then private.anchored_in_month((after + interval '6 months')::date, anchor_day)
    when 'yearly' then private.anchored_in_month((after + interval '1 year')::date, anchor_day)
    else after
  end
$$;
revoke all on function private.next_occurrence(public.reminder_frequency, date, integer) from public;
grant execute on function private.next_occurrence(public.reminder_frequency, date, integer) to anon, authenticated, service_role;

-- The day a reminder repeats on, from its dates: the start date's day when the next date is that day clamped to
-- a shorter month (a reminder started on Jan 31 and now on Feb 28; an imported one likewise), otherwise the next
-- date's own day.
create function private.reminder_anchor_day(reminder_date date, next_reminder_date date)
returns smallint
language sql immutable
set search_path = ''
as $$
  select case
    when private.anchored_in_month(next_reminder_date, extract(day from reminder_date)::integer) = next_reminder_date
      then extract(day from reminder_date)
    else extract(day from next_reminder_date)
  end::smallint
$$;
revoke all on function private.reminder_anchor_day(date, date) from public;
grant execute on function private.reminder_anchor_day(date, date) to anon, authenticated, service_role;

CREATE TABLE public.reminders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    reminder_date date NOT NULL,
    next_reminder_date date NOT NULL,
    reminder_type public.reminder_type NOT NULL,
    frequency public.reminder_frequency DEFAULT 'once'::public.reminder_frequency NOT NULL,
    custom_message text,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    days_before smallint DEFAULT 0 NOT NULL,
    -- The chosen day of the month; the default 0 stands for "not given": the trigger sets it from the dates.
    anchor_day smallint DEFAULT 0 NOT NULL,
    CONSTRAINT reminders_days_before_range CHECK (((days_before >= 0) AND (days_before <= 30))),
    CONSTRAINT reminders_anchor_day_range CHECK (anchor_day between 1 and 31),
    CONSTRAINT reminders_next_date_on_anchor_day
      CHECK (next_reminder_date = private.anchored_in_month(next_reminder_date, anchor_day))
);
ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX reminders_grave_id_idx ON public.reminders USING btree (grave_id);
CREATE INDEX reminders_grave_id_next_idx ON public.reminders USING btree (grave_id, next_reminder_date) WHERE is_active;
CREATE INDEX reminders_user_id_idx ON public.reminders USING btree (user_id);
-- Both reminder listings read only active rows ordered by the next date.
CREATE INDEX reminders_user_id_next_idx ON public.reminders USING btree (user_id, next_reminder_date) WHERE is_active;
REVOKE ALL ON TABLE public.reminders FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.reminders TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.reminders TO authenticated;
GRANT ALL ON TABLE public.reminders TO service_role;

CREATE TABLE private.calendar_tokens (
    user_id uuid NOT NULL,
    token_hash bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY private.calendar_tokens
    ADD CONSTRAINT calendar_tokens_pkey PRIMARY KEY (user_id);
ALTER TABLE ONLY private.calendar_tokens
    ADD CONSTRAINT calendar_tokens_token_hash_key UNIQUE (token_hash);
ALTER TABLE ONLY private.calendar_tokens
    ADD CONSTRAINT calendar_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE TABLE public.reminder_deliveries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    reminder_id uuid NOT NULL,
    user_id uuid NOT NULL,
    due_date date NOT NULL,
    emailed boolean NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_reminder_id_due_date_user_id_key UNIQUE (reminder_id, due_date, user_id);
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_reminder_id_fkey FOREIGN KEY (reminder_id) REFERENCES public.reminders(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX reminder_deliveries_user_id_idx ON public.reminder_deliveries USING btree (user_id);
REVOKE ALL ON TABLE public.reminder_deliveries FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.reminder_deliveries TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.reminder_deliveries TO authenticated;
GRANT ALL ON TABLE public.reminder_deliveries TO service_role;

-- Followers.
CREATE TABLE public.reminder_followers (
    grave_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.reminder_followers
    ADD CONSTRAINT reminder_followers_pkey PRIMARY KEY (grave_id, user_id);
ALTER TABLE ONLY public.reminder_followers
    ADD CONSTRAINT reminder_followers_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.reminder_followers
    ADD CONSTRAINT reminder_followers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX reminder_followers_user_id_idx ON public.reminder_followers USING btree (user_id);
REVOKE ALL ON TABLE public.reminder_followers FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.reminder_followers TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.reminder_followers TO authenticated;
GRANT ALL ON TABLE public.reminder_followers TO service_role;

-- What the page asks before offering "Remind me" days ahead and "Follow reminders": whether the memorial's
-- owner has them, answered only to its owner and collaborators (nobody else learns anything of the owner's plan).
CREATE FUNCTION private.advanced_reminders_included(grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (private.owns_grave(grave) or private.manages_grave(grave, array['viewer', 'editor']))
    and private.advanced_reminders_of(grave)
$$;
REVOKE ALL ON FUNCTION private.advanced_reminders_included(grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.advanced_reminders_included(grave uuid) TO authenticated;

CREATE FUNCTION private.advanced_reminders_of(grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select private.plan_includes(g.user_id, 'Advanced reminder system') from public.graves g where g.id = grave),
    false
  )
$$;
REVOKE ALL ON FUNCTION private.advanced_reminders_of(grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.advanced_reminders_of(grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.advanced_reminders_of(grave uuid) TO service_role;

-- The calendar feed: the token owner's own reminders and the ones they follow, with days_before (0 when the
-- plan no longer includes it) for an alarm ahead of the date, and whether the reminder is followed.
CREATE FUNCTION private.calendar_feed(token text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'reminders',
    coalesce(
      (
        select jsonb_agg(
          jsonb_build_object(
            'id', r.id,
            'reminder_type', r.reminder_type,
            'frequency', r.frequency,
            'next_reminder_date', r.next_reminder_date,
            'anchor_day', r.anchor_day,
            'custom_message', r.custom_message,
            'created_at', r.created_at,
            'grave_id', g.id,
            'full_name', g.full_name,
            'cemetery_name', g.cemetery_name,
            'section', g.section,
            'plot_number', g.plot_number,
            'days_before',
            case when private.plan_includes(g.user_id, 'Advanced reminder system') then r.days_before else 0 end,
            'followed', r.user_id <> t.user_id
          )
          order by r.next_reminder_date, r.id
        )
        from public.reminders r
        join public.graves g on g.id = r.grave_id
        where r.is_active
          and (
            (
              r.user_id = t.user_id
              and (
                g.is_public
                or g.user_id = t.user_id
                or exists (select 1 from public.grave_managers m where m.grave_id = g.id and m.user_id = t.user_id)
              )
            )
            or (
              r.user_id = g.user_id
              and r.user_id <> t.user_id
              and exists (
                select 1 from public.reminder_followers f where f.grave_id = g.id and f.user_id = t.user_id
              )
              and private.can_follow_reminders(g.id, t.user_id)
            )
          )
      ),
      '[]'::jsonb
    )
  )
  from private.calendar_tokens t
  where token is not null and t.token_hash = private.hash_calendar_token(token)
$$;
REVOKE ALL ON FUNCTION private.calendar_feed(token text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.calendar_feed(token text) TO service_role;

-- When the caller last made a link (null: never), so the page can say whether one exists without seeing it.
CREATE FUNCTION private.calendar_token_created_at() RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select t.created_at from private.calendar_tokens t where t.user_id = auth.uid() $$;
REVOKE ALL ON FUNCTION private.calendar_token_created_at() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.calendar_token_created_at() TO authenticated;

-- Whether `follower` may follow the memorial's reminders right now: a collaborator of it, on an owner's plan that
-- includes them. Every reader of reminder_followers goes through this, so a row left from a lost plan does nothing.
CREATE FUNCTION private.can_follow_reminders(grave uuid, follower uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.grave_managers m where m.grave_id = grave and m.user_id = follower)
    and private.advanced_reminders_of(grave)
$$;
REVOKE ALL ON FUNCTION private.can_follow_reminders(grave uuid, follower uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_follow_reminders(grave uuid, follower uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.can_follow_reminders(grave uuid, follower uuid) TO service_role;

-- The start date. The server's clock is UTC; a user far west of it may still be on yesterday, hence the
-- day of grace. Rows the service role or the migrations write (fixtures, imports, the demo) are not checked.
CREATE FUNCTION private.check_reminder_dates() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  earliest date := (now() at time zone 'UTC')::date - 1;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' and (new.reminder_date < earliest or new.next_reminder_date < earliest) then
    raise exception using errcode = '23514', message = 'The start date cannot be in the past.';
  end if;
  if tg_op = 'UPDATE' and new.reminder_date is distinct from old.reminder_date and new.reminder_date < earliest then
    raise exception using errcode = '23514', message = 'The start date cannot be in the past.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_reminder_dates() FROM PUBLIC;

-- Checked for the app's users; the service role (imports, fixtures) writes what it is given, within the range.
CREATE FUNCTION private.check_reminder_days_before() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.days_before is null or new.days_before not between 0 and 30 then
    raise exception using errcode = '22023', message = 'Reminders can be sent 0 to 30 days before the date.';
  end if;
  if current_user not in ('anon', 'authenticated') or new.days_before = 0
    or (tg_op = 'UPDATE' and new.days_before is not distinct from old.days_before) then
    return new;
  end if;
  if not private.advanced_reminders_of(new.grave_id) then
    raise exception using errcode = 'P0001',
      message = 'Reminders ahead of the date need the Family plan of the memorial''s owner.',
      hint = 'Upgrade to the Family plan to be reminded days before a date.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_reminder_days_before() FROM PUBLIC;

-- Clear answers instead of a bare row-level security error; the collaborator check comes first, so a stranger
-- learns nothing of the owner's plan.
CREATE FUNCTION private.check_reminder_follower() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.user_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'You can follow reminders only for yourself.';
  end if;
  if not private.manages_grave(new.grave_id, array['viewer', 'editor']) then
    raise exception using errcode = '42501',
      message = 'Only collaborators of a memorial can follow its reminders.';
  end if;
  if not private.advanced_reminders_of(new.grave_id) then
    raise exception using errcode = 'P0001',
      message = 'Following reminders needs the Family plan of the memorial''s owner.',
      hint = 'The memorial''s owner can upgrade to the Family plan.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_reminder_follower() FROM PUBLIC;

-- Claims up to `batch` deliveries that are due: for each active reminder, its own user (on a memorial they can
-- still see) and each current follower, once the recipient's own date as of `as_of` has reached the reminder's
-- date minus its days_before (0 when the owner's plan no longer includes it). `days_ahead` is how many days
-- before the date the recipient is mailed (0 on the day, or when catching up later); `following` says whether
-- the recipient follows the reminder rather than set it.
CREATE FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) RETURNS TABLE(delivery_id uuid, reminder_id uuid, due_date date, send_email boolean, email text, reminder_type public.reminder_type, frequency public.reminder_frequency, custom_message text, grave_id uuid, full_name text, cemetery_name text, section text, plot_number text, days_ahead integer, following boolean)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with active as (
    select r.id, r.user_id, r.grave_id, r.next_reminder_date, g.user_id as grave_owner, g.is_public,
      case when private.plan_includes(g.user_id, 'Advanced reminder system') then r.days_before else 0 end
        as lead_days,
      private.plan_includes(g.user_id, 'Advanced reminder system') as advanced
    from public.reminders r
    join public.graves g on g.id = r.grave_id
    where r.is_active
  ),
  recipients as (
    select a.id, a.next_reminder_date, a.lead_days, a.user_id as recipient, false as following
    from active a
    where a.is_public
      or a.grave_owner = a.user_id
      or exists (select 1 from public.grave_managers m where m.grave_id = a.grave_id and m.user_id = a.user_id)
    union all
    select a.id, a.next_reminder_date, a.lead_days, f.user_id, true
    from active a
    join public.reminder_followers f on f.grave_id = a.grave_id
    where a.advanced
      and a.user_id = a.grave_owner
      and f.user_id <> a.user_id
      and exists (select 1 from public.grave_managers m where m.grave_id = a.grave_id and m.user_id = f.user_id)
  ),
  due as (
    select rc.id, rc.recipient, rc.following, rc.next_reminder_date, p.email_reminders,
      greatest(rc.next_reminder_date - (claim_due_reminders.as_of at time zone p.time_zone)::date, 0) as days_ahead
    from recipients rc
    join private.profiles p on p.id = rc.recipient
    where rc.next_reminder_date - rc.lead_days <= (claim_due_reminders.as_of at time zone p.time_zone)::date
      and not exists (
        select 1 from public.reminder_deliveries d
        where d.reminder_id = rc.id and d.due_date = rc.next_reminder_date and d.user_id = rc.recipient
      )
    order by rc.next_reminder_date, rc.id, rc.recipient
    limit greatest(least(batch, 1000), 1)
  ),
  claimed as (
    insert into public.reminder_deliveries (reminder_id, user_id, due_date, emailed)
    select due.id, due.recipient, due.next_reminder_date, due.email_reminders from due
    on conflict (reminder_id, due_date, user_id) do nothing
    returning id, reminder_id, user_id, due_date, emailed
  )
  select c.id, c.reminder_id, c.due_date, c.emailed, p.email, r.reminder_type, r.frequency, r.custom_message,
    g.id, g.full_name, g.cemetery_name, g.section, g.plot_number, due.days_ahead, due.following
  from claimed c
  join due on due.id = c.reminder_id and due.recipient = c.user_id
  join public.reminders r on r.id = c.reminder_id
  join public.graves g on g.id = r.grave_id
  join private.profiles p on p.id = c.user_id
$$;
REVOKE ALL ON FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) TO service_role;

-- A collaboration that ends takes its follow with it, so a later share starts unfollowed.
CREATE FUNCTION private.drop_follow_with_collaboration() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.reminder_followers f where f.grave_id = old.grave_id and f.user_id = old.user_id;
  return old;
end;
$$;
REVOKE ALL ON FUNCTION private.drop_follow_with_collaboration() FROM PUBLIC;

-- Whether the signed-in user follows the reminders `setter` set on `grave`: only the owner's reminders are the
-- memorial's; a collaborator's own reminders stay private to them.
CREATE FUNCTION private.follows_reminder(grave uuid, setter uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
    from public.reminder_followers f
    join public.graves g on g.id = f.grave_id
    where f.grave_id = grave and f.user_id = auth.uid() and g.user_id = setter
  ) and private.can_follow_reminders(grave, auth.uid())
$$;
REVOKE ALL ON FUNCTION private.follows_reminder(grave uuid, setter uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.follows_reminder(grave uuid, setter uuid) TO authenticated;

CREATE FUNCTION private.hash_calendar_token(token text) RETURNS bytea
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')) $$;
REVOKE ALL ON FUNCTION private.hash_calendar_token(token text) FROM PUBLIC;

-- A claim whose e-mail could not be sent is given back, so the next run tries again.
CREATE FUNCTION private.release_reminder_delivery(delivery uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$ delete from public.reminder_deliveries d where d.id = delivery $$;
REVOKE ALL ON FUNCTION private.release_reminder_delivery(delivery uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.release_reminder_delivery(delivery uuid) TO service_role;

-- 64 hex digits from two random UUIDs (244 random bits; gen_random_uuid is core and needs no extension).
CREATE FUNCTION private.reset_calendar_token() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to get a calendar link.';
  end if;
  insert into private.calendar_tokens as t (user_id, token_hash) values (caller, private.hash_calendar_token(token))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end;
$$;
REVOKE ALL ON FUNCTION private.reset_calendar_token() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.reset_calendar_token() TO authenticated;

CREATE FUNCTION public.advanced_reminders_included(grave_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.advanced_reminders_included(advanced_reminders_included.grave_id) $$;
REVOKE ALL ON FUNCTION public.advanced_reminders_included(grave_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.advanced_reminders_included(grave_id uuid) TO authenticated;

CREATE FUNCTION public.calendar_feed(token text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.calendar_feed(calendar_feed.token) $$;
REVOKE ALL ON FUNCTION public.calendar_feed(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.calendar_feed(token text) TO service_role;

CREATE FUNCTION public.calendar_token_created_at() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.calendar_token_created_at() $$;
REVOKE ALL ON FUNCTION public.calendar_token_created_at() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.calendar_token_created_at() TO authenticated;

-- What the edge function calls through /rest/v1/rpc with the service role key; nobody else may.
CREATE FUNCTION public.claim_due_reminders(batch integer DEFAULT 100, as_of timestamp with time zone DEFAULT now()) RETURNS TABLE(delivery_id uuid, reminder_id uuid, due_date date, send_email boolean, email text, reminder_type public.reminder_type, frequency public.reminder_frequency, custom_message text, grave_id uuid, full_name text, cemetery_name text, section text, plot_number text, days_ahead integer, following boolean)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.claim_due_reminders(claim_due_reminders.batch, claim_due_reminders.as_of) $$;
REVOKE ALL ON FUNCTION public.claim_due_reminders(batch integer, as_of timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_due_reminders(batch integer, as_of timestamp with time zone) TO service_role;

-- Completing a reminder (spec section 4), atomic and checked here rather than trusted from the page: a
-- `once` reminder is soft-deleted; a repeating one moves forward from its current next date, not from today,
-- to its anchor day (private.next_occurrence: Jan 31, Feb 28, Mar 31). Only a
-- reminder that is due, today or earlier in the user's time zone (a day of grace for a stale zone), can be
-- completed. Runs with the caller's rights: the policies above decide whose reminder it is.
CREATE FUNCTION public.complete_reminder(reminder_id uuid) RETURNS SETOF public.reminders
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  target public.reminders;
  today date := (now() at time zone coalesce(private.visible_time_zone(auth.uid()), 'UTC'))::date;
begin
  select * into target from public.reminders r where r.id = reminder_id and r.is_active for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Reminder not found';
  end if;
  if target.next_reminder_date > today + 1 then
    raise exception using errcode = '22023', message = 'This reminder is not due yet.';
  end if;
  return query
    update public.reminders r
    set
      is_active = r.frequency <> 'once',
      next_reminder_date = private.next_occurrence(r.frequency, r.next_reminder_date, r.anchor_day)
    where r.id = target.id
    returning r.*;
end;
$$;
REVOKE ALL ON FUNCTION public.complete_reminder(reminder_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.complete_reminder(reminder_id uuid) TO authenticated;

CREATE FUNCTION public.release_reminder_delivery(delivery_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.release_reminder_delivery(release_reminder_delivery.delivery_id) $$;
REVOKE ALL ON FUNCTION public.release_reminder_delivery(delivery_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.release_reminder_delivery(delivery_id uuid) TO service_role;

-- What the app calls: `rpc('reset_calendar_token')` answers the new token (a string).
CREATE FUNCTION public.reset_calendar_token() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.reset_calendar_token() $$;
REVOKE ALL ON FUNCTION public.reset_calendar_token() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.reset_calendar_token() TO authenticated;

-- Set from the dates when a reminder is written without it (0), or with one its next date is not on (a next
-- date moved to another day repeats on that day from then on). complete_reminder keeps it: its dates are on it.
create function private.set_reminder_anchor_day() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.anchor_day is null or new.anchor_day not between 1 and 31
    or private.anchored_in_month(new.next_reminder_date, new.anchor_day) <> new.next_reminder_date then
    new.anchor_day := private.reminder_anchor_day(new.reminder_date, new.next_reminder_date);
  end if;
  return new;
end;
$$;
revoke all on function private.set_reminder_anchor_day() from public;

CREATE TRIGGER grave_managers_drop_follow AFTER DELETE ON public.grave_managers FOR EACH ROW EXECUTE FUNCTION private.drop_follow_with_collaboration();

CREATE TRIGGER reminder_followers_check BEFORE INSERT ON public.reminder_followers FOR EACH ROW EXECUTE FUNCTION private.check_reminder_follower();

CREATE TRIGGER reminders_check_dates BEFORE INSERT OR UPDATE OF reminder_date ON public.reminders FOR EACH ROW EXECUTE FUNCTION private.check_reminder_dates();

CREATE TRIGGER reminders_check_days_before BEFORE INSERT OR UPDATE OF days_before ON public.reminders FOR EACH ROW EXECUTE FUNCTION private.check_reminder_days_before();

create trigger reminders_set_anchor_day before insert or update of next_reminder_date, anchor_day
  on public.reminders
  for each row execute function private.set_reminder_anchor_day();

CREATE TRIGGER reminders_set_updated_at BEFORE UPDATE ON public.reminders FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

ALTER TABLE private.calendar_tokens ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.reminder_deliveries ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can read the deliveries of their own reminders" ON public.reminder_deliveries FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.reminder_followers ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Collaborators can follow a memorial's reminders" ON public.reminder_followers FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_follow_reminders(grave_id, user_id)));

CREATE POLICY "Followers and memorial owners can read who follows" ON public.reminder_followers FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

CREATE POLICY "Followers can stop following" ON public.reminder_followers FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.reminders ENABLE ROW LEVEL SECURITY;

-- Followers read the reminders they follow (their own stay readable by the policy below); changing,
-- completing and deleting stay with the reminder's own user.
CREATE POLICY "Followers can read the reminders they follow" ON public.reminders FOR SELECT TO authenticated USING (private.follows_reminder(grave_id, user_id));

CREATE POLICY "Users can create reminders for memorials they can see" ON public.reminders FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Users can delete their own reminders of memorials they can see" ON public.reminders FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Users can read their own reminders of memorials they can see" ON public.reminders FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Users can update their own reminders of memorials they can see" ON public.reminders FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

-- ==== supabase/schemas/50_billing.sql ====

-- Billing: subscriptions written only by the signed, idempotent Stripe webhook (apply_stripe_event), the plan
-- table as the API sees it, and the tier a subscription gives its profile.

-- Every Stripe event handled, by id: a redelivery (Stripe retries, and may deliver twice) is answered without
-- being applied again. Only the webhook's definer functions touch it.
CREATE TABLE private.stripe_events (
    id text NOT NULL,
    type text NOT NULL,
    created timestamp with time zone NOT NULL,
    user_id uuid,
    outcome text NOT NULL,
    processed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stripe_events_outcome_check CHECK ((outcome = ANY (ARRAY['applied'::text, 'stale'::text])))
);
ALTER TABLE ONLY private.stripe_events
    ADD CONSTRAINT stripe_events_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.stripe_events
    ADD CONSTRAINT stripe_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;
CREATE INDEX stripe_events_user_id_idx ON private.stripe_events USING btree (user_id);

-- Written only by the payment webhook (service role); users read their own row through public.user_subscription.
CREATE TABLE public.subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    customer_id text,
    subscription_id text,
    price_id text,
    status text DEFAULT 'not_started'::text NOT NULL,
    current_period_start timestamp with time zone,
    current_period_end timestamp with time zone,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    payment_method_brand text,
    payment_method_last4 text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    stripe_event_created timestamp with time zone
);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_customer_id_key UNIQUE (customer_id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_subscription_id_key UNIQUE (subscription_id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_user_id_key UNIQUE (user_id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
REVOKE ALL ON TABLE public.subscriptions FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.subscriptions TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.subscriptions TO authenticated;
GRANT ALL ON TABLE public.subscriptions TO service_role;

-- Applies one verified Stripe event to the user's subscription row. `state` holds only the fields the event
-- tells (a failed invoice tells the status alone); a key that is absent keeps the stored value. The user is the
-- one given (checkout's client_reference_id, the subscription's metadata) or the owner of the customer id.
-- Answers 'applied', 'duplicate' (this event id was handled before), 'stale' (a newer event was applied
-- already) or 'unknown_customer' (nothing links the event to a user: nothing is recorded, so a redelivery
-- after the link exists still applies).
CREATE FUNCTION private.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target uuid := account;
  newest timestamptz;
begin
  if event_id is null or event_type is null or event_created is null or jsonb_typeof(state) <> 'object' then
    raise exception using errcode = '22023', message = 'An event id, type, creation time and state are required.';
  end if;
  if target is null and customer is not null then
    select s.user_id into target from public.subscriptions s where s.customer_id = customer;
  end if;
  if target is null or not exists (select 1 from auth.users u where u.id = target) then
    return 'unknown_customer';
  end if;
  -- One user's events one at a time, so the newest-wins comparison below sees every earlier commit.
  perform pg_advisory_xact_lock(hashtextextended('stripe_subscription:' || target::text, 0));
  insert into private.stripe_events (id, type, created, user_id, outcome)
  values (event_id, event_type, event_created, target, 'applied')
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;
  select s.stripe_event_created into newest from public.subscriptions s where s.user_id = target;
  -- Stripe's `created` has whole seconds: events of the same second apply in arrival order.
  if newest is not null and newest > event_created then
    update private.stripe_events set outcome = 'stale' where id = event_id;
    return 'stale';
  end if;
  insert into public.subscriptions as s (user_id, customer_id) values (target, customer)
  on conflict (user_id) do update set customer_id = coalesce(excluded.customer_id, s.customer_id);
  update public.subscriptions s set
    subscription_id = case when state ? 'subscription_id' then state ->> 'subscription_id' else s.subscription_id end,
    price_id = case when state ? 'price_id' then state ->> 'price_id' else s.price_id end,
    status = case when state ? 'status' then coalesce(state ->> 'status', s.status) else s.status end,
    current_period_start = case when state ? 'current_period_start'
      then to_timestamp((state ->> 'current_period_start')::double precision) else s.current_period_start end,
    current_period_end = case when state ? 'current_period_end'
      then to_timestamp((state ->> 'current_period_end')::double precision) else s.current_period_end end,
    cancel_at_period_end = case when state ? 'cancel_at_period_end'
      then coalesce((state ->> 'cancel_at_period_end')::boolean, false) else s.cancel_at_period_end end,
    payment_method_brand = case when state ? 'payment_method_brand'
      then state ->> 'payment_method_brand' else s.payment_method_brand end,
    payment_method_last4 = case when state ? 'payment_method_last4'
      then state ->> 'payment_method_last4' else s.payment_method_last4 end,
    stripe_event_created = event_created
  where s.user_id = target;
  return 'applied';
end;
$$;
REVOKE ALL ON FUNCTION private.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) TO service_role;

-- The plans with the price id that buys each (null for Free), for the settings page and the checkout: the
-- price ids live in private.app_config only, so no client ever hard-codes one.
CREATE FUNCTION private.billing_plans() RETURNS TABLE(plan_id text, plan_name text, price_id text, monthly_price_cents integer, max_graves integer, max_collaborators integer, has_advanced_features boolean, features text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id, p.name, c.value, p.monthly_price_cents, p.max_graves, p.max_collaborators,
    p.has_advanced_features, p.features
  from private.plans p
  left join private.app_config c on c.key = p.price_config_key
  order by p.position
$$;
REVOKE ALL ON FUNCTION private.billing_plans() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.billing_plans() TO anon;
GRANT EXECUTE ON FUNCTION private.billing_plans() TO authenticated;
GRANT EXECUTE ON FUNCTION private.billing_plans() TO service_role;

-- Links a Stripe customer to a user, once: when two checkouts race, the first customer stored wins and both
-- get its id back.
CREATE FUNCTION private.remember_stripe_customer(account uuid, customer text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  kept text;
begin
  if account is null or customer is null or customer = '' then
    raise exception using errcode = '22023', message = 'A user and a customer id are required.';
  end if;
  insert into public.subscriptions as s (user_id, customer_id) values (account, customer)
  on conflict (user_id) do update set customer_id = coalesce(s.customer_id, excluded.customer_id)
  returning s.customer_id into kept;
  return kept;
end;
$$;
REVOKE ALL ON FUNCTION private.remember_stripe_customer(account uuid, customer text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.remember_stripe_customer(account uuid, customer text) TO service_role;

-- Keeps the profile's tier in step with the subscription, for screens that only read the profile.
CREATE FUNCTION private.sync_subscription_tier() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update private.profiles set subscription_tier = (select plan_id from private.plan_of(new.user_id))
  where id = new.user_id;
  return new;
end;
$$;

CREATE FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.apply_stripe_event(event_id, event_type, event_created, account, customer, state)
$$;
REVOKE ALL ON FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) TO service_role;

CREATE FUNCTION public.billing_plans() RETURNS TABLE(plan_id text, plan_name text, price_id text, monthly_price_cents integer, max_graves integer, max_collaborators integer, has_advanced_features boolean, features text[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.billing_plans()
$$;
REVOKE ALL ON FUNCTION public.billing_plans() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.billing_plans() TO anon;
GRANT EXECUTE ON FUNCTION public.billing_plans() TO authenticated;
GRANT EXECUTE ON FUNCTION public.billing_plans() TO service_role;

CREATE FUNCTION public.remember_stripe_customer(account uuid, customer text) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.remember_stripe_customer(account, customer)
$$;
REVOKE ALL ON FUNCTION public.remember_stripe_customer(account uuid, customer text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.remember_stripe_customer(account uuid, customer text) TO service_role;

CREATE VIEW public.user_subscription WITH (security_invoker='true') AS
 SELECT s.price_id,
    s.status AS subscription_status,
    s.payment_method_brand,
    s.payment_method_last4
   FROM public.subscriptions s
  WHERE (s.user_id = ( SELECT auth.uid() AS uid));
REVOKE ALL ON TABLE public.user_subscription FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.user_subscription TO authenticated;
GRANT SELECT ON TABLE public.user_subscription TO service_role;

CREATE TRIGGER subscriptions_set_updated_at BEFORE UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER subscriptions_sync_tier AFTER INSERT OR UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION private.sync_subscription_tier();

ALTER TABLE private.stripe_events ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can read their own subscription" ON public.subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- ==== supabase/schemas/60_public_site.sql ====

-- The public site: contact messages (rate-limited per sender address) and custom memorial URLs (slugs and the
-- redirects of old ones).

CREATE TABLE public.contact_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    category text DEFAULT 'general'::text NOT NULL,
    subject text NOT NULL,
    message text NOT NULL,
    client_ip text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contact_messages_category_check CHECK ((category = ANY (ARRAY['general'::text, 'technical'::text, 'billing'::text, 'feature'::text, 'bug'::text, 'privacy'::text]))),
    CONSTRAINT contact_messages_client_ip_check CHECK ((char_length(client_ip) <= 64)),
    CONSTRAINT contact_messages_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^[:space:][:cntrl:]@,;<>"()\[\]\\]+@[^[:space:][:cntrl:]@,;<>"()\[\]\\]+\.[^[:space:][:cntrl:]@,;<>"()\[\]\\]+$'::text))),
    CONSTRAINT contact_messages_message_check CHECK (((char_length(btrim(message)) >= 1) AND (char_length(btrim(message)) <= 5000))),
    CONSTRAINT contact_messages_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 100 AND name !~ '[[:cntrl:]]'),
    CONSTRAINT contact_messages_subject_check CHECK (char_length(btrim(subject)) BETWEEN 1 AND 200 AND subject !~ '[[:cntrl:]]')
);
ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_pkey PRIMARY KEY (id);
CREATE INDEX contact_messages_client_ip_created_at_idx ON public.contact_messages USING btree (client_ip, created_at);
REVOKE ALL ON TABLE public.contact_messages FROM anon, authenticated, service_role;
GRANT INSERT,REFERENCES,TRIGGER ON TABLE public.contact_messages TO anon;
GRANT INSERT,REFERENCES,TRIGGER ON TABLE public.contact_messages TO authenticated;
GRANT ALL ON TABLE public.contact_messages TO service_role;

CREATE TABLE public.grave_slug_redirects (
    slug text NOT NULL,
    grave_id uuid NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT grave_slug_redirects_check CHECK ((expires_at > changed_at))
);
ALTER TABLE ONLY public.grave_slug_redirects
    ADD CONSTRAINT grave_slug_redirects_pkey PRIMARY KEY (slug);
ALTER TABLE ONLY public.grave_slug_redirects
    ADD CONSTRAINT grave_slug_redirects_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
CREATE INDEX grave_slug_redirects_grave_id_idx ON public.grave_slug_redirects USING btree (grave_id);
REVOKE ALL ON TABLE public.grave_slug_redirects FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.grave_slug_redirects TO service_role;
GRANT SELECT ON TABLE public.grave_slug_redirects TO authenticated;

CREATE FUNCTION private.check_grave_slug() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  status text;
begin
  if new.slug is null or (tg_op = 'UPDATE' and new.slug is not distinct from old.slug) then
    return new;
  end if;
  -- Two memorials asking for the same address at once: one waits for the other and then sees it taken.
  perform pg_advisory_xact_lock(hashtextextended('grave_slug:' || new.slug, 0));
  if caller is not null then
    if tg_op = 'UPDATE' and caller is distinct from old.user_id then
      raise exception using errcode = '42501', message = 'Only the memorial''s owner can change its custom address.';
    end if;
    if not private.may_choose_slug(new.user_id) then
      raise exception using errcode = 'P0001',
        message = format('Custom memorial URLs need the %s plan.', private.custom_url_plans()),
        hint = 'Upgrade your plan to choose an address.';
    end if;
    status := private.memorial_slug_status(new.slug, new.id);
    if status = 'invalid' then
      raise exception using errcode = '22023', message = 'A custom address has 3 to 60 lowercase letters, digits '
        || 'and hyphens, with no hyphen at the start, at the end or twice in a row.';
    elsif status = 'reserved' then
      raise exception using errcode = '22023',
        message = format('"%s" is reserved; choose another address.', new.slug);
    elsif status = 'taken' then
      raise exception using errcode = '23505',
        message = format('"%s" is already taken; choose another address.', new.slug);
    end if;
  end if;
  -- Taking back its own old address, or one whose year is over: the redirect row gives way.
  delete from public.grave_slug_redirects r
  where r.slug = new.slug and (r.grave_id = new.id or r.expires_at <= now());
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_grave_slug() FROM PUBLIC;

-- At most `contact_messages_per_hour` messages an hour from one address: the 6th is refused with HTTP 429
-- (PostgREST answers a PTxxx state with that status). The service role (the contact-message function) states the
-- address it read from the request; anyone else's is taken from the request itself, and the time is always now.
CREATE FUNCTION private.contact_messages_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  allowed integer := coalesce(
    (select c.value::integer from private.app_config c where c.key = 'contact_messages_per_hour'), 5);
  recent integer;
begin
  if not private.is_service_role() then
    new.client_ip := private.request_client_ip();
  end if;
  new.created_at := now();
  -- Parallel sends from one address must not all see room for one more.
  perform pg_advisory_xact_lock(hashtextextended('contact_messages:' || coalesce(new.client_ip, ''), 0));
  select count(*) into recent
  from public.contact_messages m
  where m.client_ip is not distinct from new.client_ip and m.created_at > now() - interval '1 hour';
  if recent >= allowed then
    raise sqlstate 'PT429' using
      message = 'Too many messages. Please try again later.',
      hint = format('At most %s messages an hour from one address.', allowed);
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.contact_messages_before_insert() FROM PUBLIC;

-- The plans whose owners may choose addresses, named for messages: 'Personal or Family'.
CREATE FUNCTION private.custom_url_plans() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select coalesce(
    regexp_replace(string_agg(p.name, ', ' order by p.position), ', ([^,]*)$', ' or \1'),
    'a paid')
  from private.plans p where p.has_advanced_features
$_$;

CREATE FUNCTION private.keep_old_slug() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.grave_slug_redirects (slug, grave_id, changed_at, expires_at)
  values (old.slug, old.id, now(), now() + interval '1 year')
  on conflict (slug) do update
    set grave_id = excluded.grave_id, changed_at = excluded.changed_at, expires_at = excluded.expires_at;
  return null;
end;
$$;
REVOKE ALL ON FUNCTION private.keep_old_slug() FROM PUBLIC;

CREATE FUNCTION private.may_choose_slug(account uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select p.has_advanced_features
    from private.plan_of(account) plan join private.plans p on p.id = plan.plan_id
  ), false)
$$;

-- 'available', 'taken', 'reserved' or 'invalid' for a memorial (null: a new one). Taken: another memorial's
-- address, or its old address within its year. A memorial's own current or old address is available to it.
CREATE FUNCTION private.memorial_slug_status(candidate text, memorial uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    private.slug_text_problem(candidate),
    case
      when exists (
        select 1 from public.graves g where g.slug = candidate and g.id is distinct from memorial
      ) or exists (
        select 1 from public.grave_slug_redirects r
        where r.slug = candidate and r.expires_at > now() and r.grave_id is distinct from memorial
      ) then 'taken'
      else 'available'
    end
  )
$$;
REVOKE ALL ON FUNCTION private.memorial_slug_status(candidate text, memorial uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.memorial_slug_status(candidate text, memorial uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.memorial_slug_status(candidate text, memorial uuid) TO service_role;

-- The first address of X-Forwarded-For as PostgREST received it (`request.headers`). The gateway in front sets the
-- header from the connection (locally the server replaces whatever the client sent), so a sender cannot pick it.
CREATE FUNCTION private.request_client_ip() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select nullif(left(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for',
    ',', 1)), 64), '')
$$;

-- Words the app's own paths use, or that would mislead; the same list is in packages/domain/src/memorial-slug.ts
-- (test/public/memorial-slugs.test.ts keeps them equal).
CREATE FUNCTION private.reserved_slugs() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array[
    'about', 'account', 'admin', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'checkout', 'contact',
    'dashboard', 'demo', 'edit', 'evergreen', 'faq', 'functions', 'grave', 'graves', 'help', 'home', 'index',
    'login', 'logout', 'mailbox', 'memorial', 'memorials', 'new', 'plans', 'pricing', 'privacy', 'profile',
    'register', 'rest', 'robots', 'robots-txt', 'root', 'search', 'settings', 'share', 'sign-in', 'sign-out',
    'sign-up', 'signin', 'signup', 'sitemap', 'sitemap-xml', 'static', 'storage', 'support', 'terms', 'www'
  ]
$$;

-- The memorial an address leads to, for whoever asks (anon too), only when they may read it: its id and its
-- current address (null when it has none now: the app then uses the id address). No row otherwise, the same for
-- a private memorial as for none, so a private memorial's address reveals nothing.
CREATE FUNCTION private.resolve_memorial_slug(address text) RETURNS TABLE(grave_id uuid, current_slug text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select found.id, found.slug
  from (
    select g.id, g.slug, 0 as rank from public.graves g where g.slug = lower(address)
    union all
    select g.id, g.slug, 1 from public.grave_slug_redirects r join public.graves g on g.id = r.grave_id
    where r.slug = lower(address) and r.expires_at > now()
  ) found
  where private.can_read_grave(found.id)
  order by found.rank
  limit 1
$$;
REVOKE ALL ON FUNCTION private.resolve_memorial_slug(address text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.resolve_memorial_slug(address text) TO anon;
GRANT EXECUTE ON FUNCTION private.resolve_memorial_slug(address text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.resolve_memorial_slug(address text) TO service_role;

-- null when the address may be chosen as far as its text goes, else 'invalid' or 'reserved'. An id-shaped text
-- is refused: /graves/{x} reads a UUID as an id.
CREATE FUNCTION private.slug_text_problem(candidate text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when candidate is null
      or char_length(candidate) not between 3 and 60
      or candidate !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
      or candidate ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then 'invalid'
    when candidate = any (private.reserved_slugs()) then 'reserved'
  end
$_$;

-- As the owner types: 'available', 'taken', 'reserved' or 'invalid' (memorial_id: the memorial being edited).
CREATE FUNCTION public.memorial_slug_status(address text, memorial_id uuid DEFAULT NULL::uuid) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.memorial_slug_status(address, memorial_id)
$$;
REVOKE ALL ON FUNCTION public.memorial_slug_status(address text, memorial_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.memorial_slug_status(address text, memorial_id uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.memorial_slug_status(address text, memorial_id uuid) TO service_role;

-- What the app calls: invoker rights in the exposed schema, handing over to the definers above (as import_archive).
CREATE FUNCTION public.resolve_memorial_slug(address text) RETURNS TABLE(grave_id uuid, current_slug text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select r.grave_id, r.current_slug from private.resolve_memorial_slug(address) r
$$;
REVOKE ALL ON FUNCTION public.resolve_memorial_slug(address text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.resolve_memorial_slug(address text) TO anon;
GRANT EXECUTE ON FUNCTION public.resolve_memorial_slug(address text) TO authenticated;
GRANT EXECUTE ON FUNCTION public.resolve_memorial_slug(address text) TO service_role;

CREATE TRIGGER contact_messages_before_insert BEFORE INSERT ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.contact_messages_before_insert();

CREATE TRIGGER graves_check_slug BEFORE INSERT OR UPDATE OF slug ON public.graves FOR EACH ROW EXECUTE FUNCTION private.check_grave_slug();

CREATE TRIGGER graves_keep_old_slug AFTER UPDATE OF slug ON public.graves FOR EACH ROW WHEN (((old.slug IS NOT NULL) AND (old.slug IS DISTINCT FROM new.slug))) EXECUTE FUNCTION private.keep_old_slug();

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Signed-in users may send a contact message" ON public.contact_messages FOR INSERT TO authenticated WITH CHECK (true);

-- Sending is the only thing an API role may do; no select policy, so even `insert ... returning` shows nothing.
CREATE POLICY "Visitors may send a contact message" ON public.contact_messages FOR INSERT TO anon WITH CHECK (true);

ALTER TABLE public.grave_slug_redirects ENABLE ROW LEVEL SECURITY;

-- Owners see their memorials' old addresses; visitors reach them only through resolve_memorial_slug, which checks
-- that the memorial may be read. Rows are written only by the trigger below.
CREATE POLICY "Owners can read their memorials' old addresses" ON public.grave_slug_redirects FOR SELECT TO authenticated USING (private.owns_grave(grave_id));

-- ==== supabase/schemas/70_gallery.sql ====

-- The photo gallery of a memorial: photos per plan, order, captions, and what happens to a removed photo's file.

-- The files live in the grave-images bucket, in the uploader's own folder ({uid}/{name}), as the cover does;
-- the row names the object, so the app builds its public and thumbnail URLs.
CREATE TABLE public.grave_photos (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    storage_path text NOT NULL,
    caption text DEFAULT ''::text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT grave_photos_caption_check CHECK ((char_length(caption) <= 500)),
    CONSTRAINT grave_photos_position_check CHECK (("position" >= 0)),
    CONSTRAINT grave_photos_storage_path_check CHECK (((char_length(storage_path) <= 200) AND (storage_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]+$'::text)))
);
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_grave_id_storage_path_key UNIQUE (grave_id, storage_path);
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
CREATE INDEX grave_photos_created_by_idx ON public.grave_photos USING btree (created_by);
-- The gallery is read in order; the policies and the release below look rows up by memorial and by file.
CREATE INDEX grave_photos_grave_order_idx ON public.grave_photos USING btree (grave_id, "position", created_at);
CREATE INDEX grave_photos_storage_path_idx ON public.grave_photos USING btree (storage_path);

-- The gallery files of the account's memorials, less those another owner's memorial also shows
-- (one uploader may put the same file in the galleries of two families' memorials): deleting one family's account
-- must not take a photo from the other.
CREATE FUNCTION private.account_gallery_files(account uuid) RETURNS SETOF text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select distinct p.storage_path from public.grave_photos p
  join public.graves g on g.id = p.grave_id
  where g.user_id = account
    and not private.shown_by_others(account, 'grave-images', p.storage_path)
$$;
REVOKE ALL ON FUNCTION private.account_gallery_files(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.account_gallery_files(account uuid) TO service_role;

-- A new photo: within the owner's plan, at the end of the gallery, one the adder uploaded (a signed-in user may
-- only show files from their own folder, so nobody can put someone else's file in a gallery and then, by
-- removing it, be allowed to delete it). Definer rights: the count must see every photo of the memorial.
CREATE FUNCTION private.check_grave_photo_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  gallery_limit record;
  used integer;
  next_position integer;
begin
  if caller is not null and split_part(new.storage_path, '/', 1) <> caller::text then
    raise exception using errcode = '42501', message = 'A gallery photo must be a file you uploaded.';
  end if;
  -- One insert at a time per memorial, so two uploads at once cannot both take the last place.
  perform pg_advisory_xact_lock(hashtextextended('grave_photos:' || new.grave_id::text, 0));
  select * into gallery_limit from private.photo_limit_of(new.grave_id);
  select count(*), coalesce(max(p.position) + 1, 0) into used, next_position
  from public.grave_photos p where p.grave_id = new.grave_id;
  if gallery_limit.max_photos is not null and gallery_limit.max_photos <> -1
     and used >= gallery_limit.max_photos then
    raise exception using errcode = 'P0001', message = gallery_limit.message,
      hint = 'Upgrade your plan to add more photos.';
  end if;
  new.position := next_position;
  new.created_by := coalesce(caller, new.created_by);
  new.created_at := now();
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_grave_photo_insert() FROM PUBLIC;

-- A photo stays with its memorial and its file: only the caption and the place in the order change.
CREATE FUNCTION private.check_grave_photo_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- created_by may only become null: the adder's account was deleted (on delete set null).
  if new.grave_id <> old.grave_id or new.storage_path <> old.storage_path
     or (new.created_by is distinct from old.created_by and new.created_by is not null)
     or new.created_at <> old.created_at then
    raise exception using errcode = '22023', message = 'Only the caption and the order of a photo can change.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_grave_photo_update() FROM PUBLIC;

-- The gallery limit of the plan of a memorial's owner, and the sentence that names it.
CREATE FUNCTION private.photo_limit_of(target_grave uuid) RETURNS TABLE(plan_name text, max_photos integer, message text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select plan.plan_name, p.max_photos_per_memorial,
    format('Your %s plan allows %s photos per memorial.', plan.plan_name, p.max_photos_per_memorial)
  from public.graves g
  cross join lateral private.plan_of(g.user_id) plan
  join private.plans p on p.id = plan.plan_id
  where g.id = target_grave
$$;
REVOKE ALL ON FUNCTION private.photo_limit_of(target_grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.photo_limit_of(target_grave uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.photo_limit_of(target_grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.photo_limit_of(target_grave uuid) TO service_role;

-- A read-only memorial's gallery is read-only, whoever asks (as the memorial itself: 20_memorials.sql). Deleting the
-- memorial still removes its photos: by then the memorial row is gone and has no reason to be read-only.
CREATE FUNCTION private.refuse_read_only_gallery() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  reason text;
begin
  if tg_op = 'DELETE' then
    reason := private.grave_read_only_reason(old.grave_id);
  elsif tg_op = 'INSERT' or new.caption <> old.caption or new.position <> old.position then
    reason := private.grave_read_only_reason(new.grave_id);
  end if;
  -- Otherwise an update that changes neither: the adder's account was deleted, which no memorial may block.
  if reason is not null then
    raise exception using errcode = 'P0001', message = reason,
      hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.refuse_read_only_gallery() FROM PUBLIC;

-- A photo removed from a gallery, directly or with its memorial, may be deleted by whoever removed it (the
-- storage policy in 95_storage.sql), even from an editor's folder, unless a memorial still shows it.
CREATE FUNCTION private.release_gallery_photo() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if auth.uid() is not null and not private.image_in_use('grave-images', old.storage_path) then
    insert into private.released_images (bucket_id, name, released_by)
    values ('grave-images', old.storage_path, auth.uid())
    on conflict do nothing;
  end if;
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.release_gallery_photo() FROM PUBLIC;

CREATE FUNCTION public.account_gallery_files(account uuid) RETURNS SETOF text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.account_gallery_files(account)
$$;
REVOKE ALL ON FUNCTION public.account_gallery_files(account uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.account_gallery_files(account uuid) TO service_role;

-- PostgREST computed fields: `graves?select=*,photo_limit,photo_limit_message` (-1: unlimited).
CREATE FUNCTION public.photo_limit(memorial public.graves) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.max_photos from private.photo_limit_of(memorial.id) l
$$;

CREATE FUNCTION public.photo_limit_message(memorial public.graves) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.message from private.photo_limit_of(memorial.id) l
$$;

-- Sets a gallery's order in one call: the photo ids, every one of the memorial's once, first to last.
CREATE FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if memorial is null or photo_ids is null then
    raise exception using errcode = '22023', message = 'A memorial and its photos in their new order are required.';
  end if;
  if not (private.owns_grave(memorial) or private.manages_grave(memorial, array['editor'])) then
    raise exception using errcode = '42501', message = 'Only the owner and editors can reorder this gallery.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('grave_photos:' || memorial::text, 0));
  if cardinality(photo_ids) <> (select count(distinct x) from unnest(photo_ids) x)
     or (select array_agg(p.id order by p.id) from public.grave_photos p where p.grave_id = memorial)
        is distinct from (select array_agg(x order by x) from unnest(photo_ids) x) then
    raise exception using errcode = '22023', message = 'The new order must list every photo of this gallery once.';
  end if;
  update public.grave_photos p set position = o.n - 1
  from unnest(photo_ids) with ordinality as o (id, n)
  where p.id = o.id and p.grave_id = memorial and p.position <> o.n - 1;
end;
$$;
REVOKE ALL ON FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) TO authenticated;
GRANT EXECUTE ON FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) TO service_role;

-- Named to sort before the insert check: a read-only memorial answers with its reason, not the photo limit.
CREATE TRIGGER grave_photos_a_refuse_read_only BEFORE INSERT OR DELETE OR UPDATE ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.refuse_read_only_gallery();

CREATE TRIGGER grave_photos_check_insert BEFORE INSERT ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.check_grave_photo_insert();

CREATE TRIGGER grave_photos_check_update BEFORE UPDATE ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.check_grave_photo_update();

CREATE TRIGGER grave_photos_release_file AFTER DELETE ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.release_gallery_photo();

ALTER TABLE public.grave_photos ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Owners and editors can add gallery photos" ON public.grave_photos FOR INSERT TO authenticated WITH CHECK ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Owners and editors can change gallery photos" ON public.grave_photos FOR UPDATE TO authenticated USING ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text]))) WITH CHECK ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Owners and editors can remove gallery photos" ON public.grave_photos FOR DELETE TO authenticated USING ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Users can read the gallery of memorials they can see" ON public.grave_photos FOR SELECT TO authenticated USING (private.can_read_grave(grave_id));

CREATE POLICY "Visitors can read the gallery of public memorials" ON public.grave_photos FOR SELECT TO anon USING (private.can_read_grave(grave_id));

-- ==== supabase/schemas/80_family.sql ====

-- Family links between memorials (Family plan) and the memorial_relatives view.

CREATE TABLE public.family_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    relative_id uuid NOT NULL,
    relation text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT family_links_check CHECK ((grave_id <> relative_id)),
    CONSTRAINT family_links_check1 CHECK (((relation = 'parent'::text) OR (grave_id < relative_id))),
    CONSTRAINT family_links_relation_check CHECK ((relation = ANY (ARRAY['parent'::text, 'spouse'::text, 'sibling'::text])))
);
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_relative_id_fkey FOREIGN KEY (relative_id) REFERENCES public.graves(id) ON DELETE CASCADE;
CREATE INDEX family_links_created_by_idx ON public.family_links USING btree (created_by);
-- Each memorial's relatives are looked up from both columns.
CREATE INDEX family_links_grave_idx ON public.family_links USING btree (grave_id);
-- One link per pair of memorials, whichever way round: no duplicates, and no pair that is both parent and
-- spouse, or each the other's parent.
CREATE UNIQUE INDEX family_links_pair_key ON public.family_links USING btree (LEAST(grave_id, relative_id), GREATEST(grave_id, relative_id));
CREATE INDEX family_links_relative_idx ON public.family_links USING btree (relative_id);
REVOKE ALL ON TABLE public.family_links FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.family_links TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.family_links TO authenticated;
GRANT ALL ON TABLE public.family_links TO service_role;

-- A new link, as written from the memorial it is made on: `relative_id` is grave_id's parent, child, spouse or
-- sibling. Checks who may make it with messages a person can act on, then stores it in canonical form. Definer
-- rights: whether the pair is already linked must see links the caller cannot.
CREATE FUNCTION private.check_family_link_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  linked_from uuid := new.grave_id;
  other uuid := new.relative_id;
  owner_id uuid;
  reason text;
begin
  if new.relation is null or new.relation not in ('parent', 'child', 'spouse', 'sibling') then
    raise exception using errcode = '22023',
      message = 'Choose how they are related: parent, child, spouse or sibling.';
  end if;
  if linked_from is null or other is null then
    raise exception using errcode = '22023', message = 'Choose the two memorials to link.';
  end if;
  if linked_from = other then
    raise exception using errcode = '22023', message = 'A memorial cannot be linked to itself.';
  end if;
  -- Signed-in callers only; the service role (no user) is trusted, as for every other table.
  if caller is not null then
    if not (private.owns_grave(linked_from) or private.manages_grave(linked_from, array['editor'])) then
      raise exception using errcode = '42501',
        message = 'Only the owner and editors of a memorial can link it to family.';
    end if;
    -- The same answer whether the other memorial is missing or private: a link never reveals a memorial.
    if not private.can_read_grave(other) then
      raise exception using errcode = '42501', message = 'That memorial was not found, or you cannot see it.';
    end if;
    select g.user_id into owner_id from public.graves g where g.id = linked_from;
    if not private.plan_includes(owner_id, 'Family tree integration') then
      raise exception using errcode = 'P0001', message = 'Family links come with the Family plan.',
        hint = 'Upgrade to the Family plan to link family memorials.';
    end if;
    reason := private.grave_read_only_reason(linked_from);
    if reason is not null then
      raise exception using errcode = 'P0001', message = reason,
        hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
    end if;
  end if;

  -- Canonical form: a child link is its parent link seen from the other side; symmetric ones smaller id first.
  if new.relation = 'child' then
    new.grave_id := other;
    new.relative_id := linked_from;
    new.relation := 'parent';
  elsif new.relation in ('spouse', 'sibling') and new.grave_id > new.relative_id then
    new.grave_id := other;
    new.relative_id := linked_from;
  end if;

  -- One link per pair, checked under a lock so two requests at once get this answer rather than the index's.
  perform pg_advisory_xact_lock(
    hashtextextended('family_links:' || least(linked_from, other)::text || greatest(linked_from, other)::text, 0)
  );
  if exists (
    select 1 from public.family_links l
    where least(l.grave_id, l.relative_id) = least(linked_from, other)
      and greatest(l.grave_id, l.relative_id) = greatest(linked_from, other)
  ) then
    raise exception using errcode = '23505', message = 'These two memorials are already linked.',
      hint = 'Remove the link first to change how they are related.';
  end if;

  new.created_by := coalesce(caller, new.created_by);
  new.created_at := now();
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_family_link_insert() FROM PUBLIC;

-- The view is for reading. Without this trigger a write to it fails while planning (55000, a 500 from PostgREST)
-- before any privilege is checked; with it, the missing privilege answers (403), and the service role, which has
-- them, is told where links are written.
CREATE FUNCTION private.refuse_memorial_relatives_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception using errcode = '42501',
    message = 'Relatives are read here; links are added and removed in family_links.';
end;
$$;
REVOKE ALL ON FUNCTION private.refuse_memorial_relatives_write() FROM PUBLIC;

-- PostgREST computed field `graves?select=family_links_included`: whether the memorial's owner's plan lets its
-- owner and editors make new links, so the page offers the dialog or the upgrade prompt as the database will.
CREATE FUNCTION public.family_links_included(memorial public.graves) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.plan_includes(memorial.user_id, 'Family tree integration')
$$;
REVOKE ALL ON FUNCTION public.family_links_included(memorial public.graves) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.family_links_included(memorial public.graves) TO authenticated;
GRANT EXECUTE ON FUNCTION public.family_links_included(memorial public.graves) TO service_role;

-- Each memorial's relatives, from its side: `relation` is what the relative is to the memorial. Runs with the
-- caller's rights, so both the link's and the relative memorial's row-level security apply: a relative the caller
-- cannot see is not listed, not even by id.
CREATE VIEW public.memorial_relatives WITH (security_invoker='true', security_barrier='true') AS
 SELECT sides.link_id,
    sides.memorial_id,
    sides.relative_id,
    sides.relation,
    g.full_name,
    g.birth_date,
    g.death_date,
    g.person_image_url,
    g.slug,
    g.is_public
   FROM (( SELECT l.id AS link_id,
            l.grave_id AS memorial_id,
            l.relative_id,
            l.relation
           FROM public.family_links l
        UNION ALL
         SELECT l.id,
            l.relative_id,
            l.grave_id,
                CASE l.relation
                    WHEN 'parent'::text THEN 'child'::text
                    ELSE l.relation
                END AS relation
           FROM public.family_links l) sides
     JOIN public.graves g ON ((g.id = sides.relative_id)));
REVOKE ALL ON TABLE public.memorial_relatives FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.memorial_relatives TO service_role;
GRANT SELECT ON TABLE public.memorial_relatives TO anon;
GRANT SELECT ON TABLE public.memorial_relatives TO authenticated;

CREATE TRIGGER family_links_check_insert BEFORE INSERT ON public.family_links FOR EACH ROW EXECUTE FUNCTION private.check_family_link_insert();

CREATE TRIGGER memorial_relatives_read_only INSTEAD OF INSERT OR DELETE OR UPDATE ON public.memorial_relatives FOR EACH ROW EXECUTE FUNCTION private.refuse_memorial_relatives_write();

ALTER TABLE public.family_links ENABLE ROW LEVEL SECURITY;

-- The insert trigger below checks which side the caller edits and the plan, with messages; this is the floor.
CREATE POLICY "Owners and editors can link memorials they can see" ON public.family_links FOR INSERT TO authenticated WITH CHECK (((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text]) OR private.owns_grave(relative_id) OR private.manages_grave(relative_id, ARRAY['editor'::text])) AND private.can_read_grave(grave_id) AND private.can_read_grave(relative_id)));

-- Removing is never gated by the plan: after a downgrade the links stay, and their editors may still undo them.
CREATE POLICY "Owners and editors can remove a link of their memorial" ON public.family_links FOR DELETE TO authenticated USING ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text]) OR private.owns_grave(relative_id) OR private.manages_grave(relative_id, ARRAY['editor'::text])));

CREATE POLICY "Users can read links between memorials they can see" ON public.family_links FOR SELECT TO authenticated USING ((private.can_read_grave(grave_id) AND private.can_read_grave(relative_id)));

-- can_read_grave is true for anyone on a public memorial and for its owner and collaborators on a private one:
-- anon and strangers see links between two public memorials, collaborators those whose other side they can see.
CREATE POLICY "Visitors can read links between public memorials" ON public.family_links FOR SELECT TO anon USING ((private.can_read_grave(grave_id) AND private.can_read_grave(relative_id)));

-- ==== supabase/schemas/85_visits.sql ====

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

-- ==== supabase/schemas/90_import.sql ====

-- Importing memorials: an account archive (import_archive) and the bulk CSV import (import_memorials).

-- One coordinate: a JSON number within [-bound, bound], or null.
CREATE FUNCTION private.bulk_import_coordinate(item jsonb, key text, bound integer, label text) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  message text := case when bound = 90 then 'Latitude must be a number from -90 to 90.'
    else 'Longitude must be a number from -180 to 180.' end;
begin
  if coalesce(jsonb_typeof(item -> key), 'null') = 'null' then
    return null;
  end if;
  if jsonb_typeof(item -> key) <> 'number' or abs((item ->> key)::numeric) > bound then
    raise exception using errcode = '22023', message = format('%s: %s Nothing was imported.', label, message);
  end if;
  return (item ->> key)::double precision;
end;
$$;
REVOKE ALL ON FUNCTION private.bulk_import_coordinate(item jsonb, key text, bound integer, label text) FROM PUBLIC;

-- One date cell: yyyy-MM-dd (the page writes every accepted form so) or null.
CREATE FUNCTION private.bulk_import_date(item jsonb, key text, header text, label text) RETURNS date
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  written text := private.bulk_import_text(item, key, header, label);
begin
  if written is null then
    return null;
  end if;
  if written !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or written < '0001' then
    raise exception using errcode = '22023',
      message = format('%s: %s must be a date such as 1931-04-12 or April 12, 1931. Nothing was imported.', label, header);
  end if;
  begin
    return written::date;
  exception when others then
    raise exception using errcode = '22023',
      message = format('%s: %s: there is no such day as %s. Nothing was imported.', label, header, written);
  end;
end;
$_$;
REVOKE ALL ON FUNCTION private.bulk_import_date(item jsonb, key text, header text, label text) FROM PUBLIC;

-- One text cell of a row: trimmed, empty as null; anything but a string or null is refused with its column.
CREATE FUNCTION private.bulk_import_text(item jsonb, key text, header text, label text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if coalesce(jsonb_typeof(item -> key), 'null') = 'null' then
    return null;
  end if;
  if jsonb_typeof(item -> key) <> 'string' then
    raise exception using errcode = '22023', message = format('%s: %s must be text. Nothing was imported.', label, header);
  end if;
  return nullif(btrim(item ->> key), '');
end;
$$;
REVOKE ALL ON FUNCTION private.bulk_import_text(item jsonb, key text, header text, label text) FROM PUBLIC;

CREATE FUNCTION private.import_archive(archive jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  plan record;
  used integer;
  incoming integer;
  item jsonb;
  n integer;
  label text;
  source_id text;
  new_id uuid;
  ids jsonb := '{}'::jsonb;
  fields public.graves;
  reminder public.reminders;
  memory public.visitor_memories;
  photo text;
  photos jsonb := coalesce(archive -> 'grave_photos', '[]'::jsonb);
  gallery_limit integer;
  crowded record;
  gallery public.grave_photos;
  broken text;
  problem text;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'You must be signed in to import an archive.';
  end if;
  if jsonb_typeof(archive) is distinct from 'object' or jsonb_typeof(archive -> 'graves') is distinct from 'array' then
    raise exception using errcode = '22023', message = 'This is not an Evergreen archive: it has no list of memorials.';
  end if;
  if coalesce(jsonb_typeof(archive -> 'reminders'), 'array') <> 'array'
    or coalesce(jsonb_typeof(archive -> 'memories'), 'array') <> 'array' then
    raise exception using errcode = '22023', message = 'This is not an Evergreen archive: reminders and memories must be lists.';
  end if;
  if jsonb_typeof(photos) <> 'array' then
    raise exception using errcode = '22023', message = 'This is not an Evergreen archive: gallery photos must be a list.';
  end if;
  if jsonb_array_length(photos) > 100000 then
    raise exception using errcode = '22023', message = 'The archive is too large: at most 100000 gallery photos at a time.';
  end if;
  incoming := jsonb_array_length(archive -> 'graves');
  if incoming = 0 then
    raise exception using errcode = '22023', message = 'The archive holds no memorials.';
  end if;
  if incoming > 1000
    or jsonb_array_length(coalesce(archive -> 'reminders', '[]')) > 10000
    or jsonb_array_length(coalesce(archive -> 'memories', '[]')) > 10000 then
    raise exception using errcode = '22023',
      message = 'The archive is too large: at most 1000 memorials, 10000 reminders and 10000 memories at a time.';
  end if;

  -- The same lock as the memorial limit trigger, so a concurrent import or create cannot slip past the check.
  perform pg_advisory_xact_lock(hashtextextended('graves:' || caller::text, 0));
  select * into plan from private.plan_of(caller);
  select count(*) into used from public.graves g where g.user_id = caller;
  if plan.max_graves <> -1 and used + incoming > plan.max_graves then
    raise exception using errcode = 'P0001',
      message = format(
        'This archive holds %s %s, but your %s plan allows %s and you already have %s. Nothing was imported.',
        incoming, case when incoming = 1 then 'memorial' else 'memorials' end, plan.plan_name, plan.max_graves, used),
      hint = 'Upgrade your plan, or delete memorials, to import it.';
  end if;

  -- The gallery limit, per memorial of the archive, before anything is written (a new memorial's gallery is empty;
  -- the insert trigger checks each row again). Rows on memorials outside the archive do not count: they are skipped.
  select p.max_photos_per_memorial into gallery_limit from private.plans p where p.id = plan.plan_id;
  if gallery_limit is not null and gallery_limit <> -1 then
    select g.value ->> 'full_name' as full_name, counted.photos into crowded
    from (
      select item_photo ->> 'grave_id' as grave_id, count(*) as photos
      from jsonb_array_elements(photos) item_photo
      where jsonb_typeof(item_photo) = 'object'
      group by 1
    ) counted
    join jsonb_array_elements(archive -> 'graves') g on jsonb_typeof(g.value) = 'object'
      and g.value ->> 'id' = counted.grave_id
    where counted.photos > gallery_limit
    order by counted.photos desc
    limit 1;
    if found then
      raise exception using errcode = 'P0001',
        message = format(
          'The memorial "%s" in this archive has %s gallery photos, but your %s plan allows %s photos per memorial. Nothing was imported.',
          left(coalesce(crowded.full_name, ''), 80), crowded.photos, plan.plan_name, gallery_limit),
        hint = 'Upgrade your plan, or remove photos from the archive, to import it.';
    end if;
  end if;

  for item, n in select value, ordinality from jsonb_array_elements(archive -> 'graves') with ordinality loop
    label := format('Memorial %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a memorial.';
    end if;
    source_id := item ->> 'id';
    if source_id is null or ids ? source_id then
      raise exception using errcode = '22023', message = label || ' has no id, or the same id as another one.';
    end if;
    begin
      fields := jsonb_populate_record(null::public.graves, item);
    exception when others then
      raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
    -- Photos must be ones the page uploaded again into the caller's own folder (or images from elsewhere, which
    -- are only links): pointing a memorial at someone else's file would later let its removal release that file.
    foreach photo in array array[
      private.image_object_name(fields.image_url, 'grave-images'),
      private.image_object_name(fields.person_image_url, 'person-images')
    ] loop
      if photo is not null and split_part(photo, '/', 1) <> caller::text then
        raise exception using errcode = '42501',
          message = label || ' has a photo outside your own folder; upload it again before importing.';
      end if;
    end loop;
    begin
      insert into public.graves (
        user_id, full_name, birth_date, death_date, cemetery_name, plot_number, section, description, epitaph,
        memories, is_public, hide_from_search, image_url, person_image_url, latitude, longitude, slug, created_at
      ) values (
        caller, fields.full_name, fields.birth_date, fields.death_date, fields.cemetery_name, fields.plot_number,
        fields.section, fields.description, fields.epitaph, fields.memories, coalesce(fields.is_public, false),
        coalesce(fields.hide_from_search, false),
        fields.image_url, fields.person_image_url, fields.latitude, fields.longitude,
        -- A readable address someone took in the meantime is dropped rather than failing the whole restore.
        case when not exists (select 1 from public.graves g where g.slug = fields.slug) then fields.slug end,
        least(coalesce(fields.created_at, now()), now())
      )
      returning id into new_id;
    exception
      when check_violation or not_null_violation or string_data_right_truncation then
        get stacked diagnostics broken = constraint_name, problem = message_text;
        raise exception using errcode = '22023',
          message = format('%s ("%s") has an invalid value: %s', label, left(coalesce(fields.full_name, ''), 80),
            case
              when broken = 'graves_death_not_before_birth' then 'the date of death is before the date of birth.'
              when broken = 'graves_full_name_check' or fields.full_name is null then 'the name is empty.'
              when broken in ('graves_latitude_check', 'graves_longitude_check') then 'the location is out of range.'
              when broken = 'graves_slug_check' then 'the memorial address is not valid.'
              else problem
            end);
    end;
    ids := ids || jsonb_build_object(source_id, new_id);
  end loop;

  -- Reminders and memories follow their memorial; those on memorials outside the archive are skipped.
  for item, n in select value, ordinality from jsonb_array_elements(coalesce(archive -> 'reminders', '[]')) with ordinality loop
    label := format('Reminder %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a reminder.';
    end if;
    continue when not coalesce(ids ? (item ->> 'grave_id'), false);
    begin
      reminder := jsonb_populate_record(null::public.reminders, item);
      insert into public.reminders (
        grave_id, user_id, reminder_date, next_reminder_date, reminder_type, frequency, custom_message, is_active,
        created_at
      ) values (
        (ids ->> (item ->> 'grave_id'))::uuid, caller, reminder.reminder_date,
        coalesce(reminder.next_reminder_date, reminder.reminder_date), reminder.reminder_type,
        coalesce(reminder.frequency, 'once'), reminder.custom_message, coalesce(reminder.is_active, true),
        least(coalesce(reminder.created_at, now()), now())
      );
    exception when others then
      raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
  end loop;

  for item, n in select value, ordinality from jsonb_array_elements(coalesce(archive -> 'memories', '[]')) with ordinality loop
    label := format('Memory %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a memory.';
    end if;
    continue when not coalesce(ids ? (item ->> 'grave_id'), false);
    begin
      memory := jsonb_populate_record(null::public.visitor_memories, item);
      insert into public.visitor_memories (grave_id, user_id, memory_text, created_at)
      values (
        (ids ->> (item ->> 'grave_id'))::uuid, caller, memory.memory_text,
        least(coalesce(memory.created_at, now()), now())
      );
    exception when others then
      raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
  end loop;

  -- Gallery rows in their order (the insert trigger numbers them from 0 in the order they arrive, and sets the
  -- adder and the time); the caption comes back as it was.
  for item, n in
    select value, ordinality from jsonb_array_elements(photos) with ordinality
    order by value ->> 'grave_id',
      case when jsonb_typeof(value -> 'position') = 'number' then (value ->> 'position')::numeric end nulls last,
      ordinality
  loop
    label := format('Gallery photo %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a gallery photo.';
    end if;
    continue when not coalesce(ids ? (item ->> 'grave_id'), false);
    if jsonb_typeof(item -> 'storage_path') is distinct from 'string'
       or split_part(item ->> 'storage_path', '/', 1) <> caller::text then
      raise exception using errcode = '42501',
        message = label || ' is a file outside your own folder; upload it again before importing.';
    end if;
    begin
      gallery := jsonb_populate_record(null::public.grave_photos, item);
      insert into public.grave_photos (grave_id, storage_path, caption)
      values ((ids ->> (item ->> 'grave_id'))::uuid, gallery.storage_path, coalesce(gallery.caption, ''));
    exception
      when unique_violation then
        raise exception using errcode = '22023', message = label || ' is the same file as another photo of its memorial.';
      when sqlstate 'P0001' then
        raise;
      when others then
        raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
  end loop;

  return incoming;
end;
$$;
REVOKE ALL ON FUNCTION private.import_archive(archive jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.import_archive(archive jsonb) TO authenticated;

CREATE FUNCTION private.import_memorials(memorials jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := auth.uid();
  plan record;
  used integer;
  incoming integer;
  item jsonb;
  n integer;
  label text;
  full_name text;
  birth date;
  death date;
  latitude double precision;
  longitude double precision;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'You must be signed in to import memorials.';
  end if;
  if not private.plan_includes(caller, 'Bulk import/export') then
    raise exception using errcode = '42501',
      message = 'Bulk import comes with the Family plan. Upgrade to create many memorials at once from a CSV file.';
  end if;
  if jsonb_typeof(memorials) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'Send the memorials as a list.';
  end if;
  incoming := jsonb_array_length(memorials);
  if incoming = 0 then
    raise exception using errcode = '22023',
      message = 'This file holds no memorials: fill in one row under the header for each memorial.';
  end if;
  if incoming > 1000 then
    raise exception using errcode = '22023',
      message = format('This file holds %s memorials; at most 1,000 can be imported at a time. Split it into smaller files.',
        incoming);
  end if;

  -- The same lock as the memorial limit trigger, so a concurrent import or create cannot slip past the check.
  perform pg_advisory_xact_lock(hashtextextended('graves:' || caller::text, 0));
  select * into plan from private.plan_of(caller);
  select count(*) into used from public.graves g where g.user_id = caller;
  if plan.max_graves <> -1 and used + incoming > plan.max_graves then
    raise exception using errcode = 'P0001',
      message = format(
        'Your %s plan allows %s %s and you have %s: %s of these %s fit. Nothing was imported.',
        plan.plan_name, plan.max_graves, case when plan.max_graves = 1 then 'memorial' else 'memorials' end,
        used, greatest(plan.max_graves - used, 0), incoming),
      hint = 'Remove rows, or upgrade your plan, to import them.';
  end if;

  for item, n in select value, ordinality from jsonb_array_elements(memorials) with ordinality loop
    -- The spreadsheet's row number when the page gave one, else the position in the list after the header.
    label := format('Row %s',
      case when jsonb_typeof(item -> 'row') = 'number' and (item ->> 'row') ~ '^[0-9]{1,7}$'
        then item ->> 'row' else (n + 1)::text end);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a memorial. Nothing was imported.';
    end if;
    full_name := private.bulk_import_text(item, 'full_name', 'Full Name', label);
    if full_name is null then
      raise exception using errcode = '22023', message = label || ': Full Name is required. Nothing was imported.';
    end if;
    birth := private.bulk_import_date(item, 'birth_date', 'Birth Date', label);
    death := private.bulk_import_date(item, 'death_date', 'Death Date', label);
    if death < birth then
      raise exception using errcode = '22023',
        message = label || ': Death Date is before Birth Date. Nothing was imported.';
    end if;
    latitude := private.bulk_import_coordinate(item, 'latitude', 90, label);
    longitude := private.bulk_import_coordinate(item, 'longitude', 180, label);
    if (latitude is null) <> (longitude is null) then
      raise exception using errcode = '22023',
        message = label || ': Give both Latitude and Longitude, or neither. Nothing was imported.';
    end if;
    if coalesce(jsonb_typeof(item -> 'is_public'), 'null') not in ('boolean', 'null') then
      raise exception using errcode = '22023', message = label || ': Public must be yes or no. Nothing was imported.';
    end if;

    insert into public.graves (
      user_id, full_name, birth_date, death_date, cemetery_name, plot_number, section, description, epitaph,
      memories, is_public, latitude, longitude
    ) values (
      caller, full_name, birth, death,
      private.bulk_import_text(item, 'cemetery_name', 'Cemetery Name', label),
      private.bulk_import_text(item, 'plot_number', 'Plot Number', label),
      private.bulk_import_text(item, 'section', 'Section', label),
      private.bulk_import_text(item, 'description', 'Description', label),
      private.bulk_import_text(item, 'epitaph', 'Epitaph', label),
      private.bulk_import_text(item, 'memories', 'Memories', label),
      coalesce((item ->> 'is_public')::boolean, false),
      latitude, longitude
    );
  end loop;
  return incoming;
end;
$_$;
REVOKE ALL ON FUNCTION private.import_memorials(memorials jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.import_memorials(memorials jsonb) TO authenticated;

-- Restoring an archive keeps a memorial's address only when the importer may choose it now (plan, reserved
-- words, someone else's address or old address): otherwise it is dropped, as a taken one already was, rather than
-- failing the whole restore.
CREATE FUNCTION public.import_archive(archive jsonb) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.import_archive(
    case when jsonb_typeof(archive -> 'graves') = 'array' then
      jsonb_set(archive, '{graves}', coalesce((
        select jsonb_agg(
          case
            when jsonb_typeof(item) = 'object' and jsonb_typeof(item -> 'slug') = 'string'
              and not (private.may_choose_slug(auth.uid())
                and private.memorial_slug_status(item ->> 'slug', null) = 'available')
            then item - 'slug'
            else item
          end order by n)
        from jsonb_array_elements(archive -> 'graves') with ordinality as e(item, n)
      ), '[]'::jsonb))
    else archive end
  )
$$;
REVOKE ALL ON FUNCTION public.import_archive(archive jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.import_archive(archive jsonb) TO authenticated;

-- What the app calls (`rpc('import_memorials', { memorials })`): invoker rights in the exposed schema, handing
-- over to the definer above (Supabase's linter, 0028/0029). Answers the number of memorials created.
CREATE FUNCTION public.import_memorials(memorials jsonb) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.import_memorials(memorials)
$$;
REVOKE ALL ON FUNCTION public.import_memorials(memorials jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.import_memorials(memorials jsonb) TO authenticated;

-- ==== supabase/schemas/95_storage.sql ====

-- Uploads: the image buckets, the folder rules on storage.objects, and when a memorial's or gallery's file is
-- released to its uploader for deletion.

CREATE TABLE private.released_images (
    bucket_id text NOT NULL,
    name text NOT NULL,
    released_by uuid NOT NULL,
    released_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY private.released_images
    ADD CONSTRAINT released_images_pkey PRIMARY KEY (bucket_id, name, released_by);
ALTER TABLE ONLY private.released_images
    ADD CONSTRAINT released_images_released_by_fkey FOREIGN KEY (released_by) REFERENCES auth.users(id) ON DELETE CASCADE;
-- Deleting an account cascades from auth.users to private.released_images by released_by, which no index led
-- with (the primary key starts with bucket_id): every account deletion scanned the table. Supabase's database
-- linter reports it as 0001_unindexed_foreign_keys; test/platform/database-linter.test.ts keeps it fixed.
CREATE INDEX released_images_released_by_idx ON private.released_images USING btree (released_by);

-- The files of the account's own folders that other people's memorials show: delete-account leaves them in place.
CREATE FUNCTION private.account_kept_files(account uuid) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select distinct f.bucket_id, f.name
  from (
    select 'grave-images'::text, p.storage_path
    from public.grave_photos p
    join public.graves g on g.id = p.grave_id
    where g.user_id <> account
    union all
    select 'grave-images', private.image_object_name(g.image_url, 'grave-images')
    from public.graves g where g.user_id <> account
    union all
    select 'person-images', private.image_object_name(g.person_image_url, 'person-images')
    from public.graves g where g.user_id <> account
  ) f (bucket_id, name)
  where f.name like account::text || '/%'
$$;
REVOKE ALL ON FUNCTION private.account_kept_files(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.account_kept_files(account uuid) TO service_role;

-- Whether a memorial still shows a stored photo, as its cover, its portrait or in a gallery.
CREATE FUNCTION private.image_in_use(bucket text, object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.graves g
    where (bucket = 'grave-images' and private.image_object_name(g.image_url, 'grave-images') = object_name)
       or (bucket = 'person-images' and private.image_object_name(g.person_image_url, 'person-images') = object_name)
  ) or (
    bucket = 'grave-images' and exists (select 1 from public.grave_photos p where p.storage_path = object_name)
  )
$$;
REVOKE ALL ON FUNCTION private.image_in_use(bucket text, object_name text) FROM PUBLIC;

CREATE FUNCTION private.image_released_to_me(bucket text, object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.released_images r
    where r.bucket_id = bucket and r.name = object_name and r.released_by = auth.uid()
  )
$$;
REVOKE ALL ON FUNCTION private.image_released_to_me(bucket text, object_name text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.image_released_to_me(bucket text, object_name text) TO authenticated;

-- Releases a replaced or removed photo to whoever removed it, but keeps a cover that a gallery still shows: pointing a cover at someone's
-- gallery photo and removing it again must not be a way to delete their file.
CREATE FUNCTION private.release_image(url text, bucket text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  object_name text := private.image_object_name(url, bucket);
begin
  if object_name is null or auth.uid() is null or private.image_in_use(bucket, object_name) then
    return;
  end if;
  insert into private.released_images (bucket_id, name, released_by)
  values (bucket, object_name, auth.uid())
  on conflict do nothing;
end
$$;
REVOKE ALL ON FUNCTION private.release_image(url text, bucket text) FROM PUBLIC;

CREATE FUNCTION private.release_replaced_photos() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' or new.image_url is distinct from old.image_url then
    perform private.release_image(old.image_url, 'grave-images');
  end if;
  if tg_op = 'DELETE' or new.person_image_url is distinct from old.person_image_url then
    perform private.release_image(old.person_image_url, 'person-images');
  end if;
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.release_replaced_photos() FROM PUBLIC;

-- Whether a memorial that `account` does not own shows this stored photo (as its cover, portrait or in its gallery).
CREATE FUNCTION private.shown_by_others(account uuid, bucket text, object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.graves g
    where g.user_id <> account
      and ((bucket = 'grave-images' and private.image_object_name(g.image_url, 'grave-images') = object_name)
        or (bucket = 'person-images' and private.image_object_name(g.person_image_url, 'person-images') = object_name))
  ) or (
    bucket = 'grave-images' and exists (
      select 1 from public.grave_photos p
      join public.graves g on g.id = p.grave_id
      where p.storage_path = object_name and g.user_id <> account
    )
  )
$$;
REVOKE ALL ON FUNCTION private.shown_by_others(account uuid, bucket text, object_name text) FROM PUBLIC;

CREATE FUNCTION public.account_kept_files(account uuid) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select k.bucket_id, k.name from private.account_kept_files(account) k
$$;
REVOKE ALL ON FUNCTION public.account_kept_files(account uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.account_kept_files(account uuid) TO service_role;

CREATE TRIGGER graves_release_photos AFTER DELETE OR UPDATE OF image_url, person_image_url ON public.graves FOR EACH ROW EXECUTE FUNCTION private.release_replaced_photos();

ALTER TABLE private.released_images ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can delete images in their own folder" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Users can delete the photos they removed from a memorial" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND private.image_released_to_me(bucket_id, name)));

CREATE POLICY "Users can list the images in their own folder" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Users can replace images in their own folder" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- Storage answers a delete with the deleted objects (DELETE … RETURNING), which needs them readable too.
CREATE POLICY "Users can see the photos they removed from a memorial" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND private.image_released_to_me(bucket_id, name)));

CREATE POLICY "Users can upload images into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- Photo buckets. Objects are public to read by URL; writes go only into the uploader's own folder ({uid}/...).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('grave-images', 'grave-images', true, 10485760, array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('person-images', 'person-images', true, 10485760, array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do nothing;
