-- The plan table of spec section 9 lives here and only here: the limit triggers, the profile's tier and the
-- page (through public.my_plan) all read it, so an operator who changes a price id in private.app_config
-- changes what the page shows and what the database enforces together.

create table private.plans (
  id text primary key,
  name text not null unique,
  -- Listing order, cheapest first; when two plans share a price id the later one wins.
  position smallint not null unique,
  -- -1 means unlimited, as in the spec.
  max_graves integer not null check (max_graves = -1 or max_graves >= 0),
  max_collaborators integer not null check (max_collaborators = -1 or max_collaborators >= 0),
  has_advanced_features boolean not null,
  features text[] not null,
  -- The app_config key holding the payment provider's price id; null for Free, which no price buys.
  price_config_key text unique references private.app_config (key)
);
alter table private.plans enable row level security;
revoke all on private.plans from anon, authenticated;

insert into private.plans
  (id, name, position, max_graves, max_collaborators, has_advanced_features, features, price_config_key)
values
  ('free', 'Free', 1, 5, 1, false,
    array['Public sharing', 'Location mapping', 'Basic photo storage', 'Mobile access'], null),
  ('personal', 'Personal', 2, 25, 3, true,
    array['Basic PDF export', 'Reminder system', 'Enhanced photo storage', 'Custom memorial URLs',
      'Priority email support', 'Ad-free'],
    'price_id_personal'),
  ('family', 'Family', 3, -1, 10, true,
    array['Rich PDF export', 'Priority support', 'Advanced reminder system', 'Premium photo storage',
      'Family tree integration', 'Memorial analytics', 'Bulk import/export', 'Ad-free'],
    'price_id_family');

-- Same signature as before, so the triggers of the plan-limits migration keep calling it; the limits now come
-- from the table. Spec section 4: no subscription, no price id or an unknown one is Free.
create or replace function private.plan_of(account uuid)
returns table (plan_id text, plan_name text, max_graves integer, max_collaborators integer)
language sql stable security definer
set search_path = ''
as $$
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

-- The current user's plan, what they use of it and their subscription, in one call for the page. The counts
-- are the ones the limit triggers check: memorials they own, and collaborators across those memorials.
-- Definer rights read only the caller's own rows; without a user there is nothing to read.
create or replace function private.my_plan()
returns table (
  plan_id text,
  plan_name text,
  max_graves integer,
  max_collaborators integer,
  has_advanced_features boolean,
  graves_count integer,
  collaborators_count integer,
  subscription_status text,
  payment_method_brand text,
  payment_method_last4 text
)
language sql stable security definer
set search_path = ''
as $$
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
revoke all on function private.my_plan() from public;
grant execute on function private.my_plan() to authenticated;

-- What the app calls: a security-definer function must not sit in an exposed schema (Supabase's linter,
-- 0028/0029), so this one runs with the caller's rights and hands over to the definer above.
create or replace function public.my_plan()
returns table (
  plan_id text,
  plan_name text,
  max_graves integer,
  max_collaborators integer,
  has_advanced_features boolean,
  graves_count integer,
  collaborators_count integer,
  subscription_status text,
  payment_method_brand text,
  payment_method_last4 text
)
language sql stable security invoker
set search_path = ''
as $$
  select * from private.my_plan()
$$;
revoke all on function public.my_plan() from public, anon, service_role;
grant execute on function public.my_plan() to authenticated;

-- The three closed lists of the data are Postgres enums, defined here once: the generated database types carry
-- them to the app (`Enums<'collaborator_role'>`...), where packages/domain labels them.
create type public.collaborator_role as enum ('viewer', 'editor');
create type public.reminder_type as enum ('visit_reminder', 'birthday', 'death_anniversary', 'maintenance', 'custom');
create type public.reminder_frequency as enum ('once', 'weekly', 'monthly', 'quarterly', 'biannually', 'yearly');

alter table public.grave_managers drop constraint grave_managers_role_check;
alter table public.grave_managers
  alter column role drop default,
  alter column role type public.collaborator_role using role::public.collaborator_role,
  alter column role set default 'viewer';

alter table public.reminders drop constraint reminders_reminder_type_check;
alter table public.reminders drop constraint reminders_frequency_check;
alter table public.reminders
  alter column reminder_type type public.reminder_type using reminder_type::public.reminder_type,
  alter column frequency drop default,
  alter column frequency type public.reminder_frequency using frequency::public.reminder_frequency,
  alter column frequency set default 'once';

-- The helpers that compared the role as text; same signatures, so the policies keep calling them.
create or replace function private.manages_grave(target_grave uuid, allowed_roles text[]) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.grave_managers m
    where m.grave_id = target_grave and m.user_id = auth.uid() and m.role::text = any (allowed_roles)
  )
$$;

-- 20250601120700's sharing function, unchanged but for the role: checked against the enum, inserted as one.
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
$$;
