-- issue 29: memories posted only through post_memory (the post guard, the approval rule, two links wait), approved or
-- hidden by the family (set_memory_status); the public reads published memories only; candles and flowers
-- (post_tribute, tribute_counts, set_tribute_status). Each API function is an invoker wrapper of a private one.

drop policy "Users can share memories on memorials they can see" on "public"."visitor_memories";

drop policy "Visitors can read memories of public memorials" on "public"."visitor_memories";

drop policy "Users can read memories of memorials they can see" on "public"."visitor_memories";

revoke delete on table "public"."visitor_memories" from "anon";

revoke insert on table "public"."visitor_memories" from "anon";

revoke update on table "public"."visitor_memories" from "anon";

revoke insert on table "public"."visitor_memories" from "authenticated";

revoke update on table "public"."visitor_memories" from "authenticated";


create table "public"."tributes" (
    "id" uuid not null default gen_random_uuid(),
    "grave_id" uuid not null,
    "user_id" uuid,
    "kind" text not null,
    "note" text,
    "status" text not null default 'published'::text,
    "created_at" timestamp with time zone not null default now()
      );


alter table "public"."tributes" enable row level security;

CREATE INDEX tributes_grave_id_created_at_idx ON public.tributes USING btree (grave_id, created_at DESC);

CREATE INDEX tributes_pending_idx ON public.tributes USING btree (grave_id, created_at) WHERE (status = 'pending'::text);

CREATE UNIQUE INDEX tributes_pkey ON public.tributes USING btree (id);

CREATE INDEX tributes_user_id_idx ON public.tributes USING btree (user_id);

alter table "public"."tributes" add constraint "tributes_pkey" PRIMARY KEY using index "tributes_pkey";

alter table "public"."tributes" add constraint "tributes_flowers_signed_in_check" CHECK (((user_id IS NOT NULL) OR (kind = 'candle'::text))) not valid;

alter table "public"."tributes" validate constraint "tributes_flowers_signed_in_check";

alter table "public"."tributes" add constraint "tributes_grave_id_fkey" FOREIGN KEY (grave_id) REFERENCES graves(id) ON DELETE CASCADE not valid;

alter table "public"."tributes" validate constraint "tributes_grave_id_fkey";

alter table "public"."tributes" add constraint "tributes_kind_check" CHECK ((kind = ANY (ARRAY['candle'::text, 'flowers'::text]))) not valid;

alter table "public"."tributes" validate constraint "tributes_kind_check";

alter table "public"."tributes" add constraint "tributes_note_check" CHECK (((note IS NULL) OR ((char_length(btrim(note)) >= 1) AND (char_length(note) <= 140)))) not valid;

alter table "public"."tributes" validate constraint "tributes_note_check";

alter table "public"."tributes" add constraint "tributes_status_check" CHECK ((status = ANY (ARRAY['pending'::text, 'published'::text, 'hidden'::text]))) not valid;

alter table "public"."tributes" validate constraint "tributes_status_check";

alter table "public"."tributes" add constraint "tributes_user_id_fkey" FOREIGN KEY (user_id) REFERENCES private.profiles(id) ON DELETE CASCADE not valid;

alter table "public"."tributes" validate constraint "tributes_user_id_fkey";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.form_token()
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ select private.form_token_at(clock_timestamp()) $function$
;

