-- What a Supabase project provides before any migration runs: roles, the auth and storage schemas, and the
-- helpers policies call. Only the parts our migrations and server use; names and shapes follow Supabase so the
-- same migrations apply unchanged there. Idempotent: it runs on every start.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
end
$$;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text,
  is_anonymous boolean not null default false
);
-- Data dirs made before e-mail confirmation existed (both columns are in Supabase's auth.users too).
alter table auth.users add column if not exists confirmation_token varchar(255);
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
create unique index if not exists users_email_key on auth.users (lower(email));
-- A pending e-mail change and the reauthentication nonce, as Supabase's auth.users holds them (only the hashes
-- of the tokens and of the nonce are stored, as for the other one-time tokens).
alter table auth.users add column if not exists email_change varchar(255);
alter table auth.users add column if not exists email_change_token_new varchar(255);
alter table auth.users add column if not exists email_change_token_current varchar(255);
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists reauthentication_token varchar(255);
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

-- The local server's own addition (GoTrue has no undo): after a change, the old address can take the account
-- back for a week (one-time-tokens.ts says why a week).
create table if not exists auth.email_change_undo (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  old_email varchar(255) not null,
  new_email varchar(255) not null,
  created_at timestamptz not null default now()
);
create index if not exists email_change_undo_user_id_idx on auth.email_change_undo (user_id);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1'
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
-- Where and when each session was last used, as Supabase's auth.sessions records them (GoTrue writes them at
-- sign-in and at each refresh): Settings lists them through public.my_sessions(). refreshed_at is UTC without a
-- zone, as in Supabase.
alter table auth.sessions add column if not exists refreshed_at timestamp without time zone;
alter table auth.sessions add column if not exists user_agent text;
alter table auth.sessions add column if not exists ip inet;

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Two-step sign-in (src/auth/mfa.ts), in the shape of Supabase's auth.mfa_* tables (text where Supabase has its
-- enums factor_type, factor_status and aal_level). A session's `aal` becomes aal2 once a code is verified in it;
-- mfa_amr_claims holds how the session was authenticated, for the token's `amr` claim.
alter table auth.sessions add column if not exists factor_id uuid;
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz,
  -- The local server's own addition: the 30-second step of the last code accepted, so a code is used once
  -- (RFC 6238 section 5.2), even through a new challenge within its period.
  last_verified_step bigint
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet not null
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

-- A cleared SET LOCAL reads back as '' rather than null, hence nullif (ARCHITECTURE 8).
create or replace function auth.jwt() returns jsonb
language sql stable
as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

create or replace function auth.uid() returns uuid
language sql stable
as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create or replace function auth.role() returns text
language sql stable
as $$ select nullif(auth.jwt() ->> 'role', '') $$;

create or replace function auth.email() returns text
language sql stable
as $$ select nullif(auth.jwt() ->> 'email', '') $$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
create index if not exists objects_owner_idx on storage.objects (owner);
-- Names in byte order, as Supabase Storage indexes them: a folder's objects are one range (src/storage/objects.ts).
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");

create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
grant select on storage.buckets to anon, authenticated, service_role;
grant select, insert, update, delete on storage.objects to anon, authenticated, service_role;
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

do $$
begin
  if not exists (select 1 from pg_policies where schemaname = 'storage' and tablename = 'buckets') then
    create policy "Anyone can see public buckets" on storage.buckets for select to anon, authenticated using (public);
  end if;
end
$$;
