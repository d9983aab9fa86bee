-- Schemas of our own. The roles (anon, authenticated, service_role), auth.users and storage.objects come with
-- every Supabase project (locally: src/db/platform.sql). Files in this folder apply in the order of their names;
-- each is the current state of one area of the product: its tables, their indexes, functions, triggers and
-- row-level security side by side. Change a rule here, then generate the migration (README: "Changing the schema").

-- SQL functions name tables and functions of later files; their bodies are checked when they first run. Each
-- migration runs in one transaction (here and with `supabase db push`), so this lasts for that migration only.
set local check_function_bodies = off;

-- Profiles live in a schema the API does not expose; the public API sees views and wrapper functions over it.
create schema if not exists private;
-- Policies call the helpers in this schema with the caller's privileges, so the API roles need to reach them.
grant usage on schema private to anon, authenticated, service_role;
