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
  -- Definer rights read only the caller's own rows; without a user there is nothing to read.
  where me.id is not null
$$;

revoke all on function public.my_plan() from public, anon;
grant execute on function public.my_plan() to authenticated, service_role;
