-- Memorials (graves) and visitor memories: who reads and writes them, plan limits on new memorials, and the
-- read-only rule for memorials over a lowered plan limit.

CREATE TABLE public.graves (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    created_by uuid,
    full_name text NOT NULL,
    birth_date date,
    death_date date,
    cemetery_name text,
    plot_number text,
    section text,
    description text,
    epitaph text,
    memories text,
    is_public boolean DEFAULT false NOT NULL,
    image_url text,
    person_image_url text,
    latitude double precision,
    longitude double precision,
    slug text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    hide_from_search boolean DEFAULT false NOT NULL,
    memory_approval text DEFAULT 'at_once'::text NOT NULL,
    CONSTRAINT graves_full_name_check CHECK ((length(btrim(full_name)) > 0)),
    CONSTRAINT graves_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT graves_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT graves_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 80))),
    CONSTRAINT graves_memory_approval_check CHECK ((memory_approval = ANY (ARRAY['at_once'::text, 'first_time'::text, 'every'::text])))
);
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_slug_key UNIQUE (slug);
ALTER TABLE public.graves
    ADD CONSTRAINT graves_death_not_before_birth CHECK (((death_date IS NULL) OR (birth_date IS NULL) OR (death_date >= birth_date))) NOT VALID;
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.graves
    ADD CONSTRAINT graves_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX graves_created_by_idx ON public.graves USING btree (created_by);
CREATE INDEX graves_public_idx ON public.graves USING btree (id) WHERE is_public;
-- The sitemap lists the indexable public memorials, newest change first.
CREATE INDEX graves_sitemap_idx ON public.graves USING btree (updated_at DESC) WHERE (is_public AND (NOT hide_from_search));
-- The dashboard at 1,000 memorials (issue 14): it reads a user's memorials a page at a time, newest first with
-- the id as tie-breaker (`order=created_at.desc,id.desc`), so that pages never repeat or skip a memorial. An
-- index in exactly that order answers a page by reading the page's rows, with no sort of all of them; it also
-- serves the read-only check, which counts a user's older memorials by (created_at, id). It replaces the index on
-- (user_id, created_at desc), which it covers.
CREATE INDEX graves_user_id_created_at_id_idx ON public.graves USING btree (user_id, created_at DESC, id DESC);
COMMENT ON COLUMN public.graves.memory_approval IS 'Which visitor memories, candle and flower notes wait for the family''s approval: none (at_once), those of people with nothing published on it yet (first_time), or all (every).';
COMMENT ON COLUMN public.graves.hide_from_search IS 'A public memorial whose page asks search engines not to index it (noindex) and that the sitemap leaves out.';
REVOKE ALL ON TABLE public.graves FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.graves TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.graves TO authenticated;
GRANT ALL ON TABLE public.graves TO service_role;

CREATE TABLE public.visitor_memories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    memory_text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    idempotency_key uuid,
    status text DEFAULT 'published'::text NOT NULL,
    CONSTRAINT visitor_memories_memory_text_check CHECK ((length(btrim(memory_text)) > 0)),
    CONSTRAINT visitor_memories_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'published'::text, 'hidden'::text])))
);
ALTER TABLE ONLY public.visitor_memories
    ADD CONSTRAINT visitor_memories_pkey PRIMARY KEY (id);
-- A memory written offline carries an id made on the device (issue 30): replaying it from the outbox after a lost
-- answer inserts nothing twice.
ALTER TABLE ONLY public.visitor_memories
    ADD CONSTRAINT visitor_memories_user_id_idempotency_key_key UNIQUE (user_id, idempotency_key);
ALTER TABLE ONLY public.visitor_memories
    ADD CONSTRAINT visitor_memories_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.visitor_memories
    ADD CONSTRAINT visitor_memories_user_id_fkey FOREIGN KEY (user_id) REFERENCES private.profiles(id) ON DELETE CASCADE;
