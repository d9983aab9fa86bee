-- No grief paywall (issue 12): when a plan ends or drops, nothing is deleted. The memorials beyond the plan's
-- limit, the most recently created ones, become read-only: readable, public pages up, exportable, deletable,
-- but no longer editable. Computed from the plan on every check, never stored, so an upgrade lifts it at once.

-- Why a memorial is read-only, or null when it is editable: it is read-only when its owner's plan has a limit
-- and at least that many of the owner's memorials are older (created_at, then id, as a stable order).
create or replace function private.grave_read_only_reason(target uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select format(
    'This memorial is read-only because your %s plan allows %s memorials. Upgrade to edit it again.',
    plan.plan_name, plan.max_graves)
  from public.graves g
  cross join lateral private.plan_of(g.user_id) plan
  where g.id = target
    and plan.max_graves <> -1
    and (
      select count(*) from public.graves older
      where older.user_id = g.user_id and (older.created_at, older.id) < (g.created_at, g.id)
    ) >= plan.max_graves
$$;
revoke all on function private.grave_read_only_reason(uuid) from public;
grant execute on function private.grave_read_only_reason(uuid) to anon, authenticated, service_role;

-- PostgREST computed fields: `graves?select=*,is_read_only,read_only_reason`. Invoker rights: the row passed in
-- is one the caller could already read.
create or replace function public.is_read_only(memorial public.graves)
returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select private.grave_read_only_reason(memorial.id) is not null
$$;
grant execute on function public.is_read_only(public.graves) to anon, authenticated, service_role;

create or replace function public.read_only_reason(memorial public.graves)
returns text
language sql stable security invoker
set search_path = ''
as $$
  select private.grave_read_only_reason(memorial.id)
$$;
grant execute on function public.read_only_reason(public.graves) to anon, authenticated, service_role;

-- Every update of a read-only memorial is refused, whoever sends it; deleting it stays allowed.
create or replace function private.refuse_read_only_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  reason text := private.grave_read_only_reason(old.id);
begin
  if reason is not null then
    raise exception using errcode = 'P0001', message = reason,
      hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_read_only_update() from public, anon, authenticated;

create trigger graves_refuse_read_only before update on public.graves
  for each row execute function private.refuse_read_only_update();
