-- Sharing starts from an e-mail the sharer already knows (issue 9). Before this migration anyone could read a
-- visitor memory's user_id on a public memorial, insert that person as a collaborator of a memorial of their own,
-- and then read the person's e-mail through public.profiles, a view that read past row-level security. Now:
--   * collaborators are added only by public.share_memorial(grave_id, email, role), which finds the account by
--     the exact address the owner typed and keeps that address on the row (grave_managers.invited_email), the
--     only e-mail an owner is ever shown for a collaborator;
--   * the owner changes nothing but the role of a collaborator row (no handing access on to someone else);
--   * public.profiles runs with the caller's rights (security_invoker) and shows an e-mail to its owner only;
--   * e-mail lookups are limited per user, so nobody can test thousands of addresses;
--   * a collaborator leaves by deleting their own row (the delete policy of 20250601120200 already allows it).

-- 1. The address the owner typed.
alter table public.grave_managers
  add column invited_email text check (invited_email = lower(invited_email) and length(invited_email) <= 254);
-- Rows shared before: their owners were shown these addresses by the old view already, so nothing new leaks.
update public.grave_managers m set invited_email = p.email from private.profiles p where p.id = m.user_id;
alter table public.grave_managers alter column invited_email set not null;

-- share_memorial always passes the typed address; rows the service role adds (support, fixtures) may leave it out.
create or replace function private.fill_invited_email() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.invited_email is null then
    select p.email into new.invited_email from private.profiles p where p.id = new.user_id;
  end if;
  return new;
end;
$$;
revoke all on function private.fill_invited_email() from public;
create trigger grave_managers_fill_invited_email before insert on public.grave_managers
  for each row execute function private.fill_invited_email();

-- 2. No direct insert of an arbitrary user id, and an owner changes only the role of a collaborator row.
drop policy "Owners can share their memorials" on public.grave_managers;
revoke insert, update on public.grave_managers from anon, authenticated;
grant update (role) on public.grave_managers to authenticated;

-- 3. E-mail lookups per user: at most `email_lookups_per_window` in `email_lookup_window_seconds`.
create table private.email_lookups (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  looked_up_at timestamptz not null default now()
);
create index email_lookups_user_id_looked_up_at_idx on private.email_lookups (user_id, looked_up_at);
-- Only the functions below touch it; no policy, so no API role reads or writes it.
alter table private.email_lookups enable row level security;

insert into private.app_config (key, value) values
  ('email_lookups_per_window', '20'),
  ('email_lookup_window_seconds', '600')
on conflict (key) do nothing;

-- Counts one lookup for the caller, or refuses with 429 when the window is full. The caller's transaction must
-- commit for the count to stay, so callers do the lookup after every check that can fail and report "no such
-- account" as an empty answer, never as an error.
create or replace function private.note_email_lookup() returns void
language plpgsql security definer
set search_path = ''
as $$
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
revoke all on function private.note_email_lookup() from public;

-- 4. Sharing. Nothing about an account may be learnt before its lookup is counted, and a count only stays when the
-- call commits; so every refusal that can come after the lookup must also be possible before it. Self-sharing
-- and duplicates are caught first from what the owner knows (their own address, the addresses they shared to),
-- then the plan's collaborator limit, the rate limit, and the lookup. The insert trigger of 20250601120300 still
-- refuses self and duplicates by account (an address that changed since) with the same messages.
create or replace function private.share_memorial(target_grave uuid, typed_email text, new_role text)
returns setof public.grave_managers
language plpgsql volatile security definer
set search_path = ''
as $$
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
  if new_role is null or new_role not in ('viewer', 'editor') then
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
    values (target_grave, invitee, new_role, address)
    returning m.*;
end;
$$;
revoke all on function private.share_memorial(uuid, text, text) from public;
grant execute on function private.share_memorial(uuid, text, text) to authenticated;

-- What the app calls. A security-definer function must not sit in an exposed schema (Supabase's linter, 0028/0029),
-- so this one runs with the caller's rights and hands over to the definer above, which only signed-in users reach.
create or replace function public.share_memorial(grave_id uuid, email text, role text default 'viewer')
returns setof public.grave_managers
language sql volatile security invoker
set search_path = ''
as $$
  select * from private.share_memorial(share_memorial.grave_id, share_memorial.email, share_memorial.role)
$$;
revoke all on function public.share_memorial(uuid, text, text) from public, anon, service_role;
grant execute on function public.share_memorial(uuid, text, text) to authenticated;

-- share_memorial replaces it: a lookup that did not count and answered any signed-in user's question.
drop function public.find_profile_by_email(text);

-- 5. public.profiles with the caller's rights. Row visibility moves into policies on private.profiles (the same
-- rule as before: a name is shown to people who share something with its owner), and the e-mail column is
-- never granted to the API roles: only its owner (or the service role) reads it, through this function.
create or replace function private.visible_email(profile uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select p.email from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$$;
revoke all on function private.visible_email(uuid) from public;
grant execute on function private.visible_email(uuid) to anon, authenticated, service_role;

drop policy "Users can read their own profile row" on private.profiles;
create policy "Visitors can read the names of people whose memories are public" on private.profiles
  for select to anon using (private.can_see_profile(id));
create policy "Users can read the profiles of people they share something with" on private.profiles
  for select to authenticated using (private.can_see_profile(id));
grant select (id, full_name, avatar_url, subscription_tier, created_at, updated_at) on private.profiles
  to anon, authenticated, service_role;

create or replace view public.profiles with (security_invoker = true, security_barrier = true) as
select
  p.id,
  private.visible_email(p.id) as email,
  p.full_name,
  p.avatar_url,
  p.subscription_tier,
  p.created_at,
  p.updated_at
from private.profiles p;
alter view public.profiles set (security_invoker = true, security_barrier = true);

-- The old view's e-mail rule (owners saw a collaborator's current address, typed or not).
drop function private.can_see_email(uuid);