CREATE INDEX visitor_memories_grave_id_created_at_idx ON public.visitor_memories USING btree (grave_id, created_at DESC);
CREATE INDEX visitor_memories_user_id_idx ON public.visitor_memories USING btree (user_id);
-- The family's "Pending memories" list.
CREATE INDEX visitor_memories_pending_idx ON public.visitor_memories USING btree (grave_id, created_at) WHERE (status = 'pending'::text);
COMMENT ON COLUMN public.visitor_memories.status IS 'pending: waits for the family (only its author, the owner and editors read it); published: everyone who can see the memorial reads it; hidden: by the family or after three reports (only the owner and editors read it).';
-- Memories are posted only through post_memory (the post guard, the approval rule) and approved or hidden only
-- through set_memory_status: the API roles may not insert, and authors may change only the text.
REVOKE ALL ON TABLE public.visitor_memories FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.visitor_memories TO anon;
GRANT SELECT,REFERENCES,DELETE,TRIGGER ON TABLE public.visitor_memories TO authenticated;
GRANT UPDATE(memory_text) ON TABLE public.visitor_memories TO authenticated;
GRANT UPDATE(updated_at) ON TABLE public.visitor_memories TO authenticated;
GRANT ALL ON TABLE public.visitor_memories TO service_role;

CREATE FUNCTION private.can_read_grave(target_grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.graves g
    where g.id = target_grave
      and (
        g.is_public
        or g.user_id = auth.uid()
        or exists (select 1 from public.grave_managers m where m.grave_id = g.id and m.user_id = auth.uid())
      )
  )
