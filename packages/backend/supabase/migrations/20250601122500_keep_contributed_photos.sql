-- Photos a user added to other people's memorials outlive their account (issue 15). An editor uploads into their own
-- folder ({uid}/{name}, 20250601121700), so deleting their account used to empty that folder and leave the family's
-- gallery, cover or portrait pointing at missing files. The photos belong to the memorial: delete-account now keeps
-- every file of the leaving user's folders that a memorial of someone else still shows, where it is, so its address
-- (in graves.image_url, archives and printed keepsakes alike) keeps working. Removing it later from that memorial
-- releases it to the remover as before (20250601120500), and the owner's own account deletion removes it with the
-- memorial's other gallery files (account_gallery_files).

-- Whether a memorial that `account` does not own shows this stored photo (as its cover, portrait or in its gallery).
create or replace function private.shown_by_others(account uuid, bucket text, object_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.graves g
    where g.user_id <> account
      and ((bucket = 'grave-images' and private.image_object_name(g.image_url, 'grave-images') = object_name)
        or (bucket = 'person-images' and private.image_object_name(g.person_image_url, 'person-images') = object_name))
  ) or (
    bucket = 'grave-images' and exists (
      select 1 from public.grave_photos p
      join public.graves g on g.id = p.grave_id
      where p.storage_path = object_name and g.user_id <> account
    )
  )
$$;
revoke all on function private.shown_by_others(uuid, text, text) from public, anon, authenticated;

-- The files of the account's own folders that other people's memorials show: delete-account leaves them in place.
create or replace function private.account_kept_files(account uuid)
returns table (bucket_id text, name text)
language sql stable security definer
set search_path = ''
as $$
  select distinct f.bucket_id, f.name
  from (
    select 'grave-images'::text, p.storage_path
    from public.grave_photos p
    join public.graves g on g.id = p.grave_id
    where g.user_id <> account
    union all
    select 'grave-images', private.image_object_name(g.image_url, 'grave-images')
    from public.graves g where g.user_id <> account
    union all
    select 'person-images', private.image_object_name(g.person_image_url, 'person-images')
    from public.graves g where g.user_id <> account
  ) f (bucket_id, name)
  where f.name like account::text || '/%'
$$;
revoke all on function private.account_kept_files(uuid) from public, anon, authenticated;
grant execute on function private.account_kept_files(uuid) to service_role;

create or replace function public.account_kept_files(account uuid)
returns table (bucket_id text, name text)
language sql stable security invoker
set search_path = ''
as $$
  select k.bucket_id, k.name from private.account_kept_files(account) k
$$;
revoke all on function public.account_kept_files(uuid) from public, anon, authenticated;
grant execute on function public.account_kept_files(uuid) to service_role;

-- 20250601121700's list of the account's memorials' gallery files, less those another owner's memorial also shows
-- (one uploader may put the same file in the galleries of two families' memorials): deleting one family's account
-- must not take a photo from the other.
create or replace function private.account_gallery_files(account uuid)
returns setof text
language sql stable security definer
set search_path = ''
as $$
  select distinct p.storage_path from public.grave_photos p
  join public.graves g on g.id = p.grave_id
  where g.user_id = account
    and not private.shown_by_others(account, 'grave-images', p.storage_path)
$$;
