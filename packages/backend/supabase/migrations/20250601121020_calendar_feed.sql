-- The private calendar feed (issue 11): one secret token per user, in the feed's URL because calendar apps send
-- no headers. Only its SHA-256 is stored, so the table reveals no working URL; the token itself is shown once,
-- when public.reset_calendar_token() makes it, and a reset makes the old URL fail at once.

create table private.calendar_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now()
);
-- Only the functions below touch it.
alter table private.calendar_tokens enable row level security;
revoke all on private.calendar_tokens from anon, authenticated, service_role;

create or replace function private.hash_calendar_token(token text) returns bytea
language sql immutable
set search_path = ''
as $$ select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')) $$;
revoke all on function private.hash_calendar_token(text) from public;

-- 64 hex digits from two random UUIDs (244 random bits; gen_random_uuid is core and needs no extension).
create or replace function private.reset_calendar_token() returns text
language plpgsql volatile security definer
set search_path = ''
as $$
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
revoke all on function private.reset_calendar_token() from public;
grant execute on function private.reset_calendar_token() to authenticated;

-- What the app calls: `rpc('reset_calendar_token')` answers the new token (a string).
create or replace function public.reset_calendar_token() returns text
language sql volatile security invoker
set search_path = ''
as $$ select private.reset_calendar_token() $$;
revoke all on function public.reset_calendar_token() from public, anon, service_role;
grant execute on function public.reset_calendar_token() to authenticated;

-- When the caller last made a link (null: never), so the page can say whether one exists without seeing it.
create or replace function private.calendar_token_created_at() returns timestamptz
language sql stable security definer
set search_path = ''
as $$ select t.created_at from private.calendar_tokens t where t.user_id = auth.uid() $$;
revoke all on function private.calendar_token_created_at() from public;
grant execute on function private.calendar_token_created_at() to authenticated;

create or replace function public.calendar_token_created_at() returns timestamptz
language sql stable security invoker
set search_path = ''
as $$ select private.calendar_token_created_at() $$;
revoke all on function public.calendar_token_created_at() from public, anon, service_role;
grant execute on function public.calendar_token_created_at() to authenticated;

-- The feed's content for a token: null when no user has it, otherwise the user's active reminders on
-- memorials they can still see, with what an event shows. Only the calendar-feed edge function (service role)
-- calls it.
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
            'plot_number', g.plot_number
          )
          order by r.next_reminder_date, r.id
        )
        from public.reminders r
        join public.graves g on g.id = r.grave_id
        where r.user_id = t.user_id
          and r.is_active
          and (
            g.is_public
            or g.user_id = t.user_id
            or exists (select 1 from public.grave_managers m where m.grave_id = g.id and m.user_id = t.user_id)
          )
      ),
      '[]'::jsonb
    )
  )
  from private.calendar_tokens t
  where token is not null and t.token_hash = private.hash_calendar_token(token)
$$;
revoke all on function private.calendar_feed(text) from public;
grant execute on function private.calendar_feed(text) to service_role;

create or replace function public.calendar_feed(token text) returns jsonb
language sql stable security invoker
set search_path = ''
as $$ select private.calendar_feed(calendar_feed.token) $$;
revoke all on function public.calendar_feed(text) from public, anon, authenticated;
grant execute on function public.calendar_feed(text) to service_role;
