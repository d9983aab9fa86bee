-- The photo gallery of a memorial: photos per plan, order, captions, and what happens to a removed photo's file.

-- The files live in the grave-images bucket, in the uploader's own folder ({uid}/{name}), as the cover does;
-- the row names the object, so the app builds its public and thumbnail URLs.
CREATE TABLE public.grave_photos (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    storage_path text NOT NULL,
    caption text DEFAULT ''::text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT grave_photos_caption_check CHECK ((char_length(caption) <= 500)),
    CONSTRAINT grave_photos_position_check CHECK (("position" >= 0)),
    CONSTRAINT grave_photos_storage_path_check CHECK (((char_length(storage_path) <= 200) AND (storage_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]+$'::text)))
);
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_grave_id_storage_path_key UNIQUE (grave_id, storage_path);
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.grave_photos
    ADD CONSTRAINT grave_photos_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
CREATE INDEX grave_photos_created_by_idx ON public.grave_photos USING btree (created_by);
-- The gallery is read in order; the policies and the release below look rows up by memorial and by file.
CREATE INDEX grave_photos_grave_order_idx ON public.grave_photos USING btree (grave_id, "position", created_at);
CREATE INDEX grave_photos_storage_path_idx ON public.grave_photos USING btree (storage_path);

-- The gallery files of the account's memorials, less those another owner's memorial also shows
-- (one uploader may put the same file in the galleries of two families' memorials): deleting one family's account
-- must not take a photo from the other.
CREATE FUNCTION private.account_gallery_files(account uuid) RETURNS SETOF text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select distinct p.storage_path from public.grave_photos p
  join public.graves g on g.id = p.grave_id
  where g.user_id = account
    and not private.shown_by_others(account, 'grave-images', p.storage_path)
$$;
REVOKE ALL ON FUNCTION private.account_gallery_files(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.account_gallery_files(account uuid) TO service_role;

-- A new photo: within the owner's plan, at the end of the gallery, one the adder uploaded (a signed-in user may
-- only show files from their own folder, so nobody can put someone else's file in a gallery and then, by
-- removing it, be allowed to delete it). Definer rights: the count must see every photo of the memorial.
CREATE FUNCTION private.check_grave_photo_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  gallery_limit record;
  used integer;
  next_position integer;
begin
  if caller is not null and split_part(new.storage_path, '/', 1) <> caller::text then
    raise exception using errcode = '42501', message = 'A gallery photo must be a file you uploaded.';
  end if;
  -- One insert at a time per memorial, so two uploads at once cannot both take the last place.
  perform pg_advisory_xact_lock(hashtextextended('grave_photos:' || new.grave_id::text, 0));
  select * into gallery_limit from private.photo_limit_of(new.grave_id);
  select count(*), coalesce(max(p.position) + 1, 0) into used, next_position
  from public.grave_photos p where p.grave_id = new.grave_id;
  if gallery_limit.max_photos is not null and gallery_limit.max_photos <> -1
     and used >= gallery_limit.max_photos then
    raise exception using errcode = 'P0001', message = gallery_limit.message,
      hint = 'Upgrade your plan to add more photos.';
  end if;
  new.position := next_position;
  new.created_by := coalesce(caller, new.created_by);
  new.created_at := now();
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_grave_photo_insert() FROM PUBLIC;

-- A photo stays with its memorial and its file: only the caption and the place in the order change.
CREATE FUNCTION private.check_grave_photo_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- created_by may only become null: the adder's account was deleted (on delete set null).
  if new.grave_id <> old.grave_id or new.storage_path <> old.storage_path
     or (new.created_by is distinct from old.created_by and new.created_by is not null)
     or new.created_at <> old.created_at then
    raise exception using errcode = '22023', message = 'Only the caption and the order of a photo can change.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_grave_photo_update() FROM PUBLIC;

-- The gallery limit of the plan of a memorial's owner, and the sentence that names it.
CREATE FUNCTION private.photo_limit_of(target_grave uuid) RETURNS TABLE(plan_name text, max_photos integer, message text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select plan.plan_name, p.max_photos_per_memorial,
    format('Your %s plan allows %s photos per memorial.', plan.plan_name, p.max_photos_per_memorial)
  from public.graves g
  cross join lateral private.plan_of(g.user_id) plan
  join private.plans p on p.id = plan.plan_id
  where g.id = target_grave
$$;
REVOKE ALL ON FUNCTION private.photo_limit_of(target_grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.photo_limit_of(target_grave uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.photo_limit_of(target_grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.photo_limit_of(target_grave uuid) TO service_role;

-- A read-only memorial's gallery is read-only, whoever asks (as the memorial itself: 20_memorials.sql). Deleting the
-- memorial still removes its photos: by then the memorial row is gone and has no reason to be read-only.
CREATE FUNCTION private.refuse_read_only_gallery() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  reason text;
begin
  if tg_op = 'DELETE' then
    reason := private.grave_read_only_reason(old.grave_id);
  elsif tg_op = 'INSERT' or new.caption <> old.caption or new.position <> old.position then
    reason := private.grave_read_only_reason(new.grave_id);
  end if;
  -- Otherwise an update that changes neither: the adder's account was deleted, which no memorial may block.
  if reason is not null then
    raise exception using errcode = 'P0001', message = reason,
      hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.refuse_read_only_gallery() FROM PUBLIC;

-- A photo removed from a gallery, directly or with its memorial, may be deleted by whoever removed it (the
-- storage policy in 95_storage.sql), even from an editor's folder, unless a memorial still shows it.
CREATE FUNCTION private.release_gallery_photo() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if auth.uid() is not null and not private.image_in_use('grave-images', old.storage_path) then
    insert into private.released_images (bucket_id, name, released_by)
    values ('grave-images', old.storage_path, auth.uid())
    on conflict do nothing;
  end if;
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.release_gallery_photo() FROM PUBLIC;

CREATE FUNCTION public.account_gallery_files(account uuid) RETURNS SETOF text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.account_gallery_files(account)
$$;
REVOKE ALL ON FUNCTION public.account_gallery_files(account uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.account_gallery_files(account uuid) TO service_role;

-- PostgREST computed fields: `graves?select=*,photo_limit,photo_limit_message` (-1: unlimited).
CREATE FUNCTION public.photo_limit(memorial public.graves) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.max_photos from private.photo_limit_of(memorial.id) l
$$;

CREATE FUNCTION public.photo_limit_message(memorial public.graves) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.message from private.photo_limit_of(memorial.id) l
$$;

-- Sets a gallery's order in one call: the photo ids, every one of the memorial's once, first to last.
CREATE FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if memorial is null or photo_ids is null then
    raise exception using errcode = '22023', message = 'A memorial and its photos in their new order are required.';
  end if;
  if not (private.owns_grave(memorial) or private.manages_grave(memorial, array['editor'])) then
    raise exception using errcode = '42501', message = 'Only the owner and editors can reorder this gallery.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('grave_photos:' || memorial::text, 0));
  if cardinality(photo_ids) <> (select count(distinct x) from unnest(photo_ids) x)
     or (select array_agg(p.id order by p.id) from public.grave_photos p where p.grave_id = memorial)
        is distinct from (select array_agg(x order by x) from unnest(photo_ids) x) then
    raise exception using errcode = '22023', message = 'The new order must list every photo of this gallery once.';
  end if;
  update public.grave_photos p set position = o.n - 1
  from unnest(photo_ids) with ordinality as o (id, n)
  where p.id = o.id and p.grave_id = memorial and p.position <> o.n - 1;
end;
$$;
REVOKE ALL ON FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) TO authenticated;
GRANT EXECUTE ON FUNCTION public.reorder_grave_photos(memorial uuid, photo_ids uuid[]) TO service_role;

-- Named to sort before the insert check: a read-only memorial answers with its reason, not the photo limit.
CREATE TRIGGER grave_photos_a_refuse_read_only BEFORE INSERT OR DELETE OR UPDATE ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.refuse_read_only_gallery();

CREATE TRIGGER grave_photos_check_insert BEFORE INSERT ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.check_grave_photo_insert();

CREATE TRIGGER grave_photos_check_update BEFORE UPDATE ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.check_grave_photo_update();

CREATE TRIGGER grave_photos_release_file AFTER DELETE ON public.grave_photos FOR EACH ROW EXECUTE FUNCTION private.release_gallery_photo();

ALTER TABLE public.grave_photos ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Owners and editors can add gallery photos" ON public.grave_photos FOR INSERT TO authenticated WITH CHECK ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Owners and editors can change gallery photos" ON public.grave_photos FOR UPDATE TO authenticated USING ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text]))) WITH CHECK ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Owners and editors can remove gallery photos" ON public.grave_photos FOR DELETE TO authenticated USING ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Users can read the gallery of memorials they can see" ON public.grave_photos FOR SELECT TO authenticated USING (private.can_read_grave(grave_id));

CREATE POLICY "Visitors can read the gallery of public memorials" ON public.grave_photos FOR SELECT TO anon USING (private.can_read_grave(grave_id));
