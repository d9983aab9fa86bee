-- Where the account is signed in (issue 27, item 3): the caller's open sessions from auth.sessions, and ending one
-- of them. Hosted Supabase has no endpoint that lists a user's sessions, so these are SQL functions called over
-- PostgREST (rpc), which work the same there and on the local server. A security-definer function must not sit in
-- an exposed schema (Supabase's linter, 0028/0029): the definers live in private, public only hands over.

-- The caller's sessions, the one making the call marked by the access token's session_id claim. Last active is
-- the latest of the session's refresh (refreshed_at, UTC without a zone) and its last update.
CREATE FUNCTION private.my_sessions() RETURNS TABLE(id uuid, user_agent text, created_at timestamp with time zone, last_active_at timestamp with time zone, is_current boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    s.id,
    s.user_agent,
    s.created_at,
    greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC'),
    s.id::text is not distinct from (auth.jwt() ->> 'session_id')
  from auth.sessions s
  where s.user_id = (select auth.uid())
  order by 5 desc, 4 desc
$$;
REVOKE ALL ON FUNCTION private.my_sessions() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.my_sessions() TO authenticated;

-- Ends one of the caller's other sessions: its refresh tokens go with it (on delete cascade), so that device is
-- signed out at its next refresh, and the auth server refuses its access token at once. The current session ends
-- by signing out (POST /logout). Nothing of someone else's can be named: an unknown id, another user's session or
-- the current one is "not found" (P0002, a 404 through PostgREST). Recorded as a security event like
-- POST /logout?scope=others, with the browser that asked (PostgREST's request.headers), kept 90 days.
CREATE FUNCTION private.end_session(session_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.end_session(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.end_session(uuid) TO authenticated;

CREATE FUNCTION public.my_sessions() RETURNS TABLE(id uuid, user_agent text, created_at timestamp with time zone, last_active_at timestamp with time zone, is_current boolean)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.my_sessions()
$$;
REVOKE ALL ON FUNCTION public.my_sessions() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.my_sessions() TO authenticated;

CREATE FUNCTION public.end_session(session_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.end_session(end_session.session_id)
$$;
REVOKE ALL ON FUNCTION public.end_session(uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.end_session(uuid) TO authenticated;
