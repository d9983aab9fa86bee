-- Photo gallery (issue 15): beyond the cover and the portrait, a memorial has a gallery of captioned photos in an
-- order its owner and editors set. How many photos a memorial may hold is a limit of its OWNER's plan, kept in the
-- plan rows beside the other limits and enforced here; a read-only memorial's gallery is read-only too.

alter table private.plans add column if not exists max_photos_per_memorial integer not null default 10
  check (max_photos_per_memorial = -1 or max_photos_per_memorial >= 0);
update private.plans
set max_photos_per_memorial = case id when 'personal' then 100 when 'family' then 500 else 10 end;

-- The files live in the grave-images bucket, in the uploader's own folder ({uid}/{name}), as the cover does;
-- the row names the object, so the app builds its public and thumbnail URLs.
create table public.grave_photos (
  id uuid primary key default gen_random_uuid(),
  grave_id uuid not null references public.graves (id) on delete cascade,
  storage_path text not null
    check (char_length(storage_path) <= 200 and storage_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]+$'),
  caption text not null default '' check (char_length(caption) <= 500),
  position integer not null default 0 check (position >= 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (grave_id, storage_path)
);
-- The gallery is read in order; the policies and the release below look rows up by memorial and by file.
create index grave_photos_grave_order_idx on public.grave_photos (grave_id, position, created_at);
create index grave_photos_created_by_idx on public.grave_photos (created_by);
create index grave_photos_storage_path_idx on public.grave_photos (storage_path);

alter table public.grave_photos enable row level security;

create policy "Visitors can read the gallery of public memorials" on public.grave_photos
  for select to anon using (private.can_read_grave(grave_id));
create policy "Users can read the gallery of memorials they can see" on public.grave_photos
  for select to authenticated using (private.can_read_grave(grave_id));
create policy "Owners and editors can add gallery photos" on public.grave_photos
  for insert to authenticated
  with check (private.owns_grave(grave_id) or private.manages_grave(grave_id, array['editor']));
create policy "Owners and editors can change gallery photos" on public.grave_photos
  for update to authenticated
  using (private.owns_grave(grave_id) or private.manages_grave(grave_id, array['editor']))
  with check (private.owns_grave(grave_id) or private.manages_grave(grave_id, array['editor']));
create policy "Owners and editors can remove gallery photos" on public.grave_photos
  for delete to authenticated
  using (private.owns_grave(grave_id) or private.manages_grave(grave_id, array['editor']));

-- The gallery limit of the plan of a memorial's owner, and the sentence that names it.
create or replace function private.photo_limit_of(target_grave uuid)
returns table (plan_name text, max_photos integer, message text)
language sql stable security definer
set search_path = ''
as $$
  select plan.plan_name, p.max_photos_per_memorial,
    format('Your %s plan allows %s photos per memorial.', plan.plan_name, p.max_photos_per_memorial)
  from public.graves g
  cross join lateral private.plan_of(g.user_id) plan
  join private.plans p on p.id = plan.plan_id
  where g.id = target_grave
$$;
revoke all on function private.photo_limit_of(uuid) from public;
grant execute on function private.photo_limit_of(uuid) to anon, authenticated, service_role;

-- PostgREST computed fields: `graves?select=*,photo_limit,photo_limit_message` (-1: unlimited).
create or replace function public.photo_limit(memorial public.graves)
returns integer
language sql stable security invoker
set search_path = ''
as $$
  select l.max_photos from private.photo_limit_of(memorial.id) l
$$;
grant execute on function public.photo_limit(public.graves) to anon, authenticated, service_role;

create or replace function public.photo_limit_message(memorial public.graves)
returns text
language sql stable security invoker
set search_path = ''
as $$
  select l.message from private.photo_limit_of(memorial.id) l
$$;
grant execute on function public.photo_limit_message(public.graves) to anon, authenticated, service_role;

-- A new photo: within the owner's plan, at the end of the gallery, one the adder uploaded (a signed-in user may
-- only show files from their own folder, so nobody can put someone else's file in a gallery and then, by
-- removing it, be allowed to delete it). Definer rights: the count must see every photo of the memorial.
create or replace function private.check_grave_photo_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
revoke all on function private.check_grave_photo_insert() from public, anon, authenticated;

