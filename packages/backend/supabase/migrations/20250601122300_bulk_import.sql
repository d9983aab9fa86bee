-- Bulk import (issue 15, Family plan): many memorials from one CSV file. The page reads the file, shows each
-- row's errors, and sends the rows it found valid; this checks every row again with the same sentences as the page
-- (packages/domain/src/bulk-import-values.ts), because a page is only one of the clients, and writes all of them
-- in one transaction or none. Each error names the row of the spreadsheet the page numbered (the header is row 1).
--
-- Definer rights like import_archive (20250601121200), for the same reason of one place: every row is written for
-- auth.uid() only, whatever the payload says, and the plan rules are checked here before the first insert. The
-- memorial limit trigger on public.graves still runs for each row.

-- One text cell of a row: trimmed, empty as null; anything but a string or null is refused with its column.
create or replace function private.bulk_import_text(item jsonb, key text, header text, label text)
returns text
language plpgsql immutable
set search_path = ''
as $$
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
revoke all on function private.bulk_import_text(jsonb, text, text, text) from public;

-- One date cell: yyyy-MM-dd (the page writes every accepted form so) or null.
create or replace function private.bulk_import_date(item jsonb, key text, header text, label text)
returns date
language plpgsql immutable
set search_path = ''
as $$
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
$$;
revoke all on function private.bulk_import_date(jsonb, text, text, text) from public;

-- One coordinate: a JSON number within [-bound, bound], or null.
create or replace function private.bulk_import_coordinate(item jsonb, key text, bound integer, label text)
returns double precision
language plpgsql immutable
set search_path = ''
as $$
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
revoke all on function private.bulk_import_coordinate(jsonb, text, integer, text) from public;

create or replace function private.import_memorials(memorials jsonb)
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
$$;
revoke all on function private.import_memorials(jsonb) from public;
grant execute on function private.import_memorials(jsonb) to authenticated;

-- What the app calls (`rpc('import_memorials', { memorials })`): invoker rights in the exposed schema, handing
-- over to the definer above (Supabase's linter, 0028/0029). Answers the number of memorials created.
create or replace function public.import_memorials(memorials jsonb)
returns integer
language sql volatile security invoker
set search_path = ''
as $$
  select private.import_memorials(memorials)
$$;
revoke all on function public.import_memorials(jsonb) from public, anon, service_role;
grant execute on function public.import_memorials(jsonb) to authenticated;
