-- Candles and flowers (issue 29, item 3): "Light a candle" and "Leave flowers" on a memorial, with an optional note
-- of at most 140 characters. Anyone may light a candle, signed out too (the post guard limits an address to
-- `tribute.per_address` a day); flowers need an account. A tribute without a note is published at once; a note
-- follows the memorial's approval rule as a memory does (private.new_post_status). The public page shows the counts
-- (tribute_counts: every tribute not hidden, its note pending or not) and the published notes.

CREATE TABLE public.tributes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid,
    kind text NOT NULL,
    note text,
    status text DEFAULT 'published'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    idempotency_key uuid,
    CONSTRAINT tributes_kind_check CHECK ((kind = ANY (ARRAY['candle'::text, 'flowers'::text]))),
    CONSTRAINT tributes_note_check CHECK (((note IS NULL) OR ((char_length(btrim(note)) >= 1) AND (char_length(note) <= 140)))),
    CONSTRAINT tributes_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'published'::text, 'hidden'::text]))),
    CONSTRAINT tributes_flowers_signed_in_check CHECK (((user_id IS NOT NULL) OR (kind = 'candle'::text)))
);
ALTER TABLE ONLY public.tributes
    ADD CONSTRAINT tributes_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.tributes
    ADD CONSTRAINT tributes_user_id_idempotency_key_key UNIQUE (user_id, idempotency_key);
ALTER TABLE ONLY public.tributes
    ADD CONSTRAINT tributes_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.tributes
    ADD CONSTRAINT tributes_user_id_fkey FOREIGN KEY (user_id) REFERENCES private.profiles(id) ON DELETE CASCADE;
CREATE INDEX tributes_grave_id_created_at_idx ON public.tributes USING btree (grave_id, created_at DESC);
CREATE INDEX tributes_user_id_idx ON public.tributes USING btree (user_id);
CREATE INDEX tributes_pending_idx ON public.tributes USING btree (grave_id, created_at) WHERE (status = 'pending'::text);
COMMENT ON COLUMN public.tributes.user_id IS 'Who left it; null for a candle lit signed out.';
COMMENT ON COLUMN public.tributes.idempotency_key IS 'Made on the device (the outbox): one tribute per author and key.';
COMMENT ON COLUMN public.tributes.status IS 'As visitor_memories.status: pending (its note waits for the family), published or hidden.';
-- Left only through post_tribute, approved or hidden only through set_tribute_status.
REVOKE ALL ON TABLE public.tributes FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.tributes TO anon;
GRANT SELECT,DELETE ON TABLE public.tributes TO authenticated;
GRANT ALL ON TABLE public.tributes TO service_role;

-- `rpc('post_tribute', {memorial_id, kind, note, form_token, honeypot, idempotency_key})`: a candle or flowers on a
-- memorial the caller can see (signed out: a public one), through the post guard; answers the new row. A signed-in
-- caller's second call with the same idempotency key (the outbox's replay) answers the tribute already stored,
-- stores nothing and is not counted again by the post guard.
CREATE FUNCTION private.post_tribute(memorial_id uuid, kind text, note text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid) RETURNS public.tributes
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO service_role;
-- The API's door to it: invoker rights, so no SECURITY DEFINER function is exposed (database linter).
CREATE FUNCTION public.post_tribute(memorial_id uuid, kind text, note text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, idempotency_key uuid DEFAULT NULL::uuid) RETURNS public.tributes
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.post_tribute(post_tribute.memorial_id, post_tribute.kind, post_tribute.note, post_tribute.form_token, post_tribute.honeypot, post_tribute.idempotency_key) $$;
REVOKE ALL ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO anon;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.post_tribute(memorial_id uuid, kind text, note text, form_token text, honeypot text, idempotency_key uuid) TO service_role;

-- `rpc('tribute_counts', {memorial_id}).single()`: the candles and flowers of a memorial the caller can see.
CREATE FUNCTION private.tribute_counts(memorial_id uuid) RETURNS TABLE(candles integer, flowers integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (count(*) filter (where t.kind = 'candle'))::integer, (count(*) filter (where t.kind = 'flowers'))::integer
  from public.tributes t
  where t.grave_id = memorial_id and t.status <> 'hidden' and private.can_read_grave(memorial_id)
$$;
REVOKE ALL ON FUNCTION private.tribute_counts(memorial_id uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.tribute_counts(memorial_id uuid) TO anon;
GRANT EXECUTE ON FUNCTION private.tribute_counts(memorial_id uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION private.tribute_counts(memorial_id uuid) TO service_role;
-- The API's door to it: invoker rights, so no SECURITY DEFINER function is exposed (database linter).
CREATE FUNCTION public.tribute_counts(memorial_id uuid) RETURNS TABLE(candles integer, flowers integer)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.tribute_counts(tribute_counts.memorial_id) $$;
REVOKE ALL ON FUNCTION public.tribute_counts(memorial_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.tribute_counts(memorial_id uuid) TO anon;
GRANT EXECUTE ON FUNCTION public.tribute_counts(memorial_id uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.tribute_counts(memorial_id uuid) TO service_role;

-- `rpc('set_tribute_status', {tribute_id, new_status})`: the owner or an editor approves or hides a note.
CREATE FUNCTION private.set_tribute_status(tribute_id uuid, new_status text) RETURNS public.tributes
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.set_tribute_status(tribute_id uuid, new_status text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.set_tribute_status(tribute_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION private.set_tribute_status(tribute_id uuid, new_status text) TO service_role;
-- The API's door to it: invoker rights, so no SECURITY DEFINER function is exposed (database linter).
CREATE FUNCTION public.set_tribute_status(tribute_id uuid, new_status text) RETURNS public.tributes
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.set_tribute_status(set_tribute_status.tribute_id, set_tribute_status.new_status) $$;
REVOKE ALL ON FUNCTION public.set_tribute_status(tribute_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.set_tribute_status(tribute_id uuid, new_status text) TO authenticated;
GRANT EXECUTE ON FUNCTION public.set_tribute_status(tribute_id uuid, new_status text) TO service_role;

ALTER TABLE public.tributes ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Authors and memorial owners can delete tributes" ON public.tributes FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

-- As memories: published ones to whoever sees the memorial, a pending one to its author, all to the family.
CREATE POLICY "Users can read tributes of memorials they can see" ON public.tributes FOR SELECT TO authenticated USING ((((status = 'published'::text) AND private.can_read_grave(grave_id)) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (status <> 'hidden'::text)) OR private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text])));

CREATE POLICY "Visitors can read published tributes of public memorials" ON public.tributes FOR SELECT TO anon USING (((status = 'published'::text) AND private.can_read_grave(grave_id)));
