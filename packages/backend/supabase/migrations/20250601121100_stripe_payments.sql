-- Payments (issue 12): the plan catalogue the checkout reads, one Stripe customer per user, and the webhook's
-- fulfilment, idempotent on the event id and safe against events that arrive out of order.

-- The monthly price shown on the checkout page, next to the plan it buys (spec section 9).
alter table private.plans add column if not exists monthly_price_cents integer not null default 0
  check (monthly_price_cents >= 0);
update private.plans set monthly_price_cents = case id when 'personal' then 500 when 'family' then 1000 else 0 end;

-- When the newest Stripe event applied to this row was created: an older event never overwrites it.
alter table public.subscriptions add column if not exists stripe_event_created timestamptz;

-- Every Stripe event handled, by id: a redelivery (Stripe retries, and may deliver twice) is answered without
-- being applied again. Only the webhook's definer functions touch it.
create table private.stripe_events (
  id text primary key,
  type text not null,
  created timestamptz not null,
  user_id uuid references auth.users (id) on delete set null,
  outcome text not null check (outcome in ('applied', 'stale')),
  processed_at timestamptz not null default now()
);
alter table private.stripe_events enable row level security;
revoke all on private.stripe_events from public, anon, authenticated, service_role;
create index stripe_events_user_id_idx on private.stripe_events (user_id);

-- The plans with the price id that buys each (null for Free), for the settings page and the checkout: the
-- price ids live in private.app_config only, so no client ever hard-codes one.
create or replace function private.billing_plans()
returns table (
  plan_id text,
  plan_name text,
  price_id text,
  monthly_price_cents integer,
  max_graves integer,
  max_collaborators integer,
  has_advanced_features boolean,
  features text[]
)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.name, c.value, p.monthly_price_cents, p.max_graves, p.max_collaborators,
    p.has_advanced_features, p.features
  from private.plans p
  left join private.app_config c on c.key = p.price_config_key
  order by p.position
$$;
revoke all on function private.billing_plans() from public;
grant execute on function private.billing_plans() to anon, authenticated, service_role;

create or replace function public.billing_plans()
returns table (
  plan_id text,
  plan_name text,
  price_id text,
  monthly_price_cents integer,
  max_graves integer,
  max_collaborators integer,
  has_advanced_features boolean,
  features text[]
)
language sql stable security invoker
set search_path = ''
as $$
  select * from private.billing_plans()
$$;
revoke all on function public.billing_plans() from public;
grant execute on function public.billing_plans() to anon, authenticated, service_role;

-- Links a Stripe customer to a user, once: when two checkouts race, the first customer stored wins and both
-- get its id back.
create or replace function private.remember_stripe_customer(account uuid, customer text)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
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
revoke all on function private.remember_stripe_customer(uuid, text) from public, anon, authenticated;
grant execute on function private.remember_stripe_customer(uuid, text) to service_role;

create or replace function public.remember_stripe_customer(account uuid, customer text)
returns text
language sql volatile security invoker
set search_path = ''
as $$
  select private.remember_stripe_customer(account, customer)
$$;
revoke all on function public.remember_stripe_customer(uuid, text) from public, anon, authenticated;
grant execute on function public.remember_stripe_customer(uuid, text) to service_role;

-- Applies one verified Stripe event to the user's subscription row. `state` holds only the fields the event
-- tells (a failed invoice tells the status alone); a key that is absent keeps the stored value. The user is the
-- one given (checkout's client_reference_id, the subscription's metadata) or the owner of the customer id.
-- Answers 'applied', 'duplicate' (this event id was handled before), 'stale' (a newer event was applied
-- already) or 'unknown_customer' (nothing links the event to a user: nothing is recorded, so a redelivery
-- after the link exists still applies).
create or replace function private.apply_stripe_event(
  event_id text,
  event_type text,
  event_created timestamptz,
  account uuid,
  customer text,
  state jsonb
)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
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
revoke all on function private.apply_stripe_event(text, text, timestamptz, uuid, text, jsonb)
  from public, anon, authenticated;
grant execute on function private.apply_stripe_event(text, text, timestamptz, uuid, text, jsonb) to service_role;

create or replace function public.apply_stripe_event(
  event_id text,
  event_type text,
  event_created timestamptz,
  account uuid,
  customer text,
  state jsonb
)
returns text
language sql volatile security invoker
set search_path = ''
as $$
  select private.apply_stripe_event(event_id, event_type, event_created, account, customer, state)
$$;
revoke all on function public.apply_stripe_event(text, text, timestamptz, uuid, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, timestamptz, uuid, text, jsonb) to service_role;
