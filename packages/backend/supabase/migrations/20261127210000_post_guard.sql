-- issue 29: the post guard (form tokens signed by the server, honeypot, minimum form age, rate limits per user,
-- address and memorial), the status of visitor memories (pending, published, hidden) and each memorial's approval rule.

create table "private"."post_guard_hits" (
    "kind" text not null,
    "subject" text not null,
    "at" timestamp with time zone not null default now()
      );


alter table "private"."post_guard_hits" enable row level security;


create table "private"."post_guard_limits" (
    "kind" text not null,
    "window_seconds" integer not null,
    "per_user" integer not null,
    "per_address" integer not null,
    "per_memorial" integer not null
      );


alter table "private"."post_guard_limits" enable row level security;


create table "private"."post_guard_secret" (
    "id" boolean not null default true,
    "inner_key" bytea not null,
    "outer_key" bytea not null
      );


alter table "private"."post_guard_secret" enable row level security;

alter table "public"."graves" add column "memory_approval" text not null default 'at_once'::text;

alter table "public"."visitor_memories" add column "status" text not null default 'published'::text;

CREATE INDEX post_guard_hits_kind_subject_at_idx ON private.post_guard_hits USING btree (kind, subject, at);

CREATE UNIQUE INDEX post_guard_limits_pkey ON private.post_guard_limits USING btree (kind);

CREATE UNIQUE INDEX post_guard_secret_pkey ON private.post_guard_secret USING btree (id);

CREATE INDEX visitor_memories_pending_idx ON public.visitor_memories USING btree (grave_id, created_at) WHERE (status = 'pending'::text);

alter table "private"."post_guard_limits" add constraint "post_guard_limits_pkey" PRIMARY KEY using index "post_guard_limits_pkey";

alter table "private"."post_guard_secret" add constraint "post_guard_secret_pkey" PRIMARY KEY using index "post_guard_secret_pkey";

alter table "private"."post_guard_hits" add constraint "post_guard_hits_kind_fkey" FOREIGN KEY (kind) REFERENCES private.post_guard_limits(kind) ON DELETE CASCADE not valid;

alter table "private"."post_guard_hits" validate constraint "post_guard_hits_kind_fkey";

alter table "private"."post_guard_limits" add constraint "post_guard_limits_window_seconds_check" CHECK ((window_seconds > 0)) not valid;

alter table "private"."post_guard_limits" validate constraint "post_guard_limits_window_seconds_check";

alter table "private"."post_guard_secret" add constraint "post_guard_secret_id_check" CHECK (id) not valid;

alter table "private"."post_guard_secret" validate constraint "post_guard_secret_id_check";

alter table "private"."post_guard_secret" add constraint "post_guard_secret_inner_key_check" CHECK ((length(inner_key) = 64)) not valid;

alter table "private"."post_guard_secret" validate constraint "post_guard_secret_inner_key_check";

alter table "private"."post_guard_secret" add constraint "post_guard_secret_outer_key_check" CHECK ((length(outer_key) = 64)) not valid;

alter table "private"."post_guard_secret" validate constraint "post_guard_secret_outer_key_check";

alter table "public"."graves" add constraint "graves_memory_approval_check" CHECK ((memory_approval = ANY (ARRAY['at_once'::text, 'first_time'::text, 'every'::text]))) not valid;

alter table "public"."graves" validate constraint "graves_memory_approval_check";

alter table "public"."visitor_memories" add constraint "visitor_memories_status_check" CHECK ((status = ANY (ARRAY['pending'::text, 'published'::text, 'hidden'::text]))) not valid;

alter table "public"."visitor_memories" validate constraint "visitor_memories_status_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.form_token_at(issued timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select ms || '.' || private.post_guard_sign('form:' || ms)
  from (select floor(extract(epoch from issued) * 1000)::bigint::text as ms) t
$function$
;

CREATE OR REPLACE FUNCTION private.post_guard(token text, honeypot text, kind text, memorial uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.post_guard_refuse(http_state text, refusal text, english text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception using errcode = http_state, message = english, detail = refusal;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.post_guard_sign(payload text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(sha256(s.outer_key || sha256(s.inner_key || convert_to(payload, 'UTF8'))), 'hex')
  from private.post_guard_secret s
$function$
;

CREATE OR REPLACE FUNCTION public.form_token()
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ select private.form_token_at(clock_timestamp()) $function$
;

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
COMMENT ON COLUMN public.graves.memory_approval IS 'Which visitor memories, candle and flower notes wait for the family''s approval: none (at_once), those of people with nothing published on it yet (first_time), or all (every).';
COMMENT ON COLUMN public.visitor_memories.status IS 'pending: waits for the family (only its author, the owner and editors read it); published: everyone who can see the memorial reads it; hidden: by the family or after three reports (only the owner and editors read it).';