create trigger grave_photos_check_insert before insert on public.grave_photos
  for each row execute function private.check_grave_photo_insert();

-- A photo stays with its memorial and its file: only the caption and the place in the order change.
create or replace function private.check_grave_photo_update() returns trigger
language plpgsql
set search_path = ''
as $$
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
revoke all on function private.check_grave_photo_update() from public, anon, authenticated;

create trigger grave_photos_check_update before update on public.grave_photos
  for each row execute function private.check_grave_photo_update();

-- A read-only memorial's gallery is read-only, whoever asks (as the memorial itself, 20250601121110). Deleting the
-- memorial still removes its photos: by then the memorial row is gone and has no reason to be read-only.
create or replace function private.refuse_read_only_gallery() returns trigger
language plpgsql
set search_path = ''
as $$
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
revoke all on function private.refuse_read_only_gallery() from public, anon, authenticated;

-- Named to sort before the insert check: a read-only memorial answers with its reason, not the photo limit.
create trigger grave_photos_a_refuse_read_only before insert or update or delete on public.grave_photos
  for each row execute function private.refuse_read_only_gallery();

-- Whether a memorial still shows a stored photo, as its cover, its portrait or in a gallery.
create or replace function private.image_in_use(bucket text, object_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.graves g
    where (bucket = 'grave-images' and private.image_object_name(g.image_url, 'grave-images') = object_name)
       or (bucket = 'person-images' and private.image_object_name(g.person_image_url, 'person-images') = object_name)
  ) or (
    bucket = 'grave-images' and exists (select 1 from public.grave_photos p where p.storage_path = object_name)
  )
$$;
revoke all on function private.image_in_use(text, text) from public;

-- 20250601120500's release, now also keeping a cover that a gallery still shows: pointing a cover at someone's
-- gallery photo and removing it again must not be a way to delete their file.
create or replace function private.release_image(url text, bucket text) returns void
language plpgsql security definer
set search_path = ''
as $$
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

-- A photo removed from a gallery, directly or with its memorial, may be deleted by whoever removed it (the
-- storage policy of 20250601120500), even from an editor's folder, unless a memorial still shows it.
create or replace function private.release_gallery_photo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not private.image_in_use('grave-images', old.storage_path) then
    insert into private.released_images (bucket_id, name, released_by)
    values ('grave-images', old.storage_path, auth.uid())
    on conflict do nothing;
  end if;
  return null;
end
$$;
revoke all on function private.release_gallery_photo() from public, anon, authenticated;

create trigger grave_photos_release_file after delete on public.grave_photos
  for each row execute function private.release_gallery_photo();

-- Sets a gallery's order in one call: the photo ids, every one of the memorial's once, first to last.
create or replace function public.reorder_grave_photos(memorial uuid, photo_ids uuid[])
returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
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
revoke all on function public.reorder_grave_photos(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_grave_photos(uuid, uuid[]) to authenticated, service_role;

-- Deleting an account removes its memorials' gallery files wherever they are stored (an editor's folder too):
-- the delete-account function asks for them before the cascade removes the rows.
create or replace function private.account_gallery_files(account uuid)
returns setof text
language sql stable security definer
set search_path = ''
as $$
  select p.storage_path from public.grave_photos p
  join public.graves g on g.id = p.grave_id
  where g.user_id = account
$$;
revoke all on function private.account_gallery_files(uuid) from public, anon, authenticated;
grant execute on function private.account_gallery_files(uuid) to service_role;

create or replace function public.account_gallery_files(account uuid)
returns setof text
language sql stable security invoker
set search_path = ''
as $$
  select private.account_gallery_files(account)
$$;
revoke all on function public.account_gallery_files(uuid) from public, anon, authenticated;
grant execute on function public.account_gallery_files(uuid) to service_role;
