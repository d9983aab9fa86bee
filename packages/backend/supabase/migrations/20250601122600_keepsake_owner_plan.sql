-- PostgREST computed field `graves?select=keepsake_kind`: the PDF keepsake the plan of the memorial's OWNER
-- includes ('rich', the Family booklet; 'basic', the Personal pages; null on Free), as every other paid feature of
-- a memorial follows its owner's plan (photo_limit, family_links_included): a Free editor of a Family owner's
-- memorial downloads the booklet, and a Family collaborator of a Free owner's memorial is not offered one.
create or replace function public.keepsake_kind(memorial public.graves)
returns text
language sql stable security invoker
set search_path = ''
as $$
  select case
    when private.plan_includes(memorial.user_id, 'Rich PDF export') then 'rich'
    when private.plan_includes(memorial.user_id, 'Basic PDF export') then 'basic'
  end
$$;
revoke all on function public.keepsake_kind(public.graves) from public, anon;
grant execute on function public.keepsake_kind(public.graves) to authenticated, service_role;
