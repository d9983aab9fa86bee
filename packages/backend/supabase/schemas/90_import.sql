-- Importing memorials: an account archive (import_archive) and the bulk CSV import (import_memorials).

-- One coordinate: a JSON number within [-bound, bound], or null.
CREATE FUNCTION private.bulk_import_coordinate(item jsonb, key text, bound integer, label text) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  message text := case when bound = 90 then 'Latitude must be a number from -90 to 90.'
    else 'Longitude must be a number from -180 to 180.' end;
begin
  if coalesce(jsonb_typeof(item -> key), 'null') = 'null' then
    return null;
  end if;
  if jsonb_typeof(item -> key) <> 'number' or abs((item ->> key)::numeric) > bound then
    raise exception using errcode = '22023', message = format('%s: %s Nothing was imported.', label, message);
  end if;
  return (item ->> key)::double precision;
end;
$$;
REVOKE ALL ON FUNCTION private.bulk_import_coordinate(item jsonb, key text, bound integer, label text) FROM PUBLIC;

-- One date cell: yyyy-MM-dd (the page writes every accepted form so) or null.
CREATE FUNCTION private.bulk_import_date(item jsonb, key text, header text, label text) RETURNS date
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  written text := private.bulk_import_text(item, key, header, label);
begin
  if written is null then
    return null;
  end if;
  if written !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or written < '0001' then
    raise exception using errcode = '22023',
      message = format('%s: %s must be a date such as 1931-04-12 or April 12, 1931. Nothing was imported.', label, header);
  end if;
  begin
    return written::date;
  exception when others then
    raise exception using errcode = '22023',
      message = format('%s: %s: there is no such day as %s. Nothing was imported.', label, header, written);
  end;
end;
$_$;
REVOKE ALL ON FUNCTION private.bulk_import_date(item jsonb, key text, header text, label text) FROM PUBLIC;

