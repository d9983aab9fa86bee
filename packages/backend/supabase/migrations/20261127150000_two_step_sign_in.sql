-- Two-step sign-in (issue 27): recovery codes (private.mfa_recovery_codes and their functions), deleting a memorial
-- needs an aal2 session when the owner has a verified factor, and the security events of two-step sign-in.
drop policy "Owners can delete their memorials" on "public"."graves";

alter table "public"."security_events" drop constraint "security_events_kind_check";


  create table "private"."mfa_recovery_codes" (
    "user_id" uuid not null,
    "code_hash" text not null,
    "created_at" timestamp with time zone not null default now(),
    "used_at" timestamp with time zone
      );


alter table "private"."mfa_recovery_codes" enable row level security;

CREATE UNIQUE INDEX mfa_recovery_codes_pkey ON private.mfa_recovery_codes USING btree (user_id, code_hash);

alter table "private"."mfa_recovery_codes" add constraint "mfa_recovery_codes_pkey" PRIMARY KEY using index "mfa_recovery_codes_pkey";

alter table "private"."mfa_recovery_codes" add constraint "mfa_recovery_codes_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "private"."mfa_recovery_codes" validate constraint "mfa_recovery_codes_user_id_fkey";

alter table "public"."security_events" add constraint "security_events_kind_check" CHECK ((kind = ANY (ARRAY['sign_in'::text, 'sign_in_failed'::text, 'password_changed'::text, 'email_change_requested'::text, 'email_change_confirmed'::text, 'email_change_undone'::text, 'signed_out'::text, 'sessions_ended'::text, 'mfa_enabled'::text, 'mfa_disabled'::text, 'mfa_code_failed'::text, 'mfa_recovery_code_used'::text]))) not valid;

alter table "public"."security_events" validate constraint "security_events_kind_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.create_mfa_recovery_codes()
 RETURNS SETOF text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  code text;
begin
  if auth.uid() is null or coalesce(auth.jwt() ->> 'aal', '') <> 'aal2'
     or not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified') then
    raise exception 'Enter a code from your authenticator app first' using errcode = '42501';
  end if;
  delete from private.mfa_recovery_codes where user_id = auth.uid();
  for i in 1..10 loop
    code := substr(replace(gen_random_uuid()::text, '-', ''), 1, 12);
    insert into private.mfa_recovery_codes (user_id, code_hash) values (auth.uid(), private.mfa_recovery_code_hash(code));
    return next substr(code, 1, 4) || '-' || substr(code, 5, 4) || '-' || substr(code, 9, 4);
  end loop;
end
$function$
;

CREATE OR REPLACE FUNCTION private.mfa_recovery_code_hash(code text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select encode(pg_catalog.sha256(convert_to(lower(regexp_replace(code, '[^0-9A-Za-z]', '', 'g')), 'UTF8')), 'hex')
$function$
;

CREATE OR REPLACE FUNCTION private.session_meets_mfa()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    or not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
$function$
;

CREATE OR REPLACE FUNCTION private.use_mfa_recovery_code(code text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
begin
  if me is null then
    return false;
  end if;
  update private.mfa_recovery_codes r set used_at = now()
   where r.user_id = me and r.code_hash = private.mfa_recovery_code_hash(code) and r.used_at is null;
  if not found then
    insert into public.security_events (user_id, kind) values (me, 'mfa_code_failed');
    return false;
  end if;
  delete from auth.mfa_amr_claims c using auth.sessions s
   where c.session_id = s.id and s.user_id = me and c.authentication_method = 'totp';
  update auth.sessions set aal = 'aal1', factor_id = null where user_id = me;
  delete from auth.mfa_factors where user_id = me;
  delete from private.mfa_recovery_codes where user_id = me;
  insert into public.security_events (user_id, kind) values (me, 'mfa_recovery_code_used');
  return true;
end
$function$
;

CREATE OR REPLACE FUNCTION public.create_mfa_recovery_codes()
 RETURNS SETOF text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select * from private.create_mfa_recovery_codes()
$function$
;

CREATE OR REPLACE FUNCTION public.use_mfa_recovery_code(code text)
 RETURNS boolean
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select private.use_mfa_recovery_code(code)
$function$
;


  create policy "Owners can delete their memorials"
  on "public"."graves"
  as permissive
  for delete
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.session_meets_mfa() AS session_meets_mfa)));
REVOKE ALL ON FUNCTION private.mfa_recovery_code_hash(code text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.create_mfa_recovery_codes() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.create_mfa_recovery_codes() TO authenticated;
REVOKE ALL ON FUNCTION private.use_mfa_recovery_code(code text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.use_mfa_recovery_code(code text) TO authenticated;
REVOKE ALL ON FUNCTION public.create_mfa_recovery_codes() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.create_mfa_recovery_codes() TO authenticated;
REVOKE ALL ON FUNCTION public.use_mfa_recovery_code(code text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.use_mfa_recovery_code(code text) TO authenticated;
REVOKE ALL ON FUNCTION private.session_meets_mfa() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.session_meets_mfa() TO authenticated;
GRANT EXECUTE ON FUNCTION private.session_meets_mfa() TO service_role;
REVOKE ALL ON TABLE private.mfa_recovery_codes FROM PUBLIC, anon, authenticated, service_role;
