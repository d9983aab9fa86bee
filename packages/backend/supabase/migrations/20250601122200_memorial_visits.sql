-- Visit counts (issue 15, Family plan: "Memorial analytics"): how many people opened a public memorial, per day,
-- for 90 days. Counted without cookies or personal data, as Plausible does: a visitor is known only by a hash of
-- (client address, user agent, memorial) salted with a secret that changes every day and is then forgotten, so
-- one visitor counts once per memorial per day and nobody, the operator included, can tell who visited or link
-- one day's visitors to another's. The memorial-visit edge function states the address and user agent it saw; only
-- the service role may record a visit.

insert into private.app_config (key, value) values
  -- A script varying its user agent from one address cannot inflate a memorial's count past this a day...
  ('visits_per_address_per_memorial', '20'),
  -- ...nor fill the table by walking every public memorial (a family's shared connection stays well below).
  ('visits_per_address_per_day', '500')
on conflict (key) do nothing;

-- One salt per day, kept only for that day: the first visit of a new day makes the next and deletes the last.
create table private.visit_salts (
  day date primary key,
  salt bytea not null
);
alter table private.visit_salts enable row level security;
revoke all on private.visit_salts from anon, authenticated, service_role;

-- Today's visitors, as two salted hashes and nothing else; deleted with the day's salt (they mean nothing after).
create table private.memorial_visitors (
  grave_id uuid not null references public.graves (id) on delete cascade,
  day date not null,
  -- sha256(salt, memorial, address, user agent): one count per visitor per memorial per day.
  visitor_hash bytea not null,
  -- sha256(salt, address): what the caps per address count.
  address_hash bytea not null,
  primary key (grave_id, day, visitor_hash)
);
create index memorial_visitors_address_idx on private.memorial_visitors (day, address_hash, grave_id);
alter table private.memorial_visitors enable row level security;
revoke all on private.memorial_visitors from anon, authenticated, service_role;

-- What the owner reads: visits per memorial per day (UTC), for the last 90 days.
create table public.memorial_daily_visits (
  grave_id uuid not null references public.graves (id) on delete cascade,
  day date not null,
  visits integer not null default 0 check (visits >= 0),
  primary key (grave_id, day)
);
alter table public.memorial_daily_visits enable row level security;

-- Only the memorial's owner, and only while their plan sells the feature (editors and viewers do not: the
-- figures are part of the owner's plan). Nobody but the service role writes.
create policy "Owners with memorial analytics read their memorials' visits" on public.memorial_daily_visits
  for select to authenticated
  using (
    private.owns_grave(grave_id) and private.plan_includes((select auth.uid()), 'Memorial analytics')
  );
revoke all on public.memorial_daily_visits from anon;
revoke insert, update, delete, truncate on public.memorial_daily_visits from authenticated;
grant select on public.memorial_daily_visits to authenticated;
grant all on public.memorial_daily_visits to service_role;

-- The salt of `visit_day`, made on the day's first visit. Making it is also when the past is forgotten: earlier
-- salts, the visitor hashes made with them, and every memorial's counts older than 90 days.
create or replace function private.visit_salt(visit_day date) returns bytea
language plpgsql volatile security definer
set search_path = ''
as $$
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
revoke all on function private.visit_salt(date) from public, anon, authenticated;

-- Counts one visit of a memorial, answering whether it counted. Not counted: a missing or private memorial, one
-- whose owner's plan lacks analytics, the owner's or a collaborator's own visit (`viewer`, when the function
-- knows who is signed in), a visitor already counted today, and an address past its caps.
create or replace function private.record_memorial_visit(
  memorial uuid, client_address text, user_agent text, viewer uuid, at timestamptz
) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
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
revoke all on function private.record_memorial_visit(uuid, text, text, uuid, timestamptz) from public, anon, authenticated;
grant execute on function private.record_memorial_visit(uuid, text, text, uuid, timestamptz) to service_role;

-- `rpc('record_memorial_visit', { memorial, client_address, user_agent, viewer })`: the memorial-visit function
-- (service role) only. `at` lets tests count as of another moment.
create or replace function public.record_memorial_visit(
  memorial uuid,
  client_address text default null,
  user_agent text default null,
  viewer uuid default null,
  at timestamptz default null
) returns boolean
language sql volatile security invoker
set search_path = ''
as $$
  select private.record_memorial_visit(memorial, left(client_address, 64), left(user_agent, 512), viewer, at)
$$;
revoke all on function public.record_memorial_visit(uuid, text, text, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.record_memorial_visit(uuid, text, text, uuid, timestamptz) to service_role;
