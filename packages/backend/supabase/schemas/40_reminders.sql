-- Reminders (spec section 6): private to their user while they can see the memorial; dates, completion,
-- deliveries claimed once per occurrence by the mail job, the calendar feed, and advanced reminders (days before,
-- followers) on the Family plan.

CREATE TYPE public.reminder_frequency AS ENUM (
    'once',
    'weekly',
    'monthly',
    'quarterly',
    'biannually',
    'yearly'
);

CREATE TYPE public.reminder_type AS ENUM (
    'visit_reminder',
    'birthday',
    'death_anniversary',
    'maintenance',
    'custom'
);

-- Month ends on purpose (issue 26): a repeating reminder keeps the day of the month it was set on (anchor_day) and
-- is clamped only in shorter months, as Outlook does: monthly from Jan 31 falls on Feb 28 (Feb 29 in a leap year),
-- then Mar 31, Apr 30, May 31; yearly from Feb 29 falls on Feb 28 in other years and on Feb 29 in leap years.
-- private.next_occurrence() is the one rule: complete_reminder moves a reminder by it, the e-mails go out on the
-- dates it makes, and the calendar feed is given anchor_day to repeat the same way (BYMONTHDAY/BYSETPOS).
-- Pure functions, executable by every API role: the check and the trigger below run them as whoever writes.
create function private.days_in_month(day date) returns integer
language sql immutable
set search_path = ''
as $$
  select extract(day from (date_trunc('month', day::timestamp) + interval '1 month - 1 day'))::integer
$$;
revoke all on function private.days_in_month(date) from public;
grant execute on function private.days_in_month(date) to anon, authenticated, service_role;

-- The anchor day in the month of `day`, or that month's last day when the month is shorter.
create function private.anchored_in_month(day date, anchor_day integer) returns date
language sql immutable
set search_path = ''
as $$
  select (date_trunc('month', day::timestamp))::date + (least(anchor_day, private.days_in_month(day)) - 1)
$$;
revoke all on function private.anchored_in_month(date, integer) from public;
grant execute on function private.anchored_in_month(date, integer) to anon, authenticated, service_role;

-- The occurrence after `after` of a reminder repeating on `anchor_day`: counted in whole months from the month of
-- `after`, never from its (possibly clamped) day, so a month end does not drift. A one-time reminder keeps its date.
create function private.next_occurrence(frequency public.reminder_frequency, after date, anchor_day integer)
returns date
language sql immutable
set search_path = ''
as $$
  select case frequency
    when 'weekly' then after + 7
    when 'monthly' then private.anchored_in_month((after + interval '1 month')::date, anchor_day)
    when 'quarterly' then private.anchored_in_month((after + interval '3 months')::date, anchor_day)
    when 'biannually' then private.anchored_in_month((after + interval '6 months')::date, anchor_day)
    when 'yearly' then private.anchored_in_month((after + interval '1 year')::date, anchor_day)
    else after
  end
$$;
revoke all on function private.next_occurrence(public.reminder_frequency, date, integer) from public;
grant execute on function private.next_occurrence(public.reminder_frequency, date, integer) to anon, authenticated, service_role;

-- The day a reminder repeats on, from its dates: the start date's day when the next date is that day clamped to
-- a shorter month (a reminder started on Jan 31 and now on Feb 28; an imported one likewise), otherwise the next
-- date's own day.
create function private.reminder_anchor_day(reminder_date date, next_reminder_date date)
returns smallint
language sql immutable
set search_path = ''
as $$
  select case
    when private.anchored_in_month(next_reminder_date, extract(day from reminder_date)::integer) = next_reminder_date
      then extract(day from reminder_date)
    else extract(day from next_reminder_date)
  end::smallint
$$;
revoke all on function private.reminder_anchor_day(date, date) from public;
grant execute on function private.reminder_anchor_day(date, date) to anon, authenticated, service_role;

