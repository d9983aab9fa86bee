-- Who may see what. Policies call these security-definer helpers so that graves and grave_managers can refer to
-- each other without recursing through each other's policies.

create or replace function private.is_service_role() returns boolean
language sql stable
set search_path = ''
as $$ select coalesce(auth.role() = 'service_role', false) $$;

create or replace function private.owns_grave(target_grave uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.graves g where g.id = target_grave and g.user_id = auth.uid())
$$;

create or replace function private.manages_grave(target_grave uuid, allowed_roles text[]) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.grave_managers m
    where m.grave_id = target_grave and m.user_id = auth.uid() and m.role = any (allowed_roles)
  )
$$;

create or replace function private.can_read_grave(target_grave uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
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

-- A name is shown to people who share something with its owner: their memories, memorials or collaborations.
create or replace function private.can_see_profile(target_profile uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
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

-- An e-mail only to its owner and to the owner of a memorial the person collaborates on (managing access).
create or replace function private.can_see_email(target_profile uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select target_profile = auth.uid()
    or private.is_service_role()
    or exists (
      select 1 from public.grave_managers m
      join public.graves g on g.id = m.grave_id
      where m.user_id = target_profile and g.user_id = auth.uid()
    )
$$;

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;

-- The profile as the API sees it. Owned by the migration role, so it reads private.profiles past RLS and applies
-- its own visibility rule; the e-mail column is blanked for everyone the rule above does not allow.
create view public.profiles with (security_barrier = true) as
select
  p.id,
  case when private.can_see_email(p.id) then p.email end as email,
  p.full_name,
  p.avatar_url,
  p.subscription_tier,
  p.created_at,
  p.updated_at
from private.profiles p
where private.can_see_profile(p.id);

create or replace function private.insert_profile() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.id is distinct from auth.uid() and not private.is_service_role() then
    raise exception using errcode = '42501', message = 'new row violates row-level security policy for table "profiles"';
  end if;
  -- The e-mail always comes from the account, never from the request, so nobody can claim another address.
  insert into private.profiles (id, email, full_name, avatar_url)
  select u.id, lower(u.email), new.full_name, new.avatar_url from auth.users u where u.id = new.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at;
  if new.created_at is null then
    raise exception using errcode = '23503', message = 'No account exists for this profile id.';
  end if;
  return new;
end;
$$;

create or replace function private.update_profile() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.id is distinct from auth.uid() and not private.is_service_role() then
    return null;
  end if;
  -- Only the display fields are the user's to change; e-mail follows the account and the tier the subscription.
  update private.profiles set full_name = new.full_name, avatar_url = new.avatar_url where id = old.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at;
  return new;
end;
$$;

create trigger profiles_insert instead of insert on public.profiles
  for each row execute function private.insert_profile();
create trigger profiles_update instead of update on public.profiles
  for each row execute function private.update_profile();

revoke all on public.profiles from anon, authenticated, service_role;
grant select on public.profiles to anon;
grant select, insert, update on public.profiles to authenticated;
grant select, insert, update on public.profiles to service_role;

-- Sharing needs to find a person by the exact address typed in, without being able to list anyone else.
create or replace function public.find_profile_by_email(lookup_email text)
returns table (id uuid, email text, full_name text)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.email, p.full_name
  from private.profiles p
  where auth.uid() is not null and p.email = lower(btrim(lookup_email))
$$;
revoke all on function public.find_profile_by_email(text) from public, anon;
grant execute on function public.find_profile_by_email(text) to authenticated, service_role;

create or replace function private.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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

create or replace function private.handle_user_email_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update private.profiles set email = lower(new.email) where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

create view public.user_subscription with (security_invoker = true) as
select s.price_id, s.status as subscription_status, s.payment_method_brand, s.payment_method_last4
from public.subscriptions s
where s.user_id = (select auth.uid());

revoke all on public.user_subscription from anon, authenticated, service_role;
grant select on public.user_subscription to authenticated, service_role;
