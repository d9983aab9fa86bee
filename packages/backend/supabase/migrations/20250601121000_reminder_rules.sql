-- Reminders (issue 11): the server rules of spec sections 4-6, and the user's reminder settings.
--   * a user sees and changes only their own reminders, and only for memorials they can still see (owner,
--     collaborator or public): a collaborator removed from a memorial no longer sees, changes or gets mail for
--     the reminders they set on it;
--   * a new reminder's start date is not in the past, with a day of grace for time zones behind UTC;
--   * completing follows spec section 4 in one statement on the server: public.complete_reminder(reminder_id);
--   * profiles carry the user's IANA time zone (reminders fall due by the user's own date) and whether they want
--     an e-mail on reminder days; both are shown and writable only by their owner.

-- 1. Row-level security: own reminders of memorials the user can see.
drop policy "Users can read their own reminders" on public.reminders;
create policy "Users can read their own reminders of memorials they can see" on public.reminders
  for select to authenticated
  using (user_id = (select auth.uid()) and private.can_read_grave(grave_id));
drop policy "Users can update their own reminders" on public.reminders;
create policy "Users can update their own reminders of memorials they can see" on public.reminders
  for update to authenticated
  using (user_id = (select auth.uid()) and private.can_read_grave(grave_id))
  with check (user_id = (select auth.uid()) and private.can_read_grave(grave_id));
drop policy "Users can delete their own reminders" on public.reminders;
create policy "Users can delete their own reminders of memorials they can see" on public.reminders
  for delete to authenticated
  using (user_id = (select auth.uid()) and private.can_read_grave(grave_id));

-- 2. The start date. The server's clock is UTC; a user far west of it may still be on yesterday, hence the
-- day of grace. Rows the service role or the migrations write (fixtures, imports, the demo) are not checked.
create or replace function private.check_reminder_dates() returns trigger
language plpgsql
set search_path = ''
as $$
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
revoke all on function private.check_reminder_dates() from public;
create trigger reminders_check_dates before insert or update of reminder_date on public.reminders
  for each row execute function private.check_reminder_dates();

-- 3. The user's settings on the profile.
create or replace function private.is_time_zone(name text) returns boolean
language sql stable
set search_path = ''
as $$ select exists (select 1 from pg_catalog.pg_timezone_names z where z.name = is_time_zone.name) $$;
revoke all on function private.is_time_zone(text) from public;

alter table private.profiles
  add column time_zone text not null default 'UTC',
  add column email_reminders boolean not null default true;

create or replace function private.check_time_zone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_time_zone(new.time_zone) then
    raise exception using errcode = '22023', message = format('Unknown time zone: %s', left(new.time_zone, 64)),
      hint = 'Use an IANA time zone name such as Europe/London, or UTC.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_time_zone() from public;
create trigger profiles_check_time_zone before insert or update of time_zone on private.profiles
  for each row execute function private.check_time_zone();

-- Like the e-mail (20250601120700), the settings are never granted as columns: only their owner (or the service
-- role) reads them, through these.
create or replace function private.visible_time_zone(profile uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select p.time_zone from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$$;
create or replace function private.visible_email_reminders(profile uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select p.email_reminders from private.profiles p
  where p.id = profile and (p.id = auth.uid() or private.is_service_role())
$$;
revoke all on function private.visible_time_zone(uuid) from public;
revoke all on function private.visible_email_reminders(uuid) from public;
grant execute on function private.visible_time_zone(uuid) to anon, authenticated, service_role;
grant execute on function private.visible_email_reminders(uuid) to anon, authenticated, service_role;

-- New columns go last, so the view keeps its existing ones in place.
create or replace view public.profiles with (security_invoker = true, security_barrier = true) as
select
  p.id,
  private.visible_email(p.id) as email,
  p.full_name,
  p.avatar_url,
  p.subscription_tier,
  p.created_at,
  p.updated_at,
  private.visible_time_zone(p.id) as time_zone,
  private.visible_email_reminders(p.id) as email_reminders
from private.profiles p;

create or replace function private.insert_profile() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.id is distinct from auth.uid() and not private.is_service_role() then
    raise exception using errcode = '42501', message = 'new row violates row-level security policy for table "profiles"';
  end if;
  -- The e-mail always comes from the account, never from the request, so nobody can claim another address.
  insert into private.profiles (id, email, full_name, avatar_url, time_zone, email_reminders)
  select u.id, lower(u.email), new.full_name, new.avatar_url, coalesce(new.time_zone, 'UTC'),
    coalesce(new.email_reminders, true)
  from auth.users u where u.id = new.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders;
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
  -- Only the display fields and the reminder settings are the user's to change; e-mail follows the account and
  -- the tier the subscription.
  update private.profiles
  set full_name = new.full_name, avatar_url = new.avatar_url, time_zone = new.time_zone,
    email_reminders = new.email_reminders
  where id = old.id
  returning id, email, full_name, avatar_url, subscription_tier, created_at, updated_at, time_zone, email_reminders
  into new.id, new.email, new.full_name, new.avatar_url, new.subscription_tier, new.created_at, new.updated_at,
    new.time_zone, new.email_reminders;
  return new;
end;
$$;

-- 4. Completing a reminder (spec section 4), atomic and checked here rather than trusted from the page: a
-- `once` reminder is soft-deleted; a repeating one moves forward from its current next date, not from today
-- (Postgres clamps month ends as date-fns does: Jan 31 + 1 month is Feb 28, Feb 29 + 1 year is Feb 28). Only a
-- reminder that is due, today or earlier in the user's time zone (a day of grace for a stale zone), can be
-- completed. Runs with the caller's rights: the policies above decide whose reminder it is.
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
      next_reminder_date = case r.frequency
        when 'weekly' then r.next_reminder_date + 7
        when 'monthly' then (r.next_reminder_date + interval '1 month')::date
        when 'quarterly' then (r.next_reminder_date + interval '3 months')::date
        when 'biannually' then (r.next_reminder_date + interval '6 months')::date
        when 'yearly' then (r.next_reminder_date + interval '1 year')::date
        else r.next_reminder_date
      end
    where r.id = target.id
    returning r.*;
end;
$$;
revoke all on function public.complete_reminder(uuid) from public, anon, service_role;
grant execute on function public.complete_reminder(uuid) to authenticated;
