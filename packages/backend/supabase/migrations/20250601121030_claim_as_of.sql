-- The reminder job runs as of a given moment (`as_of`, now by default): the edge function accepts it from the
-- service role, to catch up as of a past time and to test the time zone rules with a fixed clock.
drop function public.claim_due_reminders(integer);
drop function private.claim_due_reminders(integer);

-- Claims up to `batch` due reminders: active, next date on or before the date `as_of` is in the user's own time zone, on a
-- memorial the user can still see, with no delivery for that date yet. Answers what the e-mail needs. A claim
-- that loses the race for the unique key waits for the winner and then claims nothing.
create or replace function private.claim_due_reminders(batch integer, as_of timestamptz)
returns table (
  delivery_id uuid,
  reminder_id uuid,
  due_date date,
  send_email boolean,
  email text,
  reminder_type public.reminder_type,
  frequency public.reminder_frequency,
  custom_message text,
  grave_id uuid,
  full_name text,
  cemetery_name text,
  section text,
  plot_number text
)
language sql volatile security definer
set search_path = ''
as $$
  with due as (
    select r.id, r.user_id, r.next_reminder_date, p.email_reminders
    from public.reminders r
    join private.profiles p on p.id = r.user_id
    join public.graves g on g.id = r.grave_id
    where r.is_active
      and r.next_reminder_date <= (claim_due_reminders.as_of at time zone p.time_zone)::date
      and (
        g.is_public
        or g.user_id = r.user_id
        or exists (select 1 from public.grave_managers m where m.grave_id = g.id and m.user_id = r.user_id)
      )
      and not exists (
        select 1 from public.reminder_deliveries d
        where d.reminder_id = r.id and d.due_date = r.next_reminder_date
      )
    order by r.next_reminder_date, r.id
    limit greatest(least(batch, 1000), 1)
  ),
  claimed as (
    insert into public.reminder_deliveries (reminder_id, user_id, due_date, emailed)
    select due.id, due.user_id, due.next_reminder_date, due.email_reminders from due
    on conflict (reminder_id, due_date) do nothing
    returning id, reminder_id, due_date, emailed
  )
  select c.id, c.reminder_id, c.due_date, c.emailed, p.email, r.reminder_type, r.frequency, r.custom_message,
    g.id, g.full_name, g.cemetery_name, g.section, g.plot_number
  from claimed c
  join public.reminders r on r.id = c.reminder_id
  join public.graves g on g.id = r.grave_id
  join private.profiles p on p.id = r.user_id
$$;
revoke all on function private.claim_due_reminders(integer, timestamptz) from public;
grant execute on function private.claim_due_reminders(integer, timestamptz) to service_role;

-- What the edge function calls through /rest/v1/rpc with the service role key; nobody else may.
create or replace function public.claim_due_reminders(batch integer default 100, as_of timestamptz default now())
returns table (
  delivery_id uuid,
  reminder_id uuid,
  due_date date,
  send_email boolean,
  email text,
  reminder_type public.reminder_type,
  frequency public.reminder_frequency,
  custom_message text,
  grave_id uuid,
  full_name text,
  cemetery_name text,
  section text,
  plot_number text
)
language sql volatile security invoker
set search_path = ''
as $$ select * from private.claim_due_reminders(claim_due_reminders.batch, claim_due_reminders.as_of) $$;
revoke all on function public.claim_due_reminders(integer, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_due_reminders(integer, timestamptz) to service_role;
