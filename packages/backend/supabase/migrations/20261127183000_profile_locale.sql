-- issue 28: profiles.locale, the language the app, the e-mails and the calendar feed speak to a person; the
-- reminder claims and the calendar feed hand it (and the time zone) to the functions that write them.


drop function if exists "private"."claim_due_reminders"(batch integer, as_of timestamp with time zone);

drop function if exists "public"."claim_due_reminders"(batch integer, as_of timestamp with time zone);

alter table "private"."profiles" add column "locale" text not null default 'en'::text;

alter table "private"."profiles" add constraint "profiles_locale_check" CHECK ((locale = ANY (ARRAY['en'::text, 'es'::text, 'de'::text, 'fr'::text, 'ar'::text]))) not valid;

alter table "private"."profiles" validate constraint "profiles_locale_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.visible_locale(profile uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.locale from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$function$
;

CREATE OR REPLACE FUNCTION private.calendar_feed(token text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'reminders',
    coalesce(
      (
        select jsonb_agg(
          jsonb_build_object(
            'id', r.id,
            'reminder_type', r.reminder_type,
            'frequency', r.frequency,
            'next_reminder_date', r.next_reminder_date,
            'anchor_day', r.anchor_day,
            'custom_message', r.custom_message,
            'created_at', r.created_at,
            'grave_id', g.id,
            'full_name', g.full_name,
            'cemetery_name', g.cemetery_name,
            'section', g.section,
            'plot_number', g.plot_number,
            'days_before',
            case when private.plan_includes(g.user_id, 'Advanced reminder system') then r.days_before else 0 end,
            'followed', r.user_id <> t.user_id
          )
          order by r.next_reminder_date, r.id
        )
        from public.reminders r
        join public.graves g on g.id = r.grave_id
        where r.is_active
          and (
            (
              r.user_id = t.user_id
              and (
                g.is_public
                or g.user_id = t.user_id
                or exists (select 1 from public.grave_managers m where m.grave_id = g.id and m.user_id = t.user_id)
              )
            )
            or (
              r.user_id = g.user_id
              and r.user_id <> t.user_id
              and exists (
                select 1 from public.reminder_followers f where f.grave_id = g.id and f.user_id = t.user_id
              )
              and private.can_follow_reminders(g.id, t.user_id)
            )
          )
      ),
      '[]'::jsonb
    ),
    -- The token owner's language: the events' titles and descriptions are written in it.
    'locale',
    (select p.locale from private.profiles p where p.id = t.user_id)
  )
  from private.calendar_tokens t
  where token is not null and t.token_hash = private.hash_calendar_token(token)
$function$
;

CREATE OR REPLACE FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone)
 RETURNS TABLE(delivery_id uuid, reminder_id uuid, due_date date, send_email boolean, email text, reminder_type reminder_type, frequency reminder_frequency, custom_message text, grave_id uuid, full_name text, cemetery_name text, section text, plot_number text, days_ahead integer, following boolean, locale text, time_zone text)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with active as (
    select r.id, r.user_id, r.grave_id, r.next_reminder_date, g.user_id as grave_owner, g.is_public,
      case when private.plan_includes(g.user_id, 'Advanced reminder system') then r.days_before else 0 end
        as lead_days,
      private.plan_includes(g.user_id, 'Advanced reminder system') as advanced
    from public.reminders r
    join public.graves g on g.id = r.grave_id
    where r.is_active
  ),
  recipients as (
    select a.id, a.next_reminder_date, a.lead_days, a.user_id as recipient, false as following
    from active a
    where a.is_public
      or a.grave_owner = a.user_id
      or exists (select 1 from public.grave_managers m where m.grave_id = a.grave_id and m.user_id = a.user_id)
    union all
    select a.id, a.next_reminder_date, a.lead_days, f.user_id, true
    from active a
    join public.reminder_followers f on f.grave_id = a.grave_id
    where a.advanced
      and a.user_id = a.grave_owner
      and f.user_id <> a.user_id
      and exists (select 1 from public.grave_managers m where m.grave_id = a.grave_id and m.user_id = f.user_id)
  ),
  due as (
    select rc.id, rc.recipient, rc.following, rc.next_reminder_date, p.email_reminders,
      greatest(rc.next_reminder_date - (claim_due_reminders.as_of at time zone p.time_zone)::date, 0) as days_ahead
    from recipients rc
    join private.profiles p on p.id = rc.recipient
    where rc.next_reminder_date - rc.lead_days <= (claim_due_reminders.as_of at time zone p.time_zone)::date
      and not exists (
        select 1 from public.reminder_deliveries d
        where d.reminder_id = rc.id and d.due_date = rc.next_reminder_date and d.user_id = rc.recipient
      )
    order by rc.next_reminder_date, rc.id, rc.recipient
    limit greatest(least(batch, 1000), 1)
  ),
  claimed as (
    insert into public.reminder_deliveries (reminder_id, user_id, due_date, emailed)
    select due.id, due.recipient, due.next_reminder_date, due.email_reminders from due
    on conflict (reminder_id, due_date, user_id) do nothing
    returning id, reminder_id, user_id, due_date, emailed
  )
  select c.id, c.reminder_id, c.due_date, c.emailed, p.email, r.reminder_type, r.frequency, r.custom_message,
    g.id, g.full_name, g.cemetery_name, g.section, g.plot_number, due.days_ahead, due.following, p.locale,
    p.time_zone
  from claimed c
  join due on due.id = c.reminder_id and due.recipient = c.user_id
  join public.reminders r on r.id = c.reminder_id
  join public.graves g on g.id = r.grave_id
  join private.profiles p on p.id = c.user_id
