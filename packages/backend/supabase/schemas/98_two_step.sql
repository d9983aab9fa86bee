-- Recovery codes of two-step sign-in. GoTrue has none, so they live here: ten codes made when the user asks
-- (from an aal2 session: a code just entered), shown once, stored only as SHA-256 hashes (each code carries 48
-- random bits, so a fast hash is enough), each usable once. A code is the way back in for someone who lost their
-- authenticator: public.use_mfa_recovery_code, called from the aal1 session the password gave, checks it and
-- turns two-step sign-in off (removes the user's verified factors and the other codes), so the session goes on
-- as an ordinary one and the user can set up a new authenticator. Nobody reads the table through the API.
CREATE TABLE private.mfa_recovery_codes (
    user_id uuid NOT NULL,
    code_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    used_at timestamp with time zone
);
ALTER TABLE ONLY private.mfa_recovery_codes
    ADD CONSTRAINT mfa_recovery_codes_pkey PRIMARY KEY (user_id, code_hash);
ALTER TABLE ONLY private.mfa_recovery_codes
    ADD CONSTRAINT mfa_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
REVOKE ALL ON TABLE private.mfa_recovery_codes FROM PUBLIC, anon, authenticated, service_role;

ALTER TABLE private.mfa_recovery_codes ENABLE ROW LEVEL SECURITY;

-- A code as people type it: case, spaces and dashes do not matter.
CREATE FUNCTION private.mfa_recovery_code_hash(code text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(pg_catalog.sha256(convert_to(lower(regexp_replace(code, '[^0-9A-Za-z]', '', 'g')), 'UTF8')), 'hex')
$$;
REVOKE ALL ON FUNCTION private.mfa_recovery_code_hash(code text) FROM PUBLIC;

CREATE FUNCTION private.create_mfa_recovery_codes() RETURNS SETOF text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.create_mfa_recovery_codes() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.create_mfa_recovery_codes() TO authenticated;

CREATE FUNCTION private.use_mfa_recovery_code(code text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.use_mfa_recovery_code(code text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.use_mfa_recovery_code(code text) TO authenticated;

-- Ten new recovery codes, replacing any earlier ones: the only time they are shown.
CREATE FUNCTION public.create_mfa_recovery_codes() RETURNS SETOF text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.create_mfa_recovery_codes()
$$;
REVOKE ALL ON FUNCTION public.create_mfa_recovery_codes() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.create_mfa_recovery_codes() TO authenticated;

-- True when the code was one of the user's unused ones: two-step sign-in is then off (see the table's note).
CREATE FUNCTION public.use_mfa_recovery_code(code text) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.use_mfa_recovery_code(code)
$$;
REVOKE ALL ON FUNCTION public.use_mfa_recovery_code(code text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.use_mfa_recovery_code(code text) TO authenticated;