CREATE OR REPLACE FUNCTION private.link_count(body text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select count(*)::integer from regexp_matches(coalesce(body, ''),
    '(https?://|www\.)[^[:space:]]+|[[:alnum:]][[:alnum:]-]*\.(com|net|org|info|biz|xyz|top|online|site|shop|ru|cn|io|co)\M',
    'gi')
$function$
;

CREATE OR REPLACE FUNCTION private.new_post_status(memorial uuid, author uuid, body text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
    when author is not null and (g.user_id = author or exists (
      select 1 from public.grave_managers m
      where m.grave_id = g.id and m.user_id = author and m.role::text = 'editor')) then 'published'
    when private.link_count(body) >= 2 then 'pending'
    when g.memory_approval = 'every' then 'pending'
    when g.memory_approval = 'first_time' and (author is null or not (
      exists (select 1 from public.visitor_memories vm
              where vm.grave_id = g.id and vm.user_id = author and vm.status = 'published')
      or exists (select 1 from public.tributes t
                 where t.grave_id = g.id and t.user_id = author and t.status = 'published' and t.note is not null)
    )) then 'pending'
    else 'published'
  end
  from public.graves g where g.id = memorial
$function$
;

CREATE OR REPLACE FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text)
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
  if memorial_id is null or not private.can_read_grave(memorial_id) then
    raise exception using errcode = '42501',
      message = 'new row violates row-level security policy for table "visitor_memories"';
  end if;
  perform private.post_guard(form_token, honeypot, 'memory', memorial_id);
  insert into public.visitor_memories (grave_id, user_id, memory_text, status)
  values (memorial_id, caller, post_memory.memory_text,
          private.new_post_status(memorial_id, caller, post_memory.memory_text))
  returning * into memory;
  return memory;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.post_tribute(memorial_id uuid, kind text, note text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text)
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
  perform private.post_guard(form_token, honeypot, 'tribute', memorial_id);
  insert into public.tributes (grave_id, user_id, kind, note, status)
  values (memorial_id, caller, post_tribute.kind, body,
          case when body is null then 'published' else private.new_post_status(memorial_id, caller, body) end)
  returning * into tribute;
  return tribute;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.set_memory_status(memory_id uuid, new_status text)
 RETURNS visitor_memories
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  memory public.visitor_memories;
begin
  if new_status is null or new_status not in ('published', 'hidden') then
    raise exception using errcode = '22023', message = 'A memory can be approved (published) or hidden.';
  end if;
  select * into memory from public.visitor_memories vm where vm.id = memory_id;
  if not found or not (private.owns_grave(memory.grave_id) or private.manages_grave(memory.grave_id, array['editor'])) then
    raise exception using errcode = '42501',
      message = 'Only the memorial''s owner and editors can approve or hide its memories.';
  end if;
  update public.visitor_memories vm set status = new_status where vm.id = memory_id returning * into memory;
  return memory;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.set_tribute_status(tribute_id uuid, new_status text)
 RETURNS tributes
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  tribute public.tributes;
begin
  if new_status is null or new_status not in ('published', 'hidden') then
    raise exception using errcode = '22023', message = 'A tribute can be approved (published) or hidden.';
  end if;
  select * into tribute from public.tributes t where t.id = tribute_id;
  if not found or not (private.owns_grave(tribute.grave_id) or private.manages_grave(tribute.grave_id, array['editor'])) then
    raise exception using errcode = '42501',
      message = 'Only the memorial''s owner and editors can approve or hide its candles and flowers.';
  end if;
  update public.tributes t set status = new_status where t.id = tribute_id returning * into tribute;
  return tribute;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.tribute_counts(memorial_id uuid)
 RETURNS TABLE(candles integer, flowers integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (count(*) filter (where t.kind = 'candle'))::integer, (count(*) filter (where t.kind = 'flowers'))::integer
  from public.tributes t
  where t.grave_id = memorial_id and t.status <> 'hidden' and private.can_read_grave(memorial_id)
$function$
;

CREATE OR REPLACE FUNCTION private.visitor_memory_before_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.memory_text is distinct from old.memory_text and old.status = 'published'
    and auth.uid() is not null and new.user_id = auth.uid() then
    new.status := private.new_post_status(new.grave_id, new.user_id, new.memory_text);
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text)
 RETURNS visitor_memories
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.post_memory(post_memory.memorial_id, post_memory.memory_text, post_memory.form_token, post_memory.honeypot) $function$
;

CREATE OR REPLACE FUNCTION public.post_tribute(memorial_id uuid, kind text, note text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text)
 RETURNS tributes
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.post_tribute(post_tribute.memorial_id, post_tribute.kind, post_tribute.note, post_tribute.form_token, post_tribute.honeypot) $function$
;

CREATE OR REPLACE FUNCTION public.set_memory_status(memory_id uuid, new_status text)
 RETURNS visitor_memories
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.set_memory_status(set_memory_status.memory_id, set_memory_status.new_status) $function$
;

CREATE OR REPLACE FUNCTION public.set_tribute_status(tribute_id uuid, new_status text)
 RETURNS tributes
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.set_tribute_status(set_tribute_status.tribute_id, set_tribute_status.new_status) $function$
;

CREATE OR REPLACE FUNCTION public.tribute_counts(memorial_id uuid)
 RETURNS TABLE(candles integer, flowers integer)
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.tribute_counts(tribute_counts.memorial_id) $function$
;

CREATE OR REPLACE FUNCTION private.can_see_profile(target_profile uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select target_profile = auth.uid()
    or private.is_service_role()
    or exists (
      select 1 from public.visitor_memories vm
      where vm.user_id = target_profile
        and ((vm.status = 'published' and private.can_read_grave(vm.grave_id))
          or private.owns_grave(vm.grave_id) or private.manages_grave(vm.grave_id, array['editor']))
    )
    or exists (
      select 1 from public.tributes t
      where t.user_id = target_profile and t.note is not null
        and ((t.status = 'published' and private.can_read_grave(t.grave_id))
          or private.owns_grave(t.grave_id) or private.manages_grave(t.grave_id, array['editor']))
    )
    or exists (
      select 1 from public.grave_managers m
      where m.user_id = target_profile
        and (private.owns_grave(m.grave_id) or private.manages_grave(m.grave_id, array['viewer', 'editor']))
    )
    or exists (
      select 1 from public.graves g
      where g.user_id = target_profile and private.manages_grave(g.id, array['viewer', 'editor'])
    )
$function$
;

CREATE OR REPLACE FUNCTION public.form_token()
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select private.form_token() $function$
;

REVOKE ALL ON TABLE public.tributes FROM anon, authenticated, service_role;

grant select on table "public"."tributes" to "anon";

grant delete on table "public"."tributes" to "authenticated";

grant select on table "public"."tributes" to "authenticated";

grant delete on table "public"."tributes" to "service_role";

grant insert on table "public"."tributes" to "service_role";

grant references on table "public"."tributes" to "service_role";

grant select on table "public"."tributes" to "service_role";

grant trigger on table "public"."tributes" to "service_role";

grant truncate on table "public"."tributes" to "service_role";

grant update on table "public"."tributes" to "service_role";


create policy "Authors and memorial owners can delete tributes"
  on "public"."tributes"
  as permissive
  for delete
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));