-- One text cell of a row: trimmed, empty as null; anything but a string or null is refused with its column.
CREATE FUNCTION private.bulk_import_text(item jsonb, key text, header text, label text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if coalesce(jsonb_typeof(item -> key), 'null') = 'null' then
    return null;
  end if;
  if jsonb_typeof(item -> key) <> 'string' then
    raise exception using errcode = '22023', message = format('%s: %s must be text. Nothing was imported.', label, header);
  end if;
  return nullif(btrim(item ->> key), '');
end;
$$;
REVOKE ALL ON FUNCTION private.bulk_import_text(item jsonb, key text, header text, label text) FROM PUBLIC;

CREATE FUNCTION private.import_archive(archive jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.import_archive(archive jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.import_archive(archive jsonb) TO authenticated;

CREATE FUNCTION private.import_memorials(memorials jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := auth.uid();
  plan record;
  used integer;
  incoming integer;
  item jsonb;
  n integer;
  label text;
  full_name text;
  birth date;
  death date;
  latitude double precision;
  longitude double precision;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'You must be signed in to import memorials.';
  end if;
  if not private.plan_includes(caller, 'Bulk import/export') then
    raise exception using errcode = '42501',
      message = 'Bulk import comes with the Family plan. Upgrade to create many memorials at once from a CSV file.';
  end if;
  if jsonb_typeof(memorials) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'Send the memorials as a list.';
  end if;
  incoming := jsonb_array_length(memorials);
  if incoming = 0 then
    raise exception using errcode = '22023',
      message = 'This file holds no memorials: fill in one row under the header for each memorial.';
  end if;
  if incoming > 1000 then
    raise exception using errcode = '22023',
      message = format('This file holds %s memorials; at most 1,000 can be imported at a time. Split it into smaller files.',
        incoming);
  end if;

  -- The same lock as the memorial limit trigger, so a concurrent import or create cannot slip past the check.
  perform pg_advisory_xact_lock(hashtextextended('graves:' || caller::text, 0));
  select * into plan from private.plan_of(caller);
  select count(*) into used from public.graves g where g.user_id = caller;
  if plan.max_graves <> -1 and used + incoming > plan.max_graves then
    raise exception using errcode = 'P0001',
      message = format(
        'Your %s plan allows %s %s and you have %s: %s of these %s fit. Nothing was imported.',
        plan.plan_name, plan.max_graves, case when plan.max_graves = 1 then 'memorial' else 'memorials' end,
        used, greatest(plan.max_graves - used, 0), incoming),
      hint = 'Remove rows, or upgrade your plan, to import them.';
  end if;

  for item, n in select value, ordinality from jsonb_array_elements(memorials) with ordinality loop
    -- The spreadsheet's row number when the page gave one, else the position in the list after the header.
    label := format('Row %s',
      case when jsonb_typeof(item -> 'row') = 'number' and (item ->> 'row') ~ '^[0-9]{1,7}$'
        then item ->> 'row' else (n + 1)::text end);
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception using errcode = '22023', message = label || ' is not a memorial. Nothing was imported.';
    end if;
    full_name := private.bulk_import_text(item, 'full_name', 'Full Name', label);
    if full_name is null then
      raise exception using errcode = '22023', message = label || ': Full Name is required. Nothing was imported.';
    end if;
    birth := private.bulk_import_date(item, 'birth_date', 'Birth Date', label);
    death := private.bulk_import_date(item, 'death_date', 'Death Date', label);
    if death < birth then
      raise exception using errcode = '22023',
        message = label || ': Death Date is before Birth Date. Nothing was imported.';
    end if;
    latitude := private.bulk_import_coordinate(item, 'latitude', 90, label);
    longitude := private.bulk_import_coordinate(item, 'longitude', 180, label);
    if (latitude is null) <> (longitude is null) then
      raise exception using errcode = '22023',
        message = label || ': Give both Latitude and Longitude, or neither. Nothing was imported.';
    end if;
    if coalesce(jsonb_typeof(item -> 'is_public'), 'null') not in ('boolean', 'null') then
      raise exception using errcode = '22023', message = label || ': Public must be yes or no. Nothing was imported.';
    end if;

    insert into public.graves (
      user_id, full_name, birth_date, death_date, cemetery_name, plot_number, section, description, epitaph,
      memories, is_public, latitude, longitude
    ) values (
      caller, full_name, birth, death,
      private.bulk_import_text(item, 'cemetery_name', 'Cemetery Name', label),
      private.bulk_import_text(item, 'plot_number', 'Plot Number', label),
      private.bulk_import_text(item, 'section', 'Section', label),
      private.bulk_import_text(item, 'description', 'Description', label),
      private.bulk_import_text(item, 'epitaph', 'Epitaph', label),
      private.bulk_import_text(item, 'memories', 'Memories', label),
      coalesce((item ->> 'is_public')::boolean, false),
      latitude, longitude
    );
  end loop;
  return incoming;
end;
$_$;
REVOKE ALL ON FUNCTION private.import_memorials(memorials jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.import_memorials(memorials jsonb) TO authenticated;

-- Restoring an archive keeps a memorial's address only when the importer may choose it now (plan, reserved
-- words, someone else's address or old address): otherwise it is dropped, as a taken one already was, rather than
-- failing the whole restore.
CREATE FUNCTION public.import_archive(archive jsonb) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.import_archive(
    case when jsonb_typeof(archive -> 'graves') = 'array' then
      jsonb_set(archive, '{graves}', coalesce((
        select jsonb_agg(
          case
            when jsonb_typeof(item) = 'object' and jsonb_typeof(item -> 'slug') = 'string'
              and not (private.may_choose_slug(auth.uid())
                and private.memorial_slug_status(item ->> 'slug', null) = 'available')
            then item - 'slug'
            else item
          end order by n)
        from jsonb_array_elements(archive -> 'graves') with ordinality as e(item, n)
      ), '[]'::jsonb))
    else archive end
  )
$$;
REVOKE ALL ON FUNCTION public.import_archive(archive jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.import_archive(archive jsonb) TO authenticated;

-- What the app calls (`rpc('import_memorials', { memorials })`): invoker rights in the exposed schema, handing
-- over to the definer above (Supabase's linter, 0028/0029). Answers the number of memorials created.
CREATE FUNCTION public.import_memorials(memorials jsonb) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.import_memorials(memorials)
$$;
REVOKE ALL ON FUNCTION public.import_memorials(memorials jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.import_memorials(memorials jsonb) TO authenticated;
