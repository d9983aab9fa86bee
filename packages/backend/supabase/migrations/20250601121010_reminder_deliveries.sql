-- Reminder e-mails (issue 11): the send-due-reminders edge function claims each due reminder once per due date
-- here, then mails it. The unique (reminder_id, due_date) makes a second run, or a second server running at the
-- same moment, find nothing left to claim: each e-mail goes out once.

create table public.reminder_deliveries (
  id uuid primary key default gen_random_uuid(),
  reminder_id uuid not null references public.reminders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The reminder's next date the delivery was for.
  due_date date not null,
  -- False when the user had "Email me on reminder days" off: the day counts as handled, no mail was sent.
  emailed boolean not null,
  created_at timestamptz not null default now(),
  constraint reminder_deliveries_reminder_id_due_date_key unique (reminder_id, due_date)
);
create index reminder_deliveries_user_id_idx on public.reminder_deliveries (user_id);

alter table public.reminder_deliveries enable row level security;
create policy "Users can read the deliveries of their own reminders" on public.reminder_deliveries
  for select to authenticated using (user_id = (select auth.uid()));
-- Only the edge function writes them, as the service role.
revoke insert, update, delete, truncate on public.reminder_deliveries from anon, authenticated;

-- Claims up to `batch` due reminders: active, next date today or earlier in the user's own time zone, on a
-- memorial the user can still see, with no delivery for that date yet. Answers what the e-mail needs. A claim
-- that loses the race for the unique key waits for the winner and then claims nothing.
create or replace function private.claim_due_reminders(batch integer)
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
      and r.next_reminder_date <= (now() at time zone p.time_zone)::date
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
revoke all on function private.claim_due_reminders(integer) from public;
grant execute on function private.claim_due_reminders(integer) to service_role;

-- A claim whose e-mail could not be sent is given back, so the next run tries again.
create or replace function private.release_reminder_delivery(delivery uuid) returns void
language sql volatile security definer
set search_path = ''
as $$ delete from public.reminder_deliveries d where d.id = delivery $$;
revoke all on function private.release_reminder_delivery(uuid) from public;
grant execute on function private.release_reminder_delivery(uuid) to service_role;

-- What the edge function calls through /rest/v1/rpc with the service role key; nobody else may.
create or replace function public.claim_due_reminders(batch integer default 100)
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
as $$ select * from private.claim_due_reminders(claim_due_reminders.batch) $$;
revoke all on function public.claim_due_reminders(integer) from public, anon, authenticated;
grant execute on function public.claim_due_reminders(integer) to service_role;

create or replace function public.release_reminder_delivery(delivery_id uuid) returns void
language sql volatile security invoker
set search_path = ''
as $$ select private.release_reminder_delivery(release_reminder_delivery.delivery_id) $$;
revoke all on function public.release_reminder_delivery(uuid) from public, anon, authenticated;
grant execute on function public.release_reminder_delivery(uuid) to service_role;
