-- Issue 27, item 3: where the account is signed in (public.my_sessions) and ending one other session
-- (public.end_session); auth.sessions' user_agent, ip and refreshed_at are Supabase's own columns.
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.end_session(session_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := (select auth.uid());
begin
  delete from auth.sessions s
  where s.id = end_session.session_id
    and s.user_id = me
    and s.id::text is distinct from (auth.jwt() ->> 'session_id');
  if not found then
    raise exception 'No other session of yours has this id' using errcode = 'P0002';
  end if;
  delete from public.security_events e where e.user_id = me and e.created_at < now() - interval '90 days';
  insert into public.security_events (user_id, kind, user_agent)
  values (
    me,
    'sessions_ended',
    left(nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent', 512)
  );
end
$function$
;

CREATE OR REPLACE FUNCTION private.my_sessions()
 RETURNS TABLE(id uuid, user_agent text, created_at timestamp with time zone, last_active_at timestamp with time zone, is_current boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select
    s.id,
    s.user_agent,
    s.created_at,
    greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC'),
    s.id::text is not distinct from (auth.jwt() ->> 'session_id')
  from auth.sessions s
  where s.user_id = (select auth.uid())
  order by 5 desc, 4 desc
$function$
;

CREATE OR REPLACE FUNCTION public.end_session(session_id uuid)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select private.end_session(end_session.session_id)
$function$
;

CREATE OR REPLACE FUNCTION public.my_sessions()
 RETURNS TABLE(id uuid, user_agent text, created_at timestamp with time zone, last_active_at timestamp with time zone, is_current boolean)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select * from private.my_sessions()
$function$
;
REVOKE ALL ON FUNCTION private.my_sessions() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.my_sessions() TO authenticated;
REVOKE ALL ON FUNCTION private.end_session(session_id uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.end_session(session_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.my_sessions() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.my_sessions() TO authenticated;
REVOKE ALL ON FUNCTION public.end_session(session_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.end_session(session_id uuid) TO authenticated;