$$;
REVOKE ALL ON FUNCTION private.can_read_grave(target_grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_read_grave(target_grave uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.can_read_grave(target_grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.can_read_grave(target_grave uuid) TO service_role;

CREATE FUNCTION private.check_grave_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  plan record;
  used integer;
begin
  new.created_by := new.user_id;
  -- Someone creating a memorial for another account is refused by RLS; do not tell them about that account.
  if auth.uid() is not null and new.user_id is distinct from auth.uid() then
    return new;
  end if;
  -- Two concurrent inserts must not both see room for one more.
  perform pg_advisory_xact_lock(hashtextextended('graves:' || new.user_id::text, 0));
  select * into plan from private.plan_of(new.user_id);
  select count(*) into used from public.graves where user_id = new.user_id;
  if plan.max_graves <> -1 and used >= plan.max_graves then
    raise exception using errcode = 'P0001',
      message = private.limit_message(plan.plan_name, plan.max_graves, 'memorial'),
      hint = 'Upgrade your plan to create more memorials.';
  end if;
  return new;
end;
$$;

CREATE FUNCTION private.check_grave_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- A signed-in user's own statement never moves a memorial; an accepted transfer (answer_memorial_claim, with
  -- its owner's rights, so not as anon or authenticated) may change user_id, never created_by.
  if auth.uid() is not null
    and (new.created_by is distinct from old.created_by
      or (new.user_id is distinct from old.user_id and current_user in ('anon', 'authenticated'))) then
    raise exception using errcode = '42501', message = 'The owner of a memorial cannot be changed.';
  end if;
  return new;
end;
$$;

-- The read-only check runs for every card of the list (the `is_read_only` computed field): as one SQL function
-- calling another, it was planned again for every row and counted every older memorial, ~0.75 ms a card, most of
-- a dashboard page's time in the database. In PL/pgSQL its statements' plans are kept for the session, and it
-- reads at most `max_graves` older memorials, since the question is only whether that many are older. The rule:
-- read-only when the owner's plan has a limit and at least that many of the
-- owner's memorials are older (created_at, then id).
CREATE FUNCTION private.grave_read_only_reason(target uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owner uuid;
  made timestamptz;
  plan_name text;
  max_graves integer;
begin
  select g.user_id, g.created_at into owner, made from public.graves g where g.id = target;
  if owner is null then
    return null;
  end if;
  select p.plan_name, p.max_graves into plan_name, max_graves from private.plan_of(owner) p;
  if max_graves is null or max_graves = -1 then
    return null;
  end if;
  if max_graves > 0 and not exists (
    select 1 from public.graves older
    where older.user_id = owner and (older.created_at, older.id) < (made, target)
    offset max_graves - 1 limit 1
  ) then
    return null;
  end if;
  return format(
    'This memorial is read-only because your %s plan allows %s memorials. Upgrade to edit it again.',
    plan_name, max_graves);
end;
$$;
REVOKE ALL ON FUNCTION private.grave_read_only_reason(target uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.grave_read_only_reason(target uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.grave_read_only_reason(target uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.grave_read_only_reason(target uuid) TO service_role;

-- The object name inside a bucket behind one of our public URLs (…/storage/v1/object/public/{bucket}/{name}).
CREATE FUNCTION private.image_object_name(url text, bucket text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$ select substring(url from '/storage/v1/object/public/' || bucket || '/([^?#]+)$') $_$;

-- The helpers that compared the role as text; same signatures, so the policies keep calling them.
CREATE FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.grave_managers m
    where m.grave_id = target_grave and m.user_id = auth.uid() and m.role::text = any (allowed_roles)
  )
$$;
REVOKE ALL ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) TO anon;
GRANT EXECUTE ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) TO authenticated;
GRANT EXECUTE ON FUNCTION private.manages_grave(target_grave uuid, allowed_roles text[]) TO service_role;

CREATE FUNCTION private.owns_grave(target_grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.graves g where g.id = target_grave and g.user_id = auth.uid())
$$;
REVOKE ALL ON FUNCTION private.owns_grave(target_grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.owns_grave(target_grave uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.owns_grave(target_grave uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.owns_grave(target_grave uuid) TO service_role;

-- Every update of a read-only memorial is refused, whoever sends it; deleting it stays allowed.
CREATE FUNCTION private.refuse_read_only_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  reason text := private.grave_read_only_reason(old.id);
begin
  if reason is not null then
    raise exception using errcode = 'P0001', message = reason,
      hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.refuse_read_only_update() FROM PUBLIC;

-- PostgREST computed fields: `graves?select=*,is_read_only,read_only_reason`. Invoker rights: the row passed in
-- is one the caller could already read.
CREATE FUNCTION public.is_read_only(memorial public.graves) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.grave_read_only_reason(memorial.id) is not null
$$;

CREATE FUNCTION public.read_only_reason(memorial public.graves) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.grave_read_only_reason(memorial.id)
$$;

-- PostgREST computed field `graves?select=keepsake_kind`: the PDF keepsake the plan of the memorial's OWNER
-- includes ('rich', the Family booklet; 'basic', the Personal pages; null on Free), as every other paid feature of
-- a memorial follows its owner's plan (photo_limit, family_links_included): a Free editor of a Family owner's
-- memorial downloads the booklet, and a Family collaborator of a Free owner's memorial is not offered one.
create function public.keepsake_kind(memorial public.graves)
returns text
language sql stable security invoker
set search_path = ''
as $$
  select case
    when private.plan_includes(memorial.user_id, 'Rich PDF export') then 'rich'
    when private.plan_includes(memorial.user_id, 'Basic PDF export') then 'basic'
  end
$$;
revoke all on function public.keepsake_kind(public.graves) from public, anon;
grant execute on function public.keepsake_kind(public.graves) to authenticated, service_role;

-- How many links a text holds: addresses with a scheme or www., and bare domains with the endings spam uses most.
CREATE FUNCTION private.link_count(body text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer from regexp_matches(coalesce(body, ''),
    '(https?://|www\.)[^[:space:]]+|[[:alnum:]][[:alnum:]-]*\.(com|net|org|info|biz|xyz|top|online|site|shop|ru|cn|io|co)\M',
    'gi')
$$;

-- The status a visitor's new memory or note starts with. The owner's and editors' own are published; a text with
-- two or more links waits for the family whatever the memorial's rule; otherwise the rule: at_once publishes,
-- every waits, first_time waits unless the author already has a memory or note published on this memorial
-- (someone signed out always waits).
CREATE FUNCTION private.new_post_status(memorial uuid, author uuid, body text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.new_post_status(memorial uuid, author uuid, body text) FROM PUBLIC;

-- `rpc('post_memory', {memorial_id, memory_text, form_token, honeypot, idempotency_key})`: a signed-in visitor's
-- memory on a memorial they can see, through the post guard; answers the new row, published or pending. With an
-- idempotency key (made on the device: the outbox's replay after a lost answer), a second call with the same key
-- answers the memory already stored, stores nothing and is not counted again by the post guard.
CREATE FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid) RETURNS public.visitor_memories
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO service_role;
-- The API's door to it: invoker rights, so no SECURITY DEFINER function is exposed (database linter).
CREATE FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid) RETURNS public.visitor_memories
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.post_memory(post_memory.memorial_id, post_memory.memory_text, post_memory.form_token, post_memory.honeypot, post_memory.idempotency_key) $$;
REVOKE ALL ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_memory(memorial_id uuid, memory_text text, form_token text, honeypot text, idempotency_key uuid) TO service_role;

-- `rpc('set_memory_status', {memory_id, new_status})`: the owner or an editor approves ('published') or hides
-- ('hidden') a memory of their memorial.
CREATE FUNCTION private.set_memory_status(memory_id uuid, new_status text) RETURNS public.visitor_memories
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.set_memory_status(memory_id uuid, new_status text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.set_memory_status(memory_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.set_memory_status(memory_id uuid, new_status text) TO service_role;
-- The API's door to it: invoker rights, so no SECURITY DEFINER function is exposed (database linter).
CREATE FUNCTION public.set_memory_status(memory_id uuid, new_status text) RETURNS public.visitor_memories
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.set_memory_status(set_memory_status.memory_id, set_memory_status.new_status) $$;
REVOKE ALL ON FUNCTION public.set_memory_status(memory_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.set_memory_status(memory_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION public.set_memory_status(memory_id uuid, new_status text) TO service_role;

-- An author's edit is judged again like a new post: a published memory rewritten with links, or on a memorial
-- that approves every memory, waits for the family once more.
CREATE FUNCTION private.visitor_memory_before_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.memory_text is distinct from old.memory_text and old.status = 'published'
    and auth.uid() is not null and new.user_id = auth.uid() then
    new.status := private.new_post_status(new.grave_id, new.user_id, new.memory_text);
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.visitor_memory_before_update() FROM PUBLIC;

-- Finding the other memorials that show a photo, without scanning every memorial.
CREATE INDEX graves_cover_photo_idx ON public.graves USING btree (private.image_object_name(image_url, 'grave-images'::text));

CREATE INDEX graves_portrait_photo_idx ON public.graves USING btree (private.image_object_name(person_image_url, 'person-images'::text));

CREATE TRIGGER graves_check_insert BEFORE INSERT ON public.graves FOR EACH ROW EXECUTE FUNCTION private.check_grave_insert();

CREATE TRIGGER graves_check_update BEFORE UPDATE ON public.graves FOR EACH ROW EXECUTE FUNCTION private.check_grave_update();

CREATE TRIGGER graves_refuse_read_only BEFORE UPDATE ON public.graves FOR EACH ROW EXECUTE FUNCTION private.refuse_read_only_update();

CREATE TRIGGER graves_set_updated_at BEFORE UPDATE ON public.graves FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER visitor_memories_set_updated_at BEFORE UPDATE ON public.visitor_memories FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER visitor_memories_judge_edit BEFORE UPDATE ON public.visitor_memories FOR EACH ROW EXECUTE FUNCTION private.visitor_memory_before_update();

ALTER TABLE public.graves ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Owners and editors can update memorials" ON public.graves FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.manages_grave(id, ARRAY['editor'::text]))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) OR private.manages_grave(id, ARRAY['editor'::text])));

-- With two-step sign-in on, only after a code (private.session_meets_mfa).
CREATE POLICY "Owners can delete their memorials" ON public.graves FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.session_meets_mfa() AS session_meets_mfa)));

CREATE POLICY "Users can create memorials they own" ON public.graves FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users can read memorials they own, help manage or that are publ" ON public.graves FOR SELECT TO authenticated USING ((is_public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.manages_grave(id, ARRAY['viewer'::text, 'editor'::text])));

CREATE POLICY "Visitors can read public memorials" ON public.graves FOR SELECT TO anon USING (is_public);

ALTER TABLE public.visitor_memories ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Authors and memorial owners can delete memories" ON public.visitor_memories FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

CREATE POLICY "Authors can edit their memories" ON public.visitor_memories FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.can_read_grave(grave_id)));

-- Published memories to whoever can see the memorial; a pending one to its author too; pending and hidden ones to
-- the owner and editors (the "Pending memories" list).
CREATE POLICY "Users can read memories of memorials they can see" ON public.visitor_memories FOR SELECT TO authenticated USING ((((status = 'published'::text) AND private.can_read_grave(grave_id)) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (status <> 'hidden'::text)) OR private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Visitors can read published memories of public memorials" ON public.visitor_memories FOR SELECT TO anon USING (((status = 'published'::text) AND private.can_read_grave(grave_id)));
