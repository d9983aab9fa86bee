-- A memorial's photos belong to the memorial, whoever uploaded them. Storage policies only let people delete
-- files in their own folder, so an owner deleting a memorial (or an editor replacing a photo) could not delete
-- a photo a collaborator uploaded, and the file would stay behind for ever. When a memorial stops showing a
-- photo that no other memorial shows, the person who removed it may now delete that file.

create table private.released_images (
  bucket_id text not null,
  name text not null,
  released_by uuid not null references auth.users (id) on delete cascade,
  released_at timestamptz not null default now(),
  primary key (bucket_id, name, released_by)
);
-- Only the functions below read or write it.
alter table private.released_images enable row level security;

-- The object name inside a bucket behind one of our public URLs (…/storage/v1/object/public/{bucket}/{name}).
create or replace function private.image_object_name(url text, bucket text) returns text
language sql immutable
set search_path = ''
as $$ select substring(url from '/storage/v1/object/public/' || bucket || '/([^?#]+)$') $$;

-- Finding the other memorials that show a photo, without scanning every memorial.
create index graves_cover_photo_idx on public.graves (private.image_object_name(image_url, 'grave-images'));
create index graves_portrait_photo_idx
  on public.graves (private.image_object_name(person_image_url, 'person-images'));

create or replace function private.release_image(url text, bucket text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  object_name text := private.image_object_name(url, bucket);
begin
  if object_name is null or auth.uid() is null then
    return;
  end if;
  -- A photo another memorial still shows is not released: pointing a memorial at someone else's photo and
  -- removing it again must not be a way to delete their files.
  if exists (
    select 1 from public.graves g
    where (bucket = 'grave-images' and private.image_object_name(g.image_url, 'grave-images') = object_name)
       or (bucket = 'person-images' and private.image_object_name(g.person_image_url, 'person-images') = object_name)
  ) then
    return;
  end if;
  insert into private.released_images (bucket_id, name, released_by)
  values (bucket, object_name, auth.uid())
  on conflict do nothing;
end
$$;

create or replace function private.release_replaced_photos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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

create trigger graves_release_photos
  after update of image_url, person_image_url or delete on public.graves
  for each row execute function private.release_replaced_photos();

create or replace function private.image_released_to_me(bucket text, object_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.released_images r
    where r.bucket_id = bucket and r.name = object_name and r.released_by = auth.uid()
  )
$$;

revoke all on function private.release_image(text, text) from public;
revoke all on function private.release_replaced_photos() from public;
revoke all on function private.image_released_to_me(text, text) from public;
grant execute on function private.image_released_to_me(text, text) to authenticated;

create policy "Users can delete the photos they removed from a memorial" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('grave-images', 'person-images')
    and private.image_released_to_me(bucket_id, name)
  );

-- Storage answers a delete with the deleted objects (DELETE … RETURNING), which needs them readable too.
create policy "Users can see the photos they removed from a memorial" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('grave-images', 'person-images')
    and private.image_released_to_me(bucket_id, name)
  );
