-- Messages sent from the public contact page (/contact). Anyone may send one; nobody but the service role (support
-- tooling, the contact-message function) reads, changes or deletes them. The contact-message edge function
-- stores each message through this table and mails it to the support inbox.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contact_messages_name_check
    check (char_length(btrim(name)) between 1 and 100 and name !~ '[[:cntrl:]]'),
  email text not null
    constraint contact_messages_email_check
    check (char_length(email) <= 254 and email ~ '^[^[:space:][:cntrl:]@,;<>"()\[\]\\]+@[^[:space:][:cntrl:]@,;<>"()\[\]\\]+\.[^[:space:][:cntrl:]@,;<>"()\[\]\\]+$'),
  category text not null default 'general'
    constraint contact_messages_category_check
    check (category in ('general', 'technical', 'billing', 'feature', 'bug', 'privacy')),
  subject text not null
    constraint contact_messages_subject_check
    check (char_length(btrim(subject)) between 1 and 200 and subject !~ '[[:cntrl:]]'),
  message text not null
    constraint contact_messages_message_check
    check (char_length(btrim(message)) between 1 and 5000),
  -- The sender's address as the gateway saw it; what the hourly limit counts. Null when it was not known (then all
  -- such messages share one allowance).
  client_ip text constraint contact_messages_client_ip_check check (char_length(client_ip) <= 64),
  created_at timestamptz not null default now()
);
create index contact_messages_client_ip_created_at_idx on public.contact_messages (client_ip, created_at);

alter table public.contact_messages enable row level security;

-- Sending is the only thing an API role may do; no select policy, so even `insert ... returning` shows nothing.
create policy "Visitors may send a contact message" on public.contact_messages
  for insert to anon with check (true);
create policy "Signed-in users may send a contact message" on public.contact_messages
  for insert to authenticated with check (true);
revoke select, update, delete, truncate on public.contact_messages from anon, authenticated;

insert into private.app_config (key, value) values
  ('contact_messages_per_hour', '5')
on conflict (key) do nothing;

-- The first address of X-Forwarded-For as PostgREST received it (`request.headers`). The gateway in front sets the
-- header from the connection (locally the server replaces whatever the client sent), so a sender cannot pick it.
create or replace function private.request_client_ip() returns text
language sql stable
set search_path = ''
as $$
  select nullif(left(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for',
    ',', 1)), 64), '')
$$;

-- At most `contact_messages_per_hour` messages an hour from one address: the 6th is refused with HTTP 429
-- (PostgREST answers a PTxxx state with that status). The service role (the contact-message function) states the
-- address it read from the request; anyone else's is taken from the request itself, and the time is always now.
create or replace function private.contact_messages_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  allowed integer := coalesce(
    (select c.value::integer from private.app_config c where c.key = 'contact_messages_per_hour'), 5);
  recent integer;
begin
  if not private.is_service_role() then
    new.client_ip := private.request_client_ip();
  end if;
  new.created_at := now();
  -- Parallel sends from one address must not all see room for one more.
  perform pg_advisory_xact_lock(hashtextextended('contact_messages:' || coalesce(new.client_ip, ''), 0));
  select count(*) into recent
  from public.contact_messages m
  where m.client_ip is not distinct from new.client_ip and m.created_at > now() - interval '1 hour';
  if recent >= allowed then
    raise sqlstate 'PT429' using
      message = 'Too many messages. Please try again later.',
      hint = format('At most %s messages an hour from one address.', allowed);
  end if;
  return new;
end;
$$;
revoke all on function private.contact_messages_before_insert() from public, anon, authenticated;

create trigger contact_messages_before_insert
  before insert on public.contact_messages
  for each row execute function private.contact_messages_before_insert();
