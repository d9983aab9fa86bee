-- Photo buckets. Objects are public to read by URL; writes go only into the uploader's own folder ({uid}/...).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('grave-images', 'grave-images', true, 10485760, array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('person-images', 'person-images', true, 10485760, array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do nothing;

create policy "Users can list the images in their own folder" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('grave-images', 'person-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Users can upload images into their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('grave-images', 'person-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Users can replace images in their own folder" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('grave-images', 'person-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('grave-images', 'person-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Users can delete images in their own folder" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('grave-images', 'person-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
