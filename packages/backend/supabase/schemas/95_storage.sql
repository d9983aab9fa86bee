-- Uploads: the image buckets, the folder rules on storage.objects, and when a memorial's or gallery's file is
-- released to its uploader for deletion.

CREATE TABLE private.released_images (
    bucket_id text NOT NULL,
    name text NOT NULL,
    released_by uuid NOT NULL,
    released_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY private.released_images
    ADD CONSTRAINT released_images_pkey PRIMARY KEY (bucket_id, name, released_by);
ALTER TABLE ONLY private.released_images
    ADD CONSTRAINT released_images_released_by_fkey FOREIGN KEY (released_by) REFERENCES auth.users(id) ON DELETE CASCADE;
-- Deleting an account cascades from auth.users to private.released_images by released_by, which no index led
-- with (the primary key starts with bucket_id): every account deletion scanned the table. Supabase's database
-- linter reports it as 0001_unindexed_foreign_keys; test/platform/database-linter.test.ts keeps it fixed.
CREATE INDEX released_images_released_by_idx ON private.released_images USING btree (released_by);

-- The files of the account's own folders that other people's memorials show: delete-account leaves them in place.
CREATE FUNCTION private.account_kept_files(account uuid) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.account_kept_files(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.account_kept_files(account uuid) TO service_role;

-- Whether a memorial still shows a stored photo, as its cover, its portrait or in a gallery.
CREATE FUNCTION private.image_in_use(bucket text, object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.graves g
    where (bucket = 'grave-images' and private.image_object_name(g.image_url, 'grave-images') = object_name)
       or (bucket = 'person-images' and private.image_object_name(g.person_image_url, 'person-images') = object_name)
  ) or (
    bucket = 'grave-images' and exists (select 1 from public.grave_photos p where p.storage_path = object_name)
  )
$$;
REVOKE ALL ON FUNCTION private.image_in_use(bucket text, object_name text) FROM PUBLIC;

CREATE FUNCTION private.image_released_to_me(bucket text, object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.released_images r
    where r.bucket_id = bucket and r.name = object_name and r.released_by = auth.uid()
  )
$$;
REVOKE ALL ON FUNCTION private.image_released_to_me(bucket text, object_name text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.image_released_to_me(bucket text, object_name text) TO authenticated;

-- Releases a replaced or removed photo to whoever removed it, but keeps a cover that a gallery still shows: pointing a cover at someone's
-- gallery photo and removing it again must not be a way to delete their file.
CREATE FUNCTION private.release_image(url text, bucket text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  object_name text := private.image_object_name(url, bucket);
begin
  if object_name is null or auth.uid() is null or private.image_in_use(bucket, object_name) then
    return;
  end if;
  insert into private.released_images (bucket_id, name, released_by)
  values (bucket, object_name, auth.uid())
  on conflict do nothing;
end
$$;
REVOKE ALL ON FUNCTION private.release_image(url text, bucket text) FROM PUBLIC;

CREATE FUNCTION private.release_replaced_photos() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' or new.image_url is distinct from old.image_url then
    perform private.release_image(old.image_url, 'grave-images');
  end if;
  if tg_op = 'DELETE' or new.person_image_url is distinct from old.person_image_url then
    perform private.release_image(old.person_image_url, 'person-images');
  end if;
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.release_replaced_photos() FROM PUBLIC;

-- Whether a memorial that `account` does not own shows this stored photo (as its cover, portrait or in its gallery).
CREATE FUNCTION private.shown_by_others(account uuid, bucket text, object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.shown_by_others(account uuid, bucket text, object_name text) FROM PUBLIC;

CREATE FUNCTION public.account_kept_files(account uuid) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select k.bucket_id, k.name from private.account_kept_files(account) k
$$;
REVOKE ALL ON FUNCTION public.account_kept_files(account uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.account_kept_files(account uuid) TO service_role;

-- Every file the account's memorials show (cover, portrait, gallery), in whoever's folder it is, less those a
-- memorial of someone else also shows: delete-account removes them, so a cover an editor uploaded into their own
-- folder goes with the memorial, even after that editor's own account is gone.
CREATE FUNCTION private.account_memorial_files(account uuid) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.account_memorial_files(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.account_memorial_files(account uuid) TO service_role;

CREATE FUNCTION public.account_memorial_files(account uuid) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select f.bucket_id, f.name from private.account_memorial_files(account) f
$$;
REVOKE ALL ON FUNCTION public.account_memorial_files(account uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.account_memorial_files(account uuid) TO service_role;

CREATE TRIGGER graves_release_photos AFTER DELETE OR UPDATE OF image_url, person_image_url ON public.graves FOR EACH ROW EXECUTE FUNCTION private.release_replaced_photos();

ALTER TABLE private.released_images ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can delete images in their own folder" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Users can delete the photos they removed from a memorial" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND private.image_released_to_me(bucket_id, name)));

CREATE POLICY "Users can list the images in their own folder" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Users can replace images in their own folder" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- Storage answers a delete with the deleted objects (DELETE … RETURNING), which needs them readable too.
CREATE POLICY "Users can see the photos they removed from a memorial" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND private.image_released_to_me(bucket_id, name)));

CREATE POLICY "Users can upload images into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['grave-images'::text, 'person-images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- Photo buckets. Objects are public to read by URL; writes go only into the uploader's own folder ({uid}/...).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('grave-images', 'grave-images', true, 10485760, array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('person-images', 'person-images', true, 10485760, array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do nothing;