$function$
;

CREATE OR REPLACE FUNCTION private.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The language the person signed up in (the app sends the page's locale), else English.
  insert into private.profiles (id, email, full_name, avatar_url, locale)
  values (
    new.id,
    lower(new.email),
    nullif(new.raw_user_meta_data ->> 'full_name', ''),
    nullif(new.raw_user_meta_data ->> 'avatar_url', ''),
    case when new.raw_user_meta_data ->> 'locale' in ('en', 'es', 'de', 'fr', 'ar')
      then new.raw_user_meta_data ->> 'locale' else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.insert_profile()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.id is distinct from auth.uid() and not private.is_service_role() then
    raise exception using errcode = '42501', message = 'new row violates row-level security policy for table "profiles"';
  end if;
  -- The e-mail always comes from the account, never from the request, so nobody can claim another address.
  insert into private.profiles (id, email, full_name, avatar_url, time_zone, email_reminders, locale)
  select u.id, lower(u.email), new.full_name, new.avatar_url, coalesce(new.time_zone, 'UTC'),
    coalesce(new.email_reminders, true), coalesce(new.locale, 'en')
  from auth.users u where u.id = new.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders,
    locale
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders, new.locale;
  if new.created_at is null then
    raise exception using errcode = '23503', message = 'No account exists for this profile id.';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.update_profile()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.id is distinct from auth.uid() and not private.is_service_role() then
    return null;
  end if;
  -- Only the display fields and the reminder settings are the user's to change; e-mail follows the account and
  -- the tier the subscription.
  update private.profiles
  set full_name = new.full_name, avatar_url = new.avatar_url, time_zone = new.time_zone,
    email_reminders = new.email_reminders, locale = new.locale
  where id = old.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders,
    locale
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders, new.locale;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.claim_due_reminders(batch integer DEFAULT 100, as_of timestamp with time zone DEFAULT now())
 RETURNS TABLE(delivery_id uuid, reminder_id uuid, due_date date, send_email boolean, email text, reminder_type reminder_type, frequency reminder_frequency, custom_message text, grave_id uuid, full_name text, cemetery_name text, section text, plot_number text, days_ahead integer, following boolean, locale text, time_zone text)
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.claim_due_reminders(claim_due_reminders.batch, claim_due_reminders.as_of) $function$
;

-- migra leaves out the view's options, which CREATE OR REPLACE would reset: its rows stay the caller's (RLS).
create or replace view "public"."profiles" with (security_invoker='true', security_barrier='true') as  SELECT id,
    private.visible_email(id) AS email,
    full_name,
    avatar_url,
    subscription_tier,
    created_at,
    updated_at,
    private.visible_time_zone(id) AS time_zone,
    private.visible_email_reminders(id) AS email_reminders,
    private.visible_locale(id) AS locale
   FROM private.profiles p;
REVOKE ALL ON FUNCTION private.visible_locale(profile uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.visible_locale(profile uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.visible_locale(profile uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.visible_locale(profile uuid) TO service_role;
REVOKE ALL ON FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION public.claim_due_reminders(batch integer, as_of timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_due_reminders(batch integer, as_of timestamp with time zone) TO service_role;
