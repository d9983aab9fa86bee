-- The dashboard at 1,000 memorials (issue 14): it reads a user's memorials a page at a time, newest first with
-- the id as tie-breaker (`order=created_at.desc,id.desc`), so that pages never repeat or skip a memorial. An
-- index in exactly that order answers a page by reading the page's rows, with no sort of all of them; it also
-- serves the read-only check, which counts a user's older memorials by (created_at, id). It replaces the index on
-- (user_id, created_at desc), which it covers.
create index if not exists graves_user_id_created_at_id_idx on public.graves (user_id, created_at desc, id desc);
drop index if exists public.graves_user_id_created_at_idx;

-- The read-only check runs for every card of the list (the `is_read_only` computed field): as one SQL function
-- calling another, it was planned again for every row and counted every older memorial, ~0.75 ms a card, most of
-- a dashboard page's time in the database. In PL/pgSQL its statements' plans are kept for the session, and it
-- reads at most `max_graves` older memorials, since the question is only whether that many are older. Same
-- answer as 20250601121110's version: read-only when the owner's plan has a limit and at least that many of the
-- owner's memorials are older (created_at, then id).
create or replace function private.grave_read_only_reason(target uuid)
returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  owner uuid;
  made timestamptz;
  plan_name text;
  max_graves integer;
begin
  select g.user_id, g.created_at into owner, made from public.graves g where g.id = target;
  if owner is null then
    return null;
  end if;
  select p.plan_name, p.max_graves into plan_name, max_graves from private.plan_of(owner) p;
  if max_graves is null or max_graves = -1 then
    return null;
  end if;
  if max_graves > 0 and not exists (
    select 1 from public.graves older
    where older.user_id = owner and (older.created_at, older.id) < (made, target)
    offset max_graves - 1 limit 1
  ) then
    return null;
  end if;
  return format(
    'This memorial is read-only because your %s plan allows %s memorials. Upgrade to edit it again.',
    plan_name, max_graves);
end;
$$;