CREATE TABLE public.reminders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    reminder_date date NOT NULL,
    next_reminder_date date NOT NULL,
    reminder_type public.reminder_type NOT NULL,
    frequency public.reminder_frequency DEFAULT 'once'::public.reminder_frequency NOT NULL,
    custom_message text,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    days_before smallint DEFAULT 0 NOT NULL,
    -- The chosen day of the month; the default 0 stands for "not given": the trigger sets it from the dates.
    anchor_day smallint DEFAULT 0 NOT NULL,
    CONSTRAINT reminders_days_before_range CHECK (((days_before >= 0) AND (days_before <= 30))),
    CONSTRAINT reminders_anchor_day_range CHECK (anchor_day between 1 and 31),
    CONSTRAINT reminders_next_date_on_anchor_day
      CHECK (next_reminder_date = private.anchored_in_month(next_reminder_date, anchor_day))
);
ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX reminders_grave_id_idx ON public.reminders USING btree (grave_id);
CREATE INDEX reminders_grave_id_next_idx ON public.reminders USING btree (grave_id, next_reminder_date) WHERE is_active;
CREATE INDEX reminders_user_id_idx ON public.reminders USING btree (user_id);
-- Both reminder listings read only active rows ordered by the next date.
CREATE INDEX reminders_user_id_next_idx ON public.reminders USING btree (user_id, next_reminder_date) WHERE is_active;
REVOKE ALL ON TABLE public.reminders FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.reminders TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.reminders TO authenticated;
GRANT ALL ON TABLE public.reminders TO service_role;

