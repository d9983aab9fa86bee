-- Custom memorial URLs (issue 15, item 2): the owner of a memorial on a plan with advanced features (Personal,
-- Family) gives it a readable address, /graves/{slug}, beside its id address, which keeps working. A changed or
-- removed address keeps leading to its memorial for a year (grave_slug_redirects), so printed plaques and shared
-- links do not break, and nobody else can take it in that year.
--
-- graves.slug exists since the first migration (format and uniqueness, at most 80 characters). The rules a person
-- choosing an address meets are checked here, when a signed-in user sets one; the service role and the seed (the
-- demo memorial at /graves/demo) are trusted. Rows that already hold a slug keep it.

-- Words the app's own paths use, or that would mislead; the same list is in packages/domain/src/memorial-slug.ts
-- (test/memorial-slugs.test.ts keeps them equal).
create or replace function private.reserved_slugs() returns text[]
language sql immutable
set search_path = ''
as $$
  select array[
    'about', 'account', 'admin', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'checkout', 'contact',
    'dashboard', 'demo', 'edit', 'evergreen', 'faq', 'functions', 'grave', 'graves', 'help', 'home', 'index',
    'login', 'logout', 'mailbox', 'memorial', 'memorials', 'new', 'plans', 'pricing', 'privacy', 'profile',
    'register', 'rest', 'robots', 'robots-txt', 'root', 'search', 'settings', 'share', 'sign-in', 'sign-out',
    'sign-up', 'signin', 'signup', 'sitemap', 'sitemap-xml', 'static', 'storage', 'support', 'terms', 'www'
  ]
$$;

-- null when the address may be chosen as far as its text goes, else 'invalid' or 'reserved'. An id-shaped text
-- is refused: /graves/{x} reads a UUID as an id.
create or replace function private.slug_text_problem(candidate text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when candidate is null
      or char_length(candidate) not between 3 and 60
      or candidate !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
      or candidate ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then 'invalid'
    when candidate = any (private.reserved_slugs()) then 'reserved'
  end
$$;

create table public.grave_slug_redirects (
  slug text primary key,
  grave_id uuid not null references public.graves (id) on delete cascade,
  changed_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > changed_at)
);
create index grave_slug_redirects_grave_id_idx on public.grave_slug_redirects (grave_id);

alter table public.grave_slug_redirects enable row level security;
revoke all on public.grave_slug_redirects from anon, authenticated;
grant select on public.grave_slug_redirects to authenticated;
grant all on public.grave_slug_redirects to service_role;

-- Owners see their memorials' old addresses; visitors reach them only through resolve_memorial_slug, which checks
-- that the memorial may be read. Rows are written only by the trigger below.
create policy "Owners can read their memorials' old addresses" on public.grave_slug_redirects
  for select to authenticated using (private.owns_grave(grave_id));

-- 'available', 'taken', 'reserved' or 'invalid' for a memorial (null: a new one). Taken: another memorial's
-- address, or its old address within its year. A memorial's own current or old address is available to it.
create or replace function private.memorial_slug_status(candidate text, memorial uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
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
revoke all on function private.memorial_slug_status(text, uuid) from public;
grant execute on function private.memorial_slug_status(text, uuid) to authenticated, service_role;

-- The plans whose owners may choose addresses, named for messages: 'Personal or Family'.
create or replace function private.custom_url_plans() returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    regexp_replace(string_agg(p.name, ', ' order by p.position), ', ([^,]*)$', ' or \1'),
    'a paid')
  from private.plans p where p.has_advanced_features
$$;

create or replace function private.may_choose_slug(account uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((
    select p.has_advanced_features
    from private.plan_of(account) plan join private.plans p on p.id = plan.plan_id
  ), false)
$$;

create or replace function private.check_grave_slug() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
revoke all on function private.check_grave_slug() from public, anon, authenticated;

create trigger graves_check_slug before insert or update of slug on public.graves
  for each row execute function private.check_grave_slug();

create or replace function private.keep_old_slug() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.grave_slug_redirects (slug, grave_id, changed_at, expires_at)
  values (old.slug, old.id, now(), now() + interval '1 year')
  on conflict (slug) do update
    set grave_id = excluded.grave_id, changed_at = excluded.changed_at, expires_at = excluded.expires_at;
  return null;
end;
$$;
revoke all on function private.keep_old_slug() from public, anon, authenticated;

create trigger graves_keep_old_slug after update of slug on public.graves
  for each row when (old.slug is not null and old.slug is distinct from new.slug)
  execute function private.keep_old_slug();

-- The memorial an address leads to, for whoever asks (anon too), only when they may read it: its id and its
-- current address (null when it has none now: the app then uses the id address). No row otherwise, the same for
-- a private memorial as for none, so a private memorial's address reveals nothing.
create or replace function private.resolve_memorial_slug(address text)
returns table (grave_id uuid, current_slug text)
language sql stable security definer
set search_path = ''
as $$
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
revoke all on function private.resolve_memorial_slug(text) from public;
grant execute on function private.resolve_memorial_slug(text) to anon, authenticated, service_role;

-- What the app calls: invoker rights in the exposed schema, handing over to the definers above (as import_archive).
create or replace function public.resolve_memorial_slug(address text)
returns table (grave_id uuid, current_slug text)
language sql stable security invoker
set search_path = ''
as $$
  select r.grave_id, r.current_slug from private.resolve_memorial_slug(address) r
$$;
revoke all on function public.resolve_memorial_slug(text) from public;
grant execute on function public.resolve_memorial_slug(text) to anon, authenticated, service_role;

-- As the owner types: 'available', 'taken', 'reserved' or 'invalid' (memorial_id: the memorial being edited).
create or replace function public.memorial_slug_status(address text, memorial_id uuid default null)
returns text
language sql stable security invoker
set search_path = ''
as $$
  select private.memorial_slug_status(address, memorial_id)
$$;
revoke all on function public.memorial_slug_status(text, uuid) from public, anon;
grant execute on function public.memorial_slug_status(text, uuid) to authenticated, service_role;

-- Restoring an archive keeps a memorial's address only when the importer may choose it now (plan, reserved
-- words, someone else's address or old address): otherwise it is dropped, as a taken one already was, rather than
-- failing the whole restore.
create or replace function public.import_archive(archive jsonb)
returns integer
language sql volatile security invoker
set search_path = ''
as $$
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
