-- Spam defence with no third-party service (issue 29, item 6): every post a visitor makes (memories, candles and
-- flowers, reports) goes through an RPC that first calls private.post_guard. The form asks `rpc('form_token')` for
-- a token when it appears; the token carries the time it was issued, signed with HMAC-SHA256 under a secret made at
-- migration time and kept in a table no API role can read. The guard refuses a filled honeypot, a missing, forged
-- or day-old token, a post sent sooner than `post_guard_min_age_ms` after the token was issued (3 s; the local
-- server's POST_GUARD_MIN_AGE_MS lowers it for end-to-end tests), and posts past the limits of
-- private.post_guard_limits per user, per client address (X-Forwarded-For, as the gateway sets it) and per memorial.
--
-- HMAC is built on the core sha256() (PostgreSQL 11+, PGlite too) with the key's inner and outer pads kept ready,
-- so no extension is needed.

CREATE TABLE private.post_guard_secret (
    id boolean DEFAULT true NOT NULL,
    inner_key bytea NOT NULL,
    outer_key bytea NOT NULL,
    CONSTRAINT post_guard_secret_id_check CHECK (id),
    CONSTRAINT post_guard_secret_inner_key_check CHECK ((length(inner_key) = 64)),
    CONSTRAINT post_guard_secret_outer_key_check CHECK ((length(outer_key) = 64))
);
ALTER TABLE ONLY private.post_guard_secret
    ADD CONSTRAINT post_guard_secret_pkey PRIMARY KEY (id);
REVOKE ALL ON TABLE private.post_guard_secret FROM anon, authenticated, service_role;
ALTER TABLE private.post_guard_secret ENABLE ROW LEVEL SECURITY;

-- How many posts of a kind one user, one address and one memorial may receive within the window.
CREATE TABLE private.post_guard_limits (
    kind text NOT NULL,
    window_seconds integer NOT NULL,
    per_user integer NOT NULL,
    per_address integer NOT NULL,
    per_memorial integer NOT NULL,
    CONSTRAINT post_guard_limits_window_seconds_check CHECK ((window_seconds > 0))
);
ALTER TABLE ONLY private.post_guard_limits
    ADD CONSTRAINT post_guard_limits_pkey PRIMARY KEY (kind);
REVOKE ALL ON TABLE private.post_guard_limits FROM anon, authenticated, service_role;
ALTER TABLE private.post_guard_limits ENABLE ROW LEVEL SECURITY;

-- One row per accepted post and subject ('user:<uuid>', 'address:<ip>', 'memorial:<uuid>'); rows older than the
-- window of their kind are purged as the same subject posts again.
CREATE TABLE private.post_guard_hits (
    kind text NOT NULL,
    subject text NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY private.post_guard_hits
    ADD CONSTRAINT post_guard_hits_kind_fkey FOREIGN KEY (kind) REFERENCES private.post_guard_limits(kind) ON DELETE CASCADE;
CREATE INDEX post_guard_hits_kind_subject_at_idx ON private.post_guard_hits USING btree (kind, subject, at);
REVOKE ALL ON TABLE private.post_guard_hits FROM anon, authenticated, service_role;
ALTER TABLE private.post_guard_hits ENABLE ROW LEVEL SECURITY;

-- HMAC-SHA256 (RFC 2104) of the payload under the secret, in hex.
CREATE FUNCTION private.post_guard_sign(payload text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select encode(sha256(s.outer_key || sha256(s.inner_key || convert_to(payload, 'UTF8'))), 'hex')
  from private.post_guard_secret s
$$;
REVOKE ALL ON FUNCTION private.post_guard_sign(payload text) FROM PUBLIC;

-- A token issued at `issued` ('<epoch milliseconds>.<signature>'): form_token() for now, tests for other times.
CREATE FUNCTION private.form_token_at(issued timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select ms || '.' || private.post_guard_sign('form:' || ms)
  from (select floor(extract(epoch from issued) * 1000)::bigint::text as ms) t
$$;
REVOKE ALL ON FUNCTION private.form_token_at(issued timestamp with time zone) FROM PUBLIC;

CREATE FUNCTION private.form_token() RETURNS text
    LANGUAGE sql VOLATILE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select private.form_token_at(clock_timestamp()) $$;
REVOKE ALL ON FUNCTION private.form_token() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.form_token() TO anon;
GRANT EXECUTE ON FUNCTION private.form_token() TO authenticated;
GRANT EXECUTE ON FUNCTION private.form_token() TO service_role;

-- `rpc('form_token')`: what a posting form asks for when it appears, signed out or in (invoker rights: the API
-- exposes no SECURITY DEFINER function).
CREATE FUNCTION public.form_token() RETURNS text
    LANGUAGE sql VOLATILE
    SET search_path TO ''
    AS $$ select private.form_token() $$;
REVOKE ALL ON FUNCTION public.form_token() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.form_token() TO anon;
GRANT EXECUTE ON FUNCTION public.form_token() TO authenticated;
GRANT EXECUTE ON FUNCTION public.form_token() TO service_role;

-- Refuses with a stable code in the error's DETAIL (PostgREST's `details`), which the app maps to its own text;
-- the PTxxx state is the HTTP status PostgREST answers.
CREATE FUNCTION private.post_guard_refuse(http_state text, refusal text, english text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception using errcode = http_state, message = english, detail = refusal;
end;
$$;
REVOKE ALL ON FUNCTION private.post_guard_refuse(http_state text, refusal text, english text) FROM PUBLIC;

/*
 * private.post_guard(token, honeypot, kind, memorial): the gate in front of every visitor post. Call it first in a
 * posting RPC, before anything is written; it returns nothing when the post may go on and otherwise raises (the
 * transaction, and so the post, is then undone):
 *
 *   token     what rpc('form_token') gave the form when it appeared (null or '' counts as missing)
 *   honeypot  the value of the form's hidden field, which people never see; anything but null/'' is a bot
 *   kind      a row of private.post_guard_limits: 'memory', 'tribute', 'report' (add a row for a new kind)
 *   memorial  the memorial the post is about (graves.id), or null when there is none
 *
 * Refusals: PostgREST answers { code: 'PT4xx' (HTTP status xxx), details: <stable code>, message: <English> }.
 *   PT400 post_honeypot        the hidden field was filled
 *   PT400 post_token_missing   no token
 *   PT400 post_token_invalid   not a token this server signed
 *   PT400 post_token_expired   issued more than a day ago: the form fetches a new one
 *   PT400 post_too_fast        sent sooner than post_guard_min_age_ms (3000) after the token was issued
 *   PT429 post_rate_user       the signed-in user posted `per_user` of this kind within the window
 *   PT429 post_rate_address    the client address did (`per_address`; signed-out posts are limited here)
 *   PT429 post_rate_memorial   the memorial received `per_memorial`
 * An accepted post counts against the user (if signed in), the address (if known) and the memorial (if given).
 * It runs with its owner's rights, so any posting RPC may call it, security definer or invoker.
 */
CREATE FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) RETURNS void
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  limits private.post_guard_limits;
  issued_ms bigint;
  age_ms bigint;
  min_age_ms integer := coalesce(
    (select c.value::integer from private.app_config c where c.key = 'post_guard_min_age_ms'), 3000);
  caller uuid := auth.uid();
  address text := private.request_client_ip();
  since timestamptz;
  who text;
  allowed integer;
  code text;
  subjects text[] := array[]::text[];
begin
  select * into limits from private.post_guard_limits l where l.kind = post_guard.kind;
  if not found then
    raise exception using errcode = '22023', message = format('Unknown kind of post: %s.', post_guard.kind);
  end if;
  if nullif(honeypot, '') is not null then
    perform private.post_guard_refuse('PT400', 'post_honeypot', 'This post looks automated and was not sent.');
  end if;
  if nullif(token, '') is null then
    perform private.post_guard_refuse('PT400', 'post_token_missing',
      'The form has no security token. Reload the page and try again.');
  end if;
  if token !~ '^[0-9]{1,15}\.[0-9a-f]{64}$'
    or split_part(token, '.', 2) <> private.post_guard_sign('form:' || split_part(token, '.', 1)) then
    perform private.post_guard_refuse('PT400', 'post_token_invalid',
      'The form''s security token is not valid. Reload the page and try again.');
  end if;
  issued_ms := split_part(token, '.', 1)::bigint;
  age_ms := floor(extract(epoch from clock_timestamp()) * 1000)::bigint - issued_ms;
  if age_ms > 86400000 then
    perform private.post_guard_refuse('PT400', 'post_token_expired',
      'The form has been open for more than a day. Please send it again.');
  end if;
  if age_ms < min_age_ms then
    perform private.post_guard_refuse('PT400', 'post_too_fast',
      'That was sent very quickly. Please wait a few seconds and send it again.');
  end if;

  if caller is not null then subjects := subjects || ('user:' || caller); end if;
  if address is not null then subjects := subjects || ('address:' || address); end if;
  if memorial is not null then subjects := subjects || ('memorial:' || memorial); end if;
  since := now() - make_interval(secs => limits.window_seconds);
  foreach who in array subjects loop
    -- Parallel posts of one subject must not all see room for one more.
    perform pg_advisory_xact_lock(hashtextextended('post_guard:' || limits.kind || ':' || who, 0));
    delete from private.post_guard_hits h where h.kind = limits.kind and h.subject = who and h.at <= since;
    allowed := case split_part(who, ':', 1)
      when 'user' then limits.per_user when 'address' then limits.per_address else limits.per_memorial end;
    if (select count(*) from private.post_guard_hits h
        where h.kind = limits.kind and h.subject = who and h.at > since) >= allowed then
      code := case split_part(who, ':', 1)
        when 'user' then 'post_rate_user' when 'address' then 'post_rate_address' else 'post_rate_memorial' end;
      perform private.post_guard_refuse('PT429', code, case split_part(who, ':', 1)
        when 'memorial' then 'This memorial has received many posts just now. Please try again later.'
        else 'You have posted a lot just now. Please try again later.' end);
    end if;
  end loop;
  insert into private.post_guard_hits (kind, subject) select limits.kind, s from unnest(subjects) s;
end;
$$;
REVOKE ALL ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid) TO service_role;

-- The secret, made once when this is first applied (64 bytes, the block size of SHA-256, from four random
-- UUIDs: 488 random bits), kept as its inner (0x36) and outer (0x5c) pads.
do $$
declare
  key bytea := decode(replace(
    gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text,
    '-', ''), 'hex');
  inner_pad bytea := key;
  outer_pad bytea := key;
begin
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(key, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(key, i) # 92);
  end loop;
  insert into private.post_guard_secret (inner_key, outer_key) values (inner_pad, outer_pad)
  on conflict (id) do nothing;
end
$$;

insert into private.post_guard_limits (kind, window_seconds, per_user, per_address, per_memorial) values
  ('memory', 3600, 10, 20, 30),
  ('tribute', 86400, 30, 10, 500),
  ('report', 3600, 10, 20, 20)
on conflict (kind) do nothing;

insert into private.app_config (key, value) values ('post_guard_min_age_ms', '3000')
on conflict (key) do nothing;

-- `rpc('post_guard_min_age_ms')`: how old a form token must be before a post is accepted, so the outbox's replay,
-- which fetches a token of its own, waits just that long (0 where the local server lowers it for tests).
CREATE FUNCTION private.post_guard_min_age_ms() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select c.value::integer from private.app_config c where c.key = 'post_guard_min_age_ms'), 3000)
$$;
REVOKE ALL ON FUNCTION private.post_guard_min_age_ms() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_guard_min_age_ms() TO anon;
GRANT EXECUTE ON FUNCTION private.post_guard_min_age_ms() TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_guard_min_age_ms() TO service_role;
-- The API's door to it: invoker rights, so no SECURITY DEFINER function is exposed (database linter).
CREATE FUNCTION public.post_guard_min_age_ms() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.post_guard_min_age_ms() $$;
REVOKE ALL ON FUNCTION public.post_guard_min_age_ms() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_guard_min_age_ms() TO anon;
GRANT EXECUTE ON FUNCTION public.post_guard_min_age_ms() TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_guard_min_age_ms() TO service_role;
