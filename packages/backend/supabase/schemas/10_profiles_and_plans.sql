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
    locale text DEFAULT 'en'::text NOT NULL,
    CONSTRAINT profiles_email_check CHECK ((email = lower(email))),
    CONSTRAINT profiles_locale_check CHECK ((locale = ANY (ARRAY['en'::text, 'es'::text, 'de'::text, 'fr'::text, 'ar'::text]))),
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
      where vm.user_id = target_profile
        and ((vm.status = 'published' and private.can_read_grave(vm.grave_id))
          or private.owns_grave(vm.grave_id) or private.manages_grave(vm.grave_id, array['editor']))
    )
    or exists (
      select 1 from public.tributes t
      where t.user_id = target_profile and t.note is not null
        and ((t.status = 'published' and private.can_read_grave(t.grave_id))
          or private.owns_grave(t.grave_id) or private.manages_grave(t.grave_id, array['editor']))
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
  -- The language the person signed up in (the app sends the page's locale), else English.
  insert into private.profiles (id, email, full_name, avatar_url, locale)
  values (
    new.id,
    lower(new.email),
    nullif(new.raw_user_meta_data ->> 'full_name', ''),
    nullif(new.raw_user_meta_data ->> 'avatar_url', ''),
    case when new.raw_user_meta_data ->> 'locale' in ('en', 'es', 'de', 'fr', 'ar')
      then new.raw_user_meta_data ->> 'locale' else 'en' end
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
  insert into private.profiles (id, email, full_name, avatar_url, time_zone, email_reminders, locale)
  select u.id, lower(u.email), new.full_name, new.avatar_url, coalesce(new.time_zone, 'UTC'),
    coalesce(new.email_reminders, true), coalesce(new.locale, 'en')
  from auth.users u where u.id = new.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders,
    locale
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders, new.locale;
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

-- Supabase's pattern for two-step sign-in in row-level security: what cannot be undone needs an aal2 session (a
-- code entered in it) from a user who has a verified factor; users without one are not asked for more.
CREATE FUNCTION private.session_meets_mfa() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    or not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
$$;
REVOKE ALL ON FUNCTION private.session_meets_mfa() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.session_meets_mfa() TO authenticated;
GRANT EXECUTE ON FUNCTION private.session_meets_mfa() TO service_role;

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
    email_reminders = new.email_reminders, locale = new.locale
  where id = old.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders,
    locale
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders, new.locale;
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

-- The language the app, the e-mails and the calendar feed speak to this person.
CREATE FUNCTION private.visible_locale(profile uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.locale from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$$;
REVOKE ALL ON FUNCTION private.visible_locale(profile uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.visible_locale(profile uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.visible_locale(profile uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.visible_locale(profile uuid) TO service_role;

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
    private.visible_email_reminders(p.id) AS email_reminders,
    private.visible_locale(p.id) AS locale
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