CREATE TABLE private.calendar_tokens (
    user_id uuid NOT NULL,
    token_hash bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY private.calendar_tokens
    ADD CONSTRAINT calendar_tokens_pkey PRIMARY KEY (user_id);
ALTER TABLE ONLY private.calendar_tokens
    ADD CONSTRAINT calendar_tokens_token_hash_key UNIQUE (token_hash);
ALTER TABLE ONLY private.calendar_tokens
    ADD CONSTRAINT calendar_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE TABLE public.reminder_deliveries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    reminder_id uuid NOT NULL,
    user_id uuid NOT NULL,
    due_date date NOT NULL,
    emailed boolean NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_reminder_id_due_date_user_id_key UNIQUE (reminder_id, due_date, user_id);
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_reminder_id_fkey FOREIGN KEY (reminder_id) REFERENCES public.reminders(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.reminder_deliveries
    ADD CONSTRAINT reminder_deliveries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX reminder_deliveries_user_id_idx ON public.reminder_deliveries USING btree (user_id);
REVOKE ALL ON TABLE public.reminder_deliveries FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.reminder_deliveries TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.reminder_deliveries TO authenticated;
GRANT ALL ON TABLE public.reminder_deliveries TO service_role;

-- Followers.
CREATE TABLE public.reminder_followers (
    grave_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.reminder_followers
    ADD CONSTRAINT reminder_followers_pkey PRIMARY KEY (grave_id, user_id);
ALTER TABLE ONLY public.reminder_followers
    ADD CONSTRAINT reminder_followers_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.reminder_followers
    ADD CONSTRAINT reminder_followers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX reminder_followers_user_id_idx ON public.reminder_followers USING btree (user_id);
REVOKE ALL ON TABLE public.reminder_followers FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.reminder_followers TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.reminder_followers TO authenticated;
GRANT ALL ON TABLE public.reminder_followers TO service_role;

-- What the page asks before offering "Remind me" days ahead and "Follow reminders": whether the memorial's
-- owner has them, answered only to its owner and collaborators (nobody else learns anything of the owner's plan).
CREATE FUNCTION private.advanced_reminders_included(grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (private.owns_grave(grave) or private.manages_grave(grave, array['viewer', 'editor']))
    and private.advanced_reminders_of(grave)
$$;
REVOKE ALL ON FUNCTION private.advanced_reminders_included(grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.advanced_reminders_included(grave uuid) TO authenticated;

CREATE FUNCTION private.advanced_reminders_of(grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select private.plan_includes(g.user_id, 'Advanced reminder system') from public.graves g where g.id = grave),
    false
  )
$$;
REVOKE ALL ON FUNCTION private.advanced_reminders_of(grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.advanced_reminders_of(grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.advanced_reminders_of(grave uuid) TO service_role;

-- The calendar feed: the token owner's own reminders and the ones they follow, with days_before (0 when the
-- plan no longer includes it) for an alarm ahead of the date, and whether the reminder is followed.
CREATE FUNCTION private.calendar_feed(token text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.calendar_feed(token text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.calendar_feed(token text) TO service_role;

-- When the caller last made a link (null: never), so the page can say whether one exists without seeing it.
CREATE FUNCTION private.calendar_token_created_at() RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select t.created_at from private.calendar_tokens t where t.user_id = auth.uid() $$;
REVOKE ALL ON FUNCTION private.calendar_token_created_at() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.calendar_token_created_at() TO authenticated;

-- Whether `follower` may follow the memorial's reminders right now: a collaborator of it, on an owner's plan that
-- includes them. Every reader of reminder_followers goes through this, so a row left from a lost plan does nothing.
CREATE FUNCTION private.can_follow_reminders(grave uuid, follower uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.grave_managers m where m.grave_id = grave and m.user_id = follower)
    and private.advanced_reminders_of(grave)
$$;
REVOKE ALL ON FUNCTION private.can_follow_reminders(grave uuid, follower uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_follow_reminders(grave uuid, follower uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.can_follow_reminders(grave uuid, follower uuid) TO service_role;

-- The start date. The server's clock is UTC; a user far west of it may still be on yesterday, hence the
-- day of grace. Rows the service role or the migrations write (fixtures, imports, the demo) are not checked.
CREATE FUNCTION private.check_reminder_dates() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  earliest date := (now() at time zone 'UTC')::date - 1;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' and (new.reminder_date < earliest or new.next_reminder_date < earliest) then
    raise exception using errcode = '23514', message = 'The start date cannot be in the past.';
  end if;
  if tg_op = 'UPDATE' and new.reminder_date is distinct from old.reminder_date and new.reminder_date < earliest then
    raise exception using errcode = '23514', message = 'The start date cannot be in the past.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_reminder_dates() FROM PUBLIC;

-- Checked for the app's users; the service role (imports, fixtures) writes what it is given, within the range.
CREATE FUNCTION private.check_reminder_days_before() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.days_before is null or new.days_before not between 0 and 30 then
    raise exception using errcode = '22023', message = 'Reminders can be sent 0 to 30 days before the date.';
  end if;
  if current_user not in ('anon', 'authenticated') or new.days_before = 0
    or (tg_op = 'UPDATE' and new.days_before is not distinct from old.days_before) then
    return new;
  end if;
  if not private.advanced_reminders_of(new.grave_id) then
    raise exception using errcode = 'P0001',
      message = 'Reminders ahead of the date need the Family plan of the memorial''s owner.',
      hint = 'Upgrade to the Family plan to be reminded days before a date.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_reminder_days_before() FROM PUBLIC;

-- Clear answers instead of a bare row-level security error; the collaborator check comes first, so a stranger
-- learns nothing of the owner's plan.
CREATE FUNCTION private.check_reminder_follower() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.user_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'You can follow reminders only for yourself.';
  end if;
  if not private.manages_grave(new.grave_id, array['viewer', 'editor']) then
    raise exception using errcode = '42501',
      message = 'Only collaborators of a memorial can follow its reminders.';
  end if;
  if not private.advanced_reminders_of(new.grave_id) then
    raise exception using errcode = 'P0001',
      message = 'Following reminders needs the Family plan of the memorial''s owner.',
      hint = 'The memorial''s owner can upgrade to the Family plan.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_reminder_follower() FROM PUBLIC;

-- Claims up to `batch` deliveries that are due: for each active reminder, its own user (on a memorial they can
-- still see) and each current follower, once the recipient's own date as of `as_of` has reached the reminder's
-- date minus its days_before (0 when the owner's plan no longer includes it). `days_ahead` is how many days
-- before the date the recipient is mailed (0 on the day, or when catching up later); `following` says whether
-- the recipient follows the reminder rather than set it.
CREATE FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) RETURNS TABLE(delivery_id uuid, reminder_id uuid, due_date date, send_email boolean, email text, reminder_type public.reminder_type, frequency public.reminder_frequency, custom_message text, grave_id uuid, full_name text, cemetery_name text, section text, plot_number text, days_ahead integer, following boolean, locale text, time_zone text)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_due_reminders(batch integer, as_of timestamp with time zone) TO service_role;

-- A collaboration that ends takes its follow with it, so a later share starts unfollowed.
CREATE FUNCTION private.drop_follow_with_collaboration() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.reminder_followers f where f.grave_id = old.grave_id and f.user_id = old.user_id;
  return old;
end;
$$;
REVOKE ALL ON FUNCTION private.drop_follow_with_collaboration() FROM PUBLIC;

-- Whether the signed-in user follows the reminders `setter` set on `grave`: only the owner's reminders are the
-- memorial's; a collaborator's own reminders stay private to them.
CREATE FUNCTION private.follows_reminder(grave uuid, setter uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
    from public.reminder_followers f
    join public.graves g on g.id = f.grave_id
    where f.grave_id = grave and f.user_id = auth.uid() and g.user_id = setter
  ) and private.can_follow_reminders(grave, auth.uid())
$$;
REVOKE ALL ON FUNCTION private.follows_reminder(grave uuid, setter uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.follows_reminder(grave uuid, setter uuid) TO authenticated;

CREATE FUNCTION private.hash_calendar_token(token text) RETURNS bytea
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')) $$;
REVOKE ALL ON FUNCTION private.hash_calendar_token(token text) FROM PUBLIC;

-- A claim whose e-mail could not be sent is given back, so the next run tries again.
CREATE FUNCTION private.release_reminder_delivery(delivery uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$ delete from public.reminder_deliveries d where d.id = delivery $$;
REVOKE ALL ON FUNCTION private.release_reminder_delivery(delivery uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.release_reminder_delivery(delivery uuid) TO service_role;

-- 64 hex digits from two random UUIDs (244 random bits; gen_random_uuid is core and needs no extension).
CREATE FUNCTION private.reset_calendar_token() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to get a calendar link.';
  end if;
  insert into private.calendar_tokens as t (user_id, token_hash) values (caller, private.hash_calendar_token(token))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end;
$$;
REVOKE ALL ON FUNCTION private.reset_calendar_token() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.reset_calendar_token() TO authenticated;

CREATE FUNCTION public.advanced_reminders_included(grave_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.advanced_reminders_included(advanced_reminders_included.grave_id) $$;
REVOKE ALL ON FUNCTION public.advanced_reminders_included(grave_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.advanced_reminders_included(grave_id uuid) TO authenticated;

CREATE FUNCTION public.calendar_feed(token text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.calendar_feed(calendar_feed.token) $$;
REVOKE ALL ON FUNCTION public.calendar_feed(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.calendar_feed(token text) TO service_role;

CREATE FUNCTION public.calendar_token_created_at() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.calendar_token_created_at() $$;
REVOKE ALL ON FUNCTION public.calendar_token_created_at() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.calendar_token_created_at() TO authenticated;

-- What the edge function calls through /rest/v1/rpc with the service role key; nobody else may.
CREATE FUNCTION public.claim_due_reminders(batch integer DEFAULT 100, as_of timestamp with time zone DEFAULT now()) RETURNS TABLE(delivery_id uuid, reminder_id uuid, due_date date, send_email boolean, email text, reminder_type public.reminder_type, frequency public.reminder_frequency, custom_message text, grave_id uuid, full_name text, cemetery_name text, section text, plot_number text, days_ahead integer, following boolean, locale text, time_zone text)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.claim_due_reminders(claim_due_reminders.batch, claim_due_reminders.as_of) $$;
REVOKE ALL ON FUNCTION public.claim_due_reminders(batch integer, as_of timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_due_reminders(batch integer, as_of timestamp with time zone) TO service_role;

-- Completing a reminder (spec section 4), atomic and checked here rather than trusted from the page: a
-- `once` reminder is soft-deleted; a repeating one moves forward from its current next date, not from today,
-- to its anchor day (private.next_occurrence: Jan 31, Feb 28, Mar 31). Only a
-- reminder that is due, today or earlier in the user's time zone (a day of grace for a stale zone), can be
-- completed. Runs with the caller's rights: the policies above decide whose reminder it is.
CREATE FUNCTION public.complete_reminder(reminder_id uuid) RETURNS SETOF public.reminders
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  target public.reminders;
  today date := (now() at time zone coalesce(private.visible_time_zone(auth.uid()), 'UTC'))::date;
begin
  select * into target from public.reminders r where r.id = reminder_id and r.is_active for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Reminder not found';
  end if;
  if target.next_reminder_date > today + 1 then
    raise exception using errcode = '22023', message = 'This reminder is not due yet.';
  end if;
  return query
    update public.reminders r
    set
      is_active = r.frequency <> 'once',
      next_reminder_date = private.next_occurrence(r.frequency, r.next_reminder_date, r.anchor_day)
    where r.id = target.id
    returning r.*;
end;
$$;
REVOKE ALL ON FUNCTION public.complete_reminder(reminder_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.complete_reminder(reminder_id uuid) TO authenticated;

CREATE FUNCTION public.release_reminder_delivery(delivery_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.release_reminder_delivery(release_reminder_delivery.delivery_id) $$;
REVOKE ALL ON FUNCTION public.release_reminder_delivery(delivery_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.release_reminder_delivery(delivery_id uuid) TO service_role;

-- What the app calls: `rpc('reset_calendar_token')` answers the new token (a string).
CREATE FUNCTION public.reset_calendar_token() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.reset_calendar_token() $$;
REVOKE ALL ON FUNCTION public.reset_calendar_token() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.reset_calendar_token() TO authenticated;

-- Set from the dates when a reminder is written without it (0), or with one its next date is not on (a next
-- date moved to another day repeats on that day from then on). complete_reminder keeps it: its dates are on it.
create function private.set_reminder_anchor_day() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.anchor_day is null or new.anchor_day not between 1 and 31
    or private.anchored_in_month(new.next_reminder_date, new.anchor_day) <> new.next_reminder_date then
    new.anchor_day := private.reminder_anchor_day(new.reminder_date, new.next_reminder_date);
  end if;
  return new;
end;
$$;
revoke all on function private.set_reminder_anchor_day() from public;

CREATE TRIGGER grave_managers_drop_follow AFTER DELETE ON public.grave_managers FOR EACH ROW EXECUTE FUNCTION private.drop_follow_with_collaboration();

CREATE TRIGGER reminder_followers_check BEFORE INSERT ON public.reminder_followers FOR EACH ROW EXECUTE FUNCTION private.check_reminder_follower();

CREATE TRIGGER reminders_check_dates BEFORE INSERT OR UPDATE OF reminder_date ON public.reminders FOR EACH ROW EXECUTE FUNCTION private.check_reminder_dates();

CREATE TRIGGER reminders_check_days_before BEFORE INSERT OR UPDATE OF days_before ON public.reminders FOR EACH ROW EXECUTE FUNCTION private.check_reminder_days_before();

create trigger reminders_set_anchor_day before insert or update of next_reminder_date, anchor_day
  on public.reminders
  for each row execute function private.set_reminder_anchor_day();

CREATE TRIGGER reminders_set_updated_at BEFORE UPDATE ON public.reminders FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

ALTER TABLE private.calendar_tokens ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.reminder_deliveries ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can read the deliveries of their own reminders" ON public.reminder_deliveries FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.reminder_followers ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Collaborators can follow a memorial's reminders" ON public.reminder_followers FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_follow_reminders(grave_id, user_id)));

CREATE POLICY "Followers and memorial owners can read who follows" ON public.reminder_followers FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

CREATE POLICY "Followers can stop following" ON public.reminder_followers FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.reminders ENABLE ROW LEVEL SECURITY;

-- Followers read the reminders they follow (their own stay readable by the policy below); changing,
-- completing and deleting stay with the reminder's own user.
CREATE POLICY "Followers can read the reminders they follow" ON public.reminders FOR SELECT TO authenticated USING (private.follows_reminder(grave_id, user_id));

CREATE POLICY "Users can create reminders for memorials they can see" ON public.reminders FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Users can delete their own reminders of memorials they can see" ON public.reminders FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Users can read their own reminders of memorials they can see" ON public.reminders FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

CREATE POLICY "Users can update their own reminders of memorials they can see" ON public.reminders FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));
