-- Advanced reminders (issue 15, the Family plan's "Advanced reminder system"):
--   * a reminder can be sent a chosen number of days before its date (reminders.days_before, 0-30);
--   * a collaborator (viewer or editor) of a memorial can follow its reminders, the ones its owner set: they then
--     read them, get their e-mails and see them in their calendar feed;
--   * both need the memorial owner's plan to include 'Advanced reminder system'. Losing the plan, or the
--     collaboration, stops the followers' e-mails and sends reminders on the date itself again; no reminder and
--     no stored setting is deleted, so upgrading again brings everything back.

-- 1. Days before the date.
alter table public.reminders
  add column days_before smallint not null default 0
    constraint reminders_days_before_range check (days_before between 0 and 30);

create or replace function private.advanced_reminders_of(grave uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select private.plan_includes(g.user_id, 'Advanced reminder system') from public.graves g where g.id = grave),
    false
  )
$$;
revoke all on function private.advanced_reminders_of(uuid) from public;
grant execute on function private.advanced_reminders_of(uuid) to authenticated, service_role;

-- Checked for the app's users; the service role (imports, fixtures) writes what it is given, within the range.
create or replace function private.check_reminder_days_before() returns trigger
language plpgsql
set search_path = ''
as $$
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
revoke all on function private.check_reminder_days_before() from public;
create trigger reminders_check_days_before before insert or update of days_before on public.reminders
  for each row execute function private.check_reminder_days_before();

-- 2. Followers.
create table public.reminder_followers (
  grave_id uuid not null references public.graves (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (grave_id, user_id)
);
create index reminder_followers_user_id_idx on public.reminder_followers (user_id);

-- Whether `follower` may follow the memorial's reminders right now: a collaborator of it, on an owner's plan that
-- includes them. Every reader of reminder_followers goes through this, so a row left from a lost plan does nothing.
create or replace function private.can_follow_reminders(grave uuid, follower uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.grave_managers m where m.grave_id = grave and m.user_id = follower)
    and private.advanced_reminders_of(grave)
$$;
revoke all on function private.can_follow_reminders(uuid, uuid) from public;
grant execute on function private.can_follow_reminders(uuid, uuid) to authenticated, service_role;

-- Whether the signed-in user follows the reminders `setter` set on `grave`: only the owner's reminders are the
-- memorial's; a collaborator's own reminders stay private to them.
create or replace function private.follows_reminder(grave uuid, setter uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.reminder_followers f
    join public.graves g on g.id = f.grave_id
    where f.grave_id = grave and f.user_id = auth.uid() and g.user_id = setter
  ) and private.can_follow_reminders(grave, auth.uid())
$$;
revoke all on function private.follows_reminder(uuid, uuid) from public;
grant execute on function private.follows_reminder(uuid, uuid) to authenticated;

-- Clear answers instead of a bare row-level security error; the collaborator check comes first, so a stranger
-- learns nothing of the owner's plan.
create or replace function private.check_reminder_follower() returns trigger
language plpgsql
set search_path = ''
as $$
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
revoke all on function private.check_reminder_follower() from public;
create trigger reminder_followers_check before insert on public.reminder_followers
  for each row execute function private.check_reminder_follower();

alter table public.reminder_followers enable row level security;
create policy "Followers and memorial owners can read who follows" on public.reminder_followers
  for select to authenticated
  using (user_id = (select auth.uid()) or private.owns_grave(grave_id));
create policy "Collaborators can follow a memorial's reminders" on public.reminder_followers
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_follow_reminders(grave_id, user_id));
create policy "Followers can stop following" on public.reminder_followers
  for delete to authenticated
  using (user_id = (select auth.uid()));
revoke update, truncate on public.reminder_followers from anon, authenticated;

-- A collaboration that ends takes its follow with it, so a later share starts unfollowed.
create or replace function private.drop_follow_with_collaboration() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.reminder_followers f where f.grave_id = old.grave_id and f.user_id = old.user_id;
  return old;
end;
$$;
revoke all on function private.drop_follow_with_collaboration() from public;
create trigger grave_managers_drop_follow after delete on public.grave_managers
  for each row execute function private.drop_follow_with_collaboration();

-- Followers read the reminders they follow (their own stay readable by the policy of 20250601121000); changing,
-- completing and deleting stay with the reminder's own user.
create policy "Followers can read the reminders they follow" on public.reminders
  for select to authenticated
  using (private.follows_reminder(grave_id, user_id));

-- 3. Deliveries: one per reminder, occurrence and recipient (the reminder's user or a follower).
alter table public.reminder_deliveries
  drop constraint reminder_deliveries_reminder_id_due_date_key,
  add constraint reminder_deliveries_reminder_id_due_date_user_id_key unique (reminder_id, due_date, user_id);

drop function public.claim_due_reminders(integer, timestamptz);
drop function private.claim_due_reminders(integer, timestamptz);

-- Claims up to `batch` deliveries that are due: for each active reminder, its own user (on a memorial they can
-- still see) and each current follower, once the recipient's own date as of `as_of` has reached the reminder's
-- date minus its days_before (0 when the owner's plan no longer includes it). `days_ahead` is how many days
-- before the date the recipient is mailed (0 on the day, or when catching up later); `following` says whether
-- the recipient follows the reminder rather than set it.
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
  plot_number text,
  days_ahead integer,
  following boolean
)
language sql volatile security definer
set search_path = ''
as $$
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
    g.id, g.full_name, g.cemetery_name, g.section, g.plot_number, due.days_ahead, due.following
  from claimed c
  join due on due.id = c.reminder_id and due.recipient = c.user_id
  join public.reminders r on r.id = c.reminder_id
  join public.graves g on g.id = r.grave_id
  join private.profiles p on p.id = c.user_id
$$;
revoke all on function private.claim_due_reminders(integer, timestamptz) from public;
grant execute on function private.claim_due_reminders(integer, timestamptz) to service_role;

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
  plot_number text,
  days_ahead integer,
  following boolean
)
language sql volatile security invoker
set search_path = ''
as $$ select * from private.claim_due_reminders(claim_due_reminders.batch, claim_due_reminders.as_of) $$;
revoke all on function public.claim_due_reminders(integer, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_due_reminders(integer, timestamptz) to service_role;

-- 4. The calendar feed: the token owner's own reminders and the ones they follow, with days_before (0 when the
-- plan no longer includes it) for an alarm ahead of the date, and whether the reminder is followed.
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

-- 5. What the page asks before offering "Remind me" days ahead and "Follow reminders": whether the memorial's
-- owner has them, answered only to its owner and collaborators (nobody else learns anything of the owner's plan).
create or replace function private.advanced_reminders_included(grave uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select (private.owns_grave(grave) or private.manages_grave(grave, array['viewer', 'editor']))
    and private.advanced_reminders_of(grave)
$$;
revoke all on function private.advanced_reminders_included(uuid) from public;
grant execute on function private.advanced_reminders_included(uuid) to authenticated;

create or replace function public.advanced_reminders_included(grave_id uuid) returns boolean
language sql stable security invoker
set search_path = ''
as $$ select private.advanced_reminders_included(advanced_reminders_included.grave_id) $$;
revoke all on function public.advanced_reminders_included(uuid) from public, anon, service_role;
grant execute on function public.advanced_reminders_included(uuid) to authenticated;
