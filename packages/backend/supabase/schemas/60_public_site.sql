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
