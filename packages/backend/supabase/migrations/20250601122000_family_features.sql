-- The Family plan's own features (issue 15: family links, visit counts, bulk import, advanced reminders) are
-- gated by the plan row, not by a plan name in each rule: the feature names are the ones the plan cards sell
-- (private.plans.features), so an operator who moves a feature between plans changes what the database allows
-- and what the cards say together.
create or replace function private.plan_includes(account uuid, feature text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (
      select feature = any (p.features)
      from private.plan_of(account) plan
      join private.plans p on p.id = plan.plan_id
    ),
    false
  )
$$;
revoke all on function private.plan_includes(uuid, text) from public;
grant execute on function private.plan_includes(uuid, text) to authenticated, service_role;
