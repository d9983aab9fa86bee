-- Import from archive, now with the photo gallery (issue 15) and "hide from search" (issue 13): replaces the
-- definer of 20250601121200 (the public function of 20250601121800 keeps calling it unchanged).
--
-- An archive may hold `grave_photos`: the gallery rows of its memorials (grave_id, storage_path, caption,
-- position). Each is restored on its restored memorial, in its order, with its caption, pointing at the file the
-- page uploaded again into the caller's own folder (as the cover and the portrait). How many photos a memorial may
-- hold is the caller's plan's limit (the owner's plan, and the caller is the owner): an archive over it is refused
-- before the first insert, as one over the memorial limit is. Rows on memorials outside the archive are skipped,
-- as reminders and memories are. Older archives without the key import as before.

create or replace function private.import_archive(archive jsonb)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  plan record;
  used integer;
  incoming integer;
  item jsonb;
  n integer;
  label text;
  source_id text;
  new_id uuid;
  ids jsonb := '{}'::jsonb;
  fields public.graves;
  reminder public.reminders;
  memory public.visitor_memories;
  photo text;
  photos jsonb := coalesce(archive -> 'grave_photos', '[]'::jsonb);
  gallery_limit integer;
  crowded record;
  gallery public.grave_photos;
  broken text;
  problem text;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'You must be signed in to import an archive.';
  end if;
  if jsonb_typeof(archive) is distinct from 'object' or jsonb_typeof(archive -> 'graves') is distinct from 'array' then
    raise exception using errcode = '22023', message = 'This is not an Evergreen archive: it has no list of memorials.';
  end if;
  if coalesce(jsonb_typeof(archive -> 'reminders'), 'array') <> 'array'
    or coalesce(jsonb_typeof(archive -> 'memories'), 'array') <> 'array' then
    raise exception using errcode = '22023', message = 'This is not an Evergreen archive: reminders and memories must be lists.';
  end if;
  if jsonb_typeof(photos) <> 'array' then
    raise exception using errcode = '22023', message = 'This is not an Evergreen archive: gallery photos must be a list.';
  end if;
  if jsonb_array_length(photos) > 100000 then
    raise exception using errcode = '22023', message = 'The archive is too large: at most 100000 gallery photos at a time.';
  end if;
  incoming := jsonb_array_length(archive -> 'graves');
  if incoming = 0 then
    raise exception using errcode = '22023', message = 'The archive holds no memorials.';
  end if;
  if incoming > 1000
    or jsonb_array_length(coalesce(archive -> 'reminders', '[]')) > 10000
    or jsonb_array_length(coalesce(archive -> 'memories', '[]')) > 10000 then
    raise exception using errcode = '22023',
      message = 'The archive is too large: at most 1000 memorials, 10000 reminders and 10000 memories at a time.';
  end if;

  -- The same lock as the memorial limit trigger, so a concurrent import or create cannot slip past the check.
  perform pg_advisory_xact_lock(hashtextextended('graves:' || caller::text, 0));
  select * into plan from private.plan_of(caller);
  select count(*) into used from public.graves g where g.user_id = caller;
  if plan.max_graves <> -1 and used + incoming > plan.max_graves then
    raise exception using errcode = 'P0001',
      message = format(
        'This archive holds %s %s, but your %s plan allows %s and you already have %s. Nothing was imported.',
        incoming, case when incoming = 1 then 'memorial' else 'memorials' end, plan.plan_name, plan.max_graves, used),
      hint = 'Upgrade your plan, or delete memorials, to import it.';
  end if;

  -- The gallery limit, per memorial of the archive, before anything is written (a new memorial's gallery is empty;
  -- the insert trigger checks each row again). Rows on memorials outside the archive do not count: they are skipped.
  select p.max_photos_per_memorial into gallery_limit from private.plans p where p.id = plan.plan_id;
  if gallery_limit is not null and gallery_limit <> -1 then
    select g.value ->> 'full_name' as full_name, counted.photos into crowded
    from (
      select item_photo ->> 'grave_id' as grave_id, count(*) as photos
      from jsonb_array_elements(photos) item_photo
      where jsonb_typeof(item_photo) = 'object'
      group by 1
    ) counted
    join jsonb_array_elements(archive -> 'graves') g on jsonb_typeof(g.value) = 'object'
      and g.value ->> 'id' = counted.grave_id
    where counted.photos > gallery_limit
    order by counted.photos desc
    limit 1;
    if found then
      raise exception using errcode = 'P0001',
        message = format(
          'The memorial "%s" in this archive has %s gallery photos, but your %s plan allows %s photos per memorial. Nothing was imported.',
          left(coalesce(crowded.full_name, ''), 80), crowded.photos, plan.plan_name, gallery_limit),
        hint = 'Upgrade your plan, or remove photos from the archive, to import it.';
    end if;
  end if;

  for item, n in select value, ordinality from jsonb_array_elements(archive -> 'graves') with ordinality loop
    label := format('Memorial %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a memorial.';
    end if;
    source_id := item ->> 'id';
    if source_id is null or ids ? source_id then
      raise exception using errcode = '22023', message = label || ' has no id, or the same id as another one.';
    end if;
    begin
      fields := jsonb_populate_record(null::public.graves, item);
    exception when others then
      raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
    -- Photos must be ones the page uploaded again into the caller's own folder (or images from elsewhere, which
    -- are only links): pointing a memorial at someone else's file would later let its removal release that file.
    foreach photo in array array[
      private.image_object_name(fields.image_url, 'grave-images'),
      private.image_object_name(fields.person_image_url, 'person-images')
    ] loop
      if photo is not null and split_part(photo, '/', 1) <> caller::text then
        raise exception using errcode = '42501',
          message = label || ' has a photo outside your own folder; upload it again before importing.';
      end if;
    end loop;
    begin
      insert into public.graves (
        user_id, full_name, birth_date, death_date, cemetery_name, plot_number, section, description, epitaph,
        memories, is_public, hide_from_search, image_url, person_image_url, latitude, longitude, slug, created_at
      ) values (
        caller, fields.full_name, fields.birth_date, fields.death_date, fields.cemetery_name, fields.plot_number,
        fields.section, fields.description, fields.epitaph, fields.memories, coalesce(fields.is_public, false),
        coalesce(fields.hide_from_search, false),
        fields.image_url, fields.person_image_url, fields.latitude, fields.longitude,
        -- A readable address someone took in the meantime is dropped rather than failing the whole restore.
        case when not exists (select 1 from public.graves g where g.slug = fields.slug) then fields.slug end,
        least(coalesce(fields.created_at, now()), now())
      )
      returning id into new_id;
    exception
      when check_violation or not_null_violation or string_data_right_truncation then
        get stacked diagnostics broken = constraint_name, problem = message_text;
        raise exception using errcode = '22023',
          message = format('%s ("%s") has an invalid value: %s', label, left(coalesce(fields.full_name, ''), 80),
            case
              when broken = 'graves_death_not_before_birth' then 'the date of death is before the date of birth.'
              when broken = 'graves_full_name_check' or fields.full_name is null then 'the name is empty.'
              when broken in ('graves_latitude_check', 'graves_longitude_check') then 'the location is out of range.'
              when broken = 'graves_slug_check' then 'the memorial address is not valid.'
              else problem
            end);
    end;
    ids := ids || jsonb_build_object(source_id, new_id);
  end loop;

  -- Reminders and memories follow their memorial; those on memorials outside the archive are skipped.
  for item, n in select value, ordinality from jsonb_array_elements(coalesce(archive -> 'reminders', '[]')) with ordinality loop
    label := format('Reminder %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a reminder.';
    end if;
    continue when not coalesce(ids ? (item ->> 'grave_id'), false);
    begin
      reminder := jsonb_populate_record(null::public.reminders, item);
      insert into public.reminders (
        grave_id, user_id, reminder_date, next_reminder_date, reminder_type, frequency, custom_message, is_active,
        created_at
      ) values (
        (ids ->> (item ->> 'grave_id'))::uuid, caller, reminder.reminder_date,
        coalesce(reminder.next_reminder_date, reminder.reminder_date), reminder.reminder_type,
        coalesce(reminder.frequency, 'once'), reminder.custom_message, coalesce(reminder.is_active, true),
        least(coalesce(reminder.created_at, now()), now())
      );
    exception when others then
      raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
  end loop;

  for item, n in select value, ordinality from jsonb_array_elements(coalesce(archive -> 'memories', '[]')) with ordinality loop
    label := format('Memory %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a memory.';
    end if;
    continue when not coalesce(ids ? (item ->> 'grave_id'), false);
    begin
      memory := jsonb_populate_record(null::public.visitor_memories, item);
      insert into public.visitor_memories (grave_id, user_id, memory_text, created_at)
      values (
        (ids ->> (item ->> 'grave_id'))::uuid, caller, memory.memory_text,
        least(coalesce(memory.created_at, now()), now())
      );
    exception when others then
      raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
  end loop;

  -- Gallery rows in their order (the insert trigger numbers them from 0 in the order they arrive, and sets the
  -- adder and the time); the caption comes back as it was.
  for item, n in
    select value, ordinality from jsonb_array_elements(photos) with ordinality
    order by value ->> 'grave_id',
      case when jsonb_typeof(value -> 'position') = 'number' then (value ->> 'position')::numeric end nulls last,
      ordinality
  loop
    label := format('Gallery photo %s in the archive', n);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a gallery photo.';
    end if;
    continue when not coalesce(ids ? (item ->> 'grave_id'), false);
    if jsonb_typeof(item -> 'storage_path') is distinct from 'string'
       or split_part(item ->> 'storage_path', '/', 1) <> caller::text then
      raise exception using errcode = '42501',
        message = label || ' is a file outside your own folder; upload it again before importing.';
    end if;
    begin
      gallery := jsonb_populate_record(null::public.grave_photos, item);
      insert into public.grave_photos (grave_id, storage_path, caption)
      values ((ids ->> (item ->> 'grave_id'))::uuid, gallery.storage_path, coalesce(gallery.caption, ''));
    exception
      when unique_violation then
        raise exception using errcode = '22023', message = label || ' is the same file as another photo of its memorial.';
      when sqlstate 'P0001' then
        raise;
      when others then
        raise exception using errcode = '22023', message = format('%s has an invalid value: %s', label, sqlerrm);
    end;
  end loop;

  return incoming;
end;
$$;
revoke all on function private.import_archive(jsonb) from public;
grant execute on function private.import_archive(jsonb) to authenticated;
