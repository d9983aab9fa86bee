-- Billing: subscriptions written only by the signed, idempotent Stripe webhook (apply_stripe_event), the plan
-- table as the API sees it, and the tier a subscription gives its profile.

-- Every Stripe event handled, by id: a redelivery (Stripe retries, and may deliver twice) is answered without
-- being applied again. Only the webhook's definer functions touch it.
CREATE TABLE private.stripe_events (
    id text NOT NULL,
    type text NOT NULL,
    created timestamp with time zone NOT NULL,
    user_id uuid,
    outcome text NOT NULL,
    processed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stripe_events_outcome_check CHECK ((outcome = ANY (ARRAY['applied'::text, 'stale'::text])))
);
ALTER TABLE ONLY private.stripe_events
    ADD CONSTRAINT stripe_events_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.stripe_events
    ADD CONSTRAINT stripe_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;
CREATE INDEX stripe_events_user_id_idx ON private.stripe_events USING btree (user_id);

-- Written only by the payment webhook (service role); users read their own row through public.user_subscription.
CREATE TABLE public.subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    customer_id text,
    subscription_id text,
    price_id text,
    status text DEFAULT 'not_started'::text NOT NULL,
    current_period_start timestamp with time zone,
    current_period_end timestamp with time zone,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    payment_method_brand text,
    payment_method_last4 text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    stripe_event_created timestamp with time zone
);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_customer_id_key UNIQUE (customer_id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_subscription_id_key UNIQUE (subscription_id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_user_id_key UNIQUE (user_id);
ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
REVOKE ALL ON TABLE public.subscriptions FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.subscriptions TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.subscriptions TO authenticated;
GRANT ALL ON TABLE public.subscriptions TO service_role;

-- Applies one verified Stripe event to the user's subscription row. `state` holds only the fields the event
-- tells (a failed invoice tells the status alone); a key that is absent keeps the stored value. The user is the
-- one given (checkout's client_reference_id, the subscription's metadata) or the owner of the customer id.
-- Answers 'applied', 'duplicate' (this event id was handled before), 'stale' (a newer event was applied
-- already) or 'unknown_customer' (nothing links the event to a user: nothing is recorded, so a redelivery
-- after the link exists still applies).
CREATE FUNCTION private.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) TO service_role;

-- The plans with the price id that buys each (null for Free), for the settings page and the checkout: the
-- price ids live in private.app_config only, so no client ever hard-codes one.
CREATE FUNCTION private.billing_plans() RETURNS TABLE(plan_id text, plan_name text, price_id text, monthly_price_cents integer, max_graves integer, max_collaborators integer, has_advanced_features boolean, features text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id, p.name, c.value, p.monthly_price_cents, p.max_graves, p.max_collaborators,
    p.has_advanced_features, p.features
  from private.plans p
  left join private.app_config c on c.key = p.price_config_key
  order by p.position
$$;
REVOKE ALL ON FUNCTION private.billing_plans() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.billing_plans() TO anon;
GRANT EXECUTE ON FUNCTION private.billing_plans() TO authenticated;
GRANT EXECUTE ON FUNCTION private.billing_plans() TO service_role;

-- Links a Stripe customer to a user, once: when two checkouts race, the first customer stored wins and both
-- get its id back.
CREATE FUNCTION private.remember_stripe_customer(account uuid, customer text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.remember_stripe_customer(account uuid, customer text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.remember_stripe_customer(account uuid, customer text) TO service_role;

-- Keeps the profile's tier in step with the subscription, for screens that only read the profile.
CREATE FUNCTION private.sync_subscription_tier() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update private.profiles set subscription_tier = (select plan_id from private.plan_of(new.user_id))
  where id = new.user_id;
  return new;
end;
$$;

CREATE FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.apply_stripe_event(event_id, event_type, event_created, account, customer, state)
$$;
REVOKE ALL ON FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, account uuid, customer text, state jsonb) TO service_role;

CREATE FUNCTION public.billing_plans() RETURNS TABLE(plan_id text, plan_name text, price_id text, monthly_price_cents integer, max_graves integer, max_collaborators integer, has_advanced_features boolean, features text[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.billing_plans()
$$;
REVOKE ALL ON FUNCTION public.billing_plans() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.billing_plans() TO anon;
GRANT EXECUTE ON FUNCTION public.billing_plans() TO authenticated;
GRANT EXECUTE ON FUNCTION public.billing_plans() TO service_role;

CREATE FUNCTION public.remember_stripe_customer(account uuid, customer text) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.remember_stripe_customer(account, customer)
$$;
REVOKE ALL ON FUNCTION public.remember_stripe_customer(account uuid, customer text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.remember_stripe_customer(account uuid, customer text) TO service_role;

CREATE VIEW public.user_subscription WITH (security_invoker='true') AS
 SELECT s.price_id,
    s.status AS subscription_status,
    s.payment_method_brand,
    s.payment_method_last4
   FROM public.subscriptions s
  WHERE (s.user_id = ( SELECT auth.uid() AS uid));
REVOKE ALL ON TABLE public.user_subscription FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.user_subscription TO authenticated;
GRANT SELECT ON TABLE public.user_subscription TO service_role;

CREATE TRIGGER subscriptions_set_updated_at BEFORE UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER subscriptions_sync_tier AFTER INSERT OR UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION private.sync_subscription_tier();

ALTER TABLE private.stripe_events ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can read their own subscription" ON public.subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
