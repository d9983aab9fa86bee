-- The outbox (issue 30) posts memories and candles through the post guard: post_memory and post_tribute take the
-- device's idempotency key; post_guard_min_age_ms tells the replay how long a new form token must wait.

drop function if exists "private"."post_memory"(memorial_id uuid, memory_text text, form_token text, honeypot text);

drop function if exists "private"."post_tribute"(memorial_id uuid, kind text, note text, form_token text, honeypot text);

drop function if exists "public"."post_memory"(memorial_id uuid, memory_text text, form_token text, honeypot text);

drop function if exists "public"."post_tribute"(memorial_id uuid, kind text, note text, form_token text, honeypot text);

alter table "public"."tributes" add column "idempotency_key" uuid;

CREATE UNIQUE INDEX tributes_user_id_idempotency_key_key ON public.tributes USING btree (user_id, idempotency_key);

alter table "public"."tributes" add constraint "tributes_user_id_idempotency_key_key" UNIQUE using index "tributes_user_id_idempotency_key_key";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.post_guard_min_age_ms()
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select c.value::integer from private.app_config c where c.key = 'post_guard_min_age_ms'), 3000)
$function$
;

CREATE OR REPLACE FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid)
 RETURNS visitor_memories
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := auth.uid();
  memory public.visitor_memories;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to share a memory.', detail = 'sign_in_required';
  end if;
  if idempotency_key is not null then
    select * into memory from public.visitor_memories vm
    where vm.user_id = caller and vm.idempotency_key = post_memory.idempotency_key;
    if found then return memory; end if;
  end if;
  if memorial_id is null or not private.can_read_grave(memorial_id) then
    raise exception using errcode = '42501',
      message = 'new row violates row-level security policy for table "visitor_memories"';
  end if;
  begin
    perform private.post_guard(form_token, honeypot, 'memory', memorial_id);
    insert into public.visitor_memories (grave_id, user_id, memory_text, status, idempotency_key)
    values (memorial_id, caller, post_memory.memory_text,
            private.new_post_status(memorial_id, caller, post_memory.memory_text), post_memory.idempotency_key)
    returning * into memory;
  exception when unique_violation then
    -- The same key sent twice at once: the other call stored it (and its guard's count stands alone).
    select * into memory from public.visitor_memories vm
    where vm.user_id = caller and vm.idempotency_key = post_memory.idempotency_key;
    if not found then raise; end if;
  end;
  return memory;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.post_tribute(memorial_id uuid, kind text, note text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid)
 RETURNS tributes
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := auth.uid();
  body text := nullif(btrim(coalesce(note, '')), '');
  tribute public.tributes;
begin
  if caller is not null and idempotency_key is not null then
    select * into tribute from public.tributes t
    where t.user_id = caller and t.idempotency_key = post_tribute.idempotency_key;
    if found then return tribute; end if;
  end if;
  if kind is null or kind not in ('candle', 'flowers') then
    raise exception using errcode = '22023', message = 'A tribute is a candle or flowers.';
  end if;
  if caller is null and kind <> 'candle' then
    raise exception using errcode = '42501', message = 'Sign in to leave flowers.', detail = 'sign_in_required';
  end if;
  if memorial_id is null or not private.can_read_grave(memorial_id) then
    raise exception using errcode = '42501',
      message = 'new row violates row-level security policy for table "tributes"';
  end if;
  if char_length(body) > 140 then
    raise exception using errcode = '22001', message = 'A note can have at most 140 characters.',
      detail = 'note_too_long';
  end if;
  begin
    perform private.post_guard(form_token, honeypot, 'tribute', memorial_id);
    insert into public.tributes (grave_id, user_id, kind, note, status, idempotency_key)
    values (memorial_id, caller, post_tribute.kind, body,
            case when body is null then 'published' else private.new_post_status(memorial_id, caller, body) end,
            case when caller is null then null else post_tribute.idempotency_key end)
    returning * into tribute;
  exception when unique_violation then
    -- The same key sent twice at once: the other call stored it (and its guard's count stands alone).
    select * into tribute from public.tributes t
    where t.user_id = caller and t.idempotency_key = post_tribute.idempotency_key;
    if not found then raise; end if;
  end;
  return tribute;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.post_guard_min_age_ms()
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select private.post_guard_min_age_ms() $function$
;

CREATE OR REPLACE FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid)
 RETURNS visitor_memories
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.post_memory(post_memory.memorial_id, post_memory.memory_text, post_memory.form_token, post_memory.honeypot, post_memory.idempotency_key) $function$
;

CREATE OR REPLACE FUNCTION public.post_tribute(memorial_id uuid, kind text, note text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid)
 RETURNS tributes
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.post_tribute(post_tribute.memorial_id, post_tribute.kind, post_tribute.note, post_tribute.form_token, post_tribute.honeypot, post_tribute.idempotency_key) $function$
;

-- Function privileges (not part of the diff):
REVOKE ALL ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO service_role;
REVOKE ALL ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO service_role;
REVOKE ALL ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO service_role;
REVOKE ALL ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO anon;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO service_role;
REVOKE ALL ON FUNCTION private.post_guard_min_age_ms() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_guard_min_age_ms() TO anon;
GRANT EXECUTE ON FUNCTION private.post_guard_min_age_ms() TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_guard_min_age_ms() TO service_role;
REVOKE ALL ON FUNCTION public.post_guard_min_age_ms() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_guard_min_age_ms() TO anon;
GRANT EXECUTE ON FUNCTION public.post_guard_min_age_ms() TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_guard_min_age_ms() TO service_role;
