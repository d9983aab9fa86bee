-- Every file an account's memorials show, in whoever's folder: delete-account removes them (issue 27).
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.account_memorial_files(account uuid)
 RETURNS TABLE(bucket_id text, name text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select distinct f.bucket_id, f.name
  from (
    select 'grave-images'::text, p.storage_path
    from public.grave_photos p
    join public.graves g on g.id = p.grave_id
    where g.user_id = account
    union all
    select 'grave-images', private.image_object_name(g.image_url, 'grave-images')
    from public.graves g where g.user_id = account
    union all
    select 'person-images', private.image_object_name(g.person_image_url, 'person-images')
    from public.graves g where g.user_id = account
  ) f (bucket_id, name)
  where f.name is not null and not private.shown_by_others(account, f.bucket_id, f.name)
$function$
;

CREATE OR REPLACE FUNCTION public.account_memorial_files(account uuid)
 RETURNS TABLE(bucket_id text, name text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select f.bucket_id, f.name from private.account_memorial_files(account) f
$function$
;
REVOKE ALL ON FUNCTION private.account_memorial_files(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.account_memorial_files(account uuid) TO service_role;
REVOKE ALL ON FUNCTION public.account_memorial_files(account uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.account_memorial_files(account uuid) TO service_role;
