-- The data of spec section 3. Profiles live in a schema the API does not expose; `public.profiles` is a view over
-- them (next migration) so that a user's e-mail is only ever shown to that user or to an owner managing access.

create schema if not exists private;
-- Policies call the helpers in this schema with the caller's privileges, so the API roles need to reach them.
grant usage on schema private to anon, authenticated, service_role;

create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table private.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null check (email = lower(email)),
  full_name text,
  avatar_url text,
  subscription_tier text not null default 'free' check (subscription_tier in ('free', 'personal', 'family')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index profiles_email_key on private.profiles (email);
create trigger profiles_set_updated_at before update on private.profiles
  for each row execute function private.set_updated_at();

create table public.graves (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_by uuid references auth.users (id) on delete set null,
  full_name text not null check (length(btrim(full_name)) > 0),
  birth_date date,
  death_date date,
  cemetery_name text,
  plot_number text,
  section text,
  description text,
  epitaph text,
  memories text,
  is_public boolean not null default false,
  image_url text,
  person_image_url text,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  -- Optional readable address: /graves/{slug} as well as /graves/{id}.
  slug text unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The dashboard lists a user's memorials newest first; the id list for collaborator counts uses the same index.
create index graves_user_id_created_at_idx on public.graves (user_id, created_at desc);
create index graves_created_by_idx on public.graves (created_by);
create index graves_public_idx on public.graves (id) where is_public;
create trigger graves_set_updated_at before update on public.graves
  for each row execute function private.set_updated_at();

create table public.grave_managers (
  id uuid primary key default gen_random_uuid(),
  grave_id uuid not null references public.graves (id) on delete cascade,
  user_id uuid not null references private.profiles (id) on delete cascade,
  role text not null default 'viewer' check (role in ('viewer', 'editor')),
  created_at timestamptz not null default now(),
  constraint grave_managers_grave_id_user_id_key unique (grave_id, user_id)
);
create index grave_managers_user_id_idx on public.grave_managers (user_id, grave_id);

create table public.visitor_memories (
  id uuid primary key default gen_random_uuid(),
  grave_id uuid not null references public.graves (id) on delete cascade,
  user_id uuid not null default auth.uid() references private.profiles (id) on delete cascade,
  memory_text text not null check (length(btrim(memory_text)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index visitor_memories_grave_id_created_at_idx on public.visitor_memories (grave_id, created_at desc);
create index visitor_memories_user_id_idx on public.visitor_memories (user_id);
create trigger visitor_memories_set_updated_at before update on public.visitor_memories
  for each row execute function private.set_updated_at();

create table public.reminders (
  id uuid primary key default gen_random_uuid(),
  grave_id uuid not null references public.graves (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reminder_date date not null,
  next_reminder_date date not null,
  reminder_type text not null
    check (reminder_type in ('visit_reminder', 'birthday', 'death_anniversary', 'maintenance', 'custom')),
  frequency text not null default 'once'
    check (frequency in ('once', 'weekly', 'monthly', 'quarterly', 'biannually', 'yearly')),
  custom_message text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Both reminder listings read only active rows ordered by the next date.
create index reminders_user_id_next_idx on public.reminders (user_id, next_reminder_date) where is_active;
create index reminders_grave_id_next_idx on public.reminders (grave_id, next_reminder_date) where is_active;
create index reminders_user_id_idx on public.reminders (user_id);
create index reminders_grave_id_idx on public.reminders (grave_id);
create trigger reminders_set_updated_at before update on public.reminders
  for each row execute function private.set_updated_at();

-- Written only by the payment webhook (service role); users read their own row through public.user_subscription.
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  customer_id text unique,
  subscription_id text unique,
  price_id text,
  status text not null default 'not_started',
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  payment_method_brand text,
  payment_method_last4 text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger subscriptions_set_updated_at before update on public.subscriptions
  for each row execute function private.set_updated_at();
