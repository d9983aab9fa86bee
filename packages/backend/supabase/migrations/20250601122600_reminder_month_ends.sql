-- Month ends on purpose (issue 26, "Each rule once"). A repeating reminder keeps the day of the month it was set
-- on and is clamped only in shorter months, as Outlook does: monthly from Jan 31 falls on Feb 28 (Feb 29 in a
-- leap year), then Mar 31, Apr 30, May 31; yearly from Feb 29 falls on Feb 28 in other years and on Feb 29 again
-- in leap years. Until now complete_reminder added a month to the current next date, so a clamped day stuck
-- (Jan 31, Feb 28, Mar 28, Apr 28).
--   * reminders.anchor_day is the chosen day of the month (1-31). The next date is always that day, or the last
--     day of a month that is shorter (a check says so, a trigger keeps it so).
--   * private.next_occurrence() is the one rule: complete_reminder moves a reminder by it, the e-mails go out on
--     the dates it makes, and the calendar feed is given anchor_day to repeat the same way (BYMONTHDAY/BYSETPOS).
--   * Weekly reminders move by 7 days, as before.

-- 1. Dates of a month. Pure functions, executable by every API role: the check and the trigger below run them
-- as whoever writes (or tries to write) a reminder.
create or replace function private.days_in_month(day date) returns integer
language sql immutable
set search_path = ''
as $$
  select extract(day from (date_trunc('month', day::timestamp) + interval '1 month - 1 day'))::integer
$$;
revoke all on function private.days_in_month(date) from public;
grant execute on function private.days_in_month(date) to anon, authenticated, service_role;

-- The anchor day in the month of `day`, or that month's last day when the month is shorter.
create or replace function private.anchored_in_month(day date, anchor_day integer) returns date
language sql immutable
set search_path = ''
as $$
  select (date_trunc('month', day::timestamp))::date + (least(anchor_day, private.days_in_month(day)) - 1)
$$;
revoke all on function private.anchored_in_month(date, integer) from public;
grant execute on function private.anchored_in_month(date, integer) to anon, authenticated, service_role;

-- The occurrence after `after` of a reminder repeating on `anchor_day`: counted in whole months from the month of
-- `after`, never from its (possibly clamped) day, so a month end does not drift. A one-time reminder keeps its date.
create or replace function private.next_occurrence(frequency public.reminder_frequency, after date, anchor_day integer)
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
create or replace function private.reminder_anchor_day(reminder_date date, next_reminder_date date)
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

-- 2. The column, filled in for the reminders there are. Reminders that the old rule already moved off their day
-- (Jan 31, Feb 28, Mar 28) keep the day they are on now: their dates are not rewritten behind the user's back.
alter table public.reminders add column anchor_day smallint;
alter table public.reminders disable trigger reminders_set_updated_at;
update public.reminders r set anchor_day = private.reminder_anchor_day(r.reminder_date, r.next_reminder_date);
alter table public.reminders enable trigger reminders_set_updated_at;
-- The default 0 stands for "not given": the trigger below sets the day from the dates (so a reminder is written
-- as before, without it).
alter table public.reminders
  alter column anchor_day set default 0,
  alter column anchor_day set not null,
  add constraint reminders_anchor_day_range check (anchor_day between 1 and 31),
  add constraint reminders_next_date_on_anchor_day
    check (next_reminder_date = private.anchored_in_month(next_reminder_date, anchor_day));

-- Set from the dates when a reminder is written without it (0), or with one its next date is not on (a next
-- date moved to another day repeats on that day from then on). complete_reminder keeps it: its dates are on it.
create or replace function private.set_reminder_anchor_day() returns trigger
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
create trigger reminders_set_anchor_day before insert or update of next_reminder_date, anchor_day
  on public.reminders
  for each row execute function private.set_reminder_anchor_day();

-- 3. Completing (spec section 4, as in 20250601121000): the next date by private.next_occurrence.
create or replace function public.complete_reminder(reminder_id uuid)
returns setof public.reminders
language plpgsql volatile security invoker
set search_path = ''
as $$
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
revoke all on function public.complete_reminder(uuid) from public, anon, service_role;
grant execute on function public.complete_reminder(uuid) to authenticated;

-- 4. The calendar feed (as in 20250601122400), with each reminder's anchor_day so that its RRULE keeps the day.
create or replace function private.calendar_feed(token text) returns jsonb
language sql stable security definer
set search_path = ''
as $$
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
    )
  )
  from private.calendar_tokens t
  where token is not null and t.token_hash = private.hash_calendar_token(token)
$$;