create policy "Users can read tributes of memorials they can see"
  on "public"."tributes"
  as permissive
  for select
  to authenticated
using ((((status = 'published'::text) AND private.can_read_grave(grave_id)) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (status <> 'hidden'::text)) OR private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));



create policy "Visitors can read published tributes of public memorials"
  on "public"."tributes"
  as permissive
  for select
  to anon
using (((status = 'published'::text) AND private.can_read_grave(grave_id)));



create policy "Visitors can read published memories of public memorials"
  on "public"."visitor_memories"
  as permissive
  for select
  to anon
using (((status = 'published'::text) AND private.can_read_grave(grave_id)));



create policy "Users can read memories of memorials they can see"
  on "public"."visitor_memories"
  as permissive
  for select
  to authenticated
using ((((status = 'published'::text) AND private.can_read_grave(grave_id)) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (status <> 'hidden'::text)) OR private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));


CREATE TRIGGER visitor_memories_judge_edit BEFORE UPDATE ON public.visitor_memories FOR EACH ROW EXECUTE FUNCTION private.visitor_memory_before_update();

-- Column privileges (migra compares none): authors change only the text of their memories.
GRANT UPDATE(memory_text) ON TABLE public.visitor_memories TO authenticated;
GRANT UPDATE(updated_at) ON TABLE public.visitor_memories TO authenticated;

-- Function privileges (migra compares none), those of the post guard's migration too.
REVOKE ALL ON FUNCTION private.post_guard_sign(payload text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.form_token_at(issued timestamp with time zone) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.form_token() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.form_token() TO anon;
GRANT EXECUTE ON FUNCTION private.form_token() TO authenticated;
GRANT EXECUTE ON FUNCTION private.form_token() TO service_role;
REVOKE ALL ON FUNCTION public.form_token() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.form_token() TO anon;
GRANT EXECUTE ON FUNCTION public.form_token() TO authenticated;
GRANT EXECUTE ON FUNCTION public.form_token() TO service_role;
REVOKE ALL ON FUNCTION private.post_guard_refuse(http_state text, refusal text, english text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) TO service_role;
REVOKE ALL ON FUNCTION private.new_post_status(memorial uuid, author uuid, body text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text) TO service_role;
REVOKE ALL ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text) TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text) TO service_role;
REVOKE ALL ON FUNCTION private.set_memory_status(memory_id uuid, new_status text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.set_memory_status(memory_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.set_memory_status(memory_id uuid, new_status text) TO service_role;
REVOKE ALL ON FUNCTION public.set_memory_status(memory_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.set_memory_status(memory_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION public.set_memory_status(memory_id uuid, new_status text) TO service_role;
REVOKE ALL ON FUNCTION private.visitor_memory_before_update() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) TO anon;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) TO service_role;
REVOKE ALL ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) TO anon;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text) TO service_role;
REVOKE ALL ON FUNCTION private.tribute_counts(memorial_id uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.tribute_counts(memorial_id uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.tribute_counts(memorial_id uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.tribute_counts(memorial_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.tribute_counts(memorial_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.tribute_counts(memorial_id uuid) TO anon;
GRANT EXECUTE ON FUNCTION public.tribute_counts(memorial_id uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.tribute_counts(memorial_id uuid) TO service_role;
REVOKE ALL ON FUNCTION private.set_tribute_status(tribute_id uuid, new_status text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.set_tribute_status(tribute_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.set_tribute_status(tribute_id uuid, new_status text) TO service_role;
REVOKE ALL ON FUNCTION public.set_tribute_status(tribute_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.set_tribute_status(tribute_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION public.set_tribute_status(tribute_id uuid, new_status text) TO service_role;

COMMENT ON COLUMN public.tributes.user_id IS 'Who left it; null for a candle lit signed out.';
COMMENT ON COLUMN public.tributes.status IS 'As visitor_memories.status: pending (its note waits for the family), published or hidden.';
