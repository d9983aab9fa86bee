-- Plan limits and sharing rules of spec sections 5 and 8, checked where no client can skip them.

-- The two paid price ids in one place: change them here (or with an update) to match the payment provider.
create table private.app_config (
  key text primary key,
  value text not null
);
alter table private.app_config enable row level security;
insert into private.app_config (key, value) values
  ('price_id_personal', 'price_personal_monthly'),
  ('price_id_family', 'price_family_monthly')
on conflict (key) do nothing;

-- The plan follows the subscription's price id only, as the app decides it (spec section 4).
create or replace function private.plan_of(account uuid)
returns table (plan_id text, plan_name text, max_graves integer, max_collaborators integer)
language sql stable security definer
set search_path = ''
as $$
  with chosen as (
    select case (select s.price_id from public.subscriptions s where s.user_id = account)
      when (select value from private.app_config where key = 'price_id_family') then 'family'
      when (select value from private.app_config where key = 'price_id_personal') then 'personal'
      else 'free'
    end as plan_id
  )
  select
    plan_id,
    initcap(plan_id),
    case plan_id when 'family' then -1 when 'personal' then 25 else 5 end,
    case plan_id when 'family' then 10 when 'personal' then 3 else 1 end
  from chosen
$$;

create or replace function private.limit_message(plan_name text, max_count integer, thing text) returns text
language sql immutable
set search_path = ''
as $$
  select format('You''ve reached your %s plan limit of %s %s...',
    plan_name, max_count, case when max_count = 1 then thing else thing || 's' end)
$$;

create or replace function private.check_grave_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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

create or replace function private.check_grave_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is not null
    and (new.user_id is distinct from old.user_id or new.created_by is distinct from old.created_by) then
    raise exception using errcode = '42501', message = 'The owner of a memorial cannot be changed.';
  end if;
  return new;
end;
$$;

create trigger graves_check_insert before insert on public.graves
  for each row execute function private.check_grave_insert();
create trigger graves_check_update before update on public.graves
  for each row execute function private.check_grave_update();

create or replace function private.check_manager_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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

create trigger grave_managers_check_insert before insert on public.grave_managers
  for each row execute function private.check_manager_insert();

-- Keeps the profile's tier in step with the subscription, for screens that only read the profile.
create or replace function private.sync_subscription_tier() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update private.profiles set subscription_tier = (select plan_id from private.plan_of(new.user_id))
  where id = new.user_id;
  return new;
end;
$$;

create trigger subscriptions_sync_tier after insert or update on public.subscriptions
  for each row execute function private.sync_subscription_tier();

revoke all on function private.plan_of(uuid) from public;
grant execute on function private.plan_of(uuid) to authenticated, service_role;
