-- Family links between memorials (Family plan) and the memorial_relatives view.

CREATE TABLE public.family_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    relative_id uuid NOT NULL,
    relation text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT family_links_check CHECK ((grave_id <> relative_id)),
    CONSTRAINT family_links_check1 CHECK (((relation = 'parent'::text) OR (grave_id < relative_id))),
    CONSTRAINT family_links_relation_check CHECK ((relation = ANY (ARRAY['parent'::text, 'spouse'::text, 'sibling'::text])))
);
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_relative_id_fkey FOREIGN KEY (relative_id) REFERENCES public.graves(id) ON DELETE CASCADE;
CREATE INDEX family_links_created_by_idx ON public.family_links USING btree (created_by);
-- Each memorial's relatives are looked up from both columns.
CREATE INDEX family_links_grave_idx ON public.family_links USING btree (grave_id);
-- One link per pair of memorials, whichever way round: no duplicates, and no pair that is both parent and
-- spouse, or each the other's parent.
CREATE UNIQUE INDEX family_links_pair_key ON public.family_links USING btree (LEAST(grave_id, relative_id), GREATEST(grave_id, relative_id));
CREATE INDEX family_links_relative_idx ON public.family_links USING btree (relative_id);
REVOKE ALL ON TABLE public.family_links FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.family_links TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.family_links TO authenticated;
GRANT ALL ON TABLE public.family_links TO service_role;

-- A new link, as written from the memorial it is made on: `relative_id` is grave_id's parent, child, spouse or
-- sibling. Checks who may make it with messages a person can act on, then stores it in canonical form. Definer
-- rights: whether the pair is already linked must see links the caller cannot.
CREATE FUNCTION private.check_family_link_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  linked_from uuid := new.grave_id;
  other uuid := new.relative_id;
  owner_id uuid;
  reason text;
begin
  if new.relation is null or new.relation not in ('parent', 'child', 'spouse', 'sibling') then
    raise exception using errcode = '22023',
      message = 'Choose how they are related: parent, child, spouse or sibling.';
  end if;
  if linked_from is null or other is null then
    raise exception using errcode = '22023', message = 'Choose the two memorials to link.';
  end if;
  if linked_from = other then
    raise exception using errcode = '22023', message = 'A memorial cannot be linked to itself.';
  end if;
  -- Signed-in callers only; the service role (no user) is trusted, as for every other table.
  if caller is not null then
    if not (private.owns_grave(linked_from) or private.manages_grave(linked_from, array['editor'])) then
      raise exception using errcode = '42501',
        message = 'Only the owner and editors of a memorial can link it to family.';
    end if;
    -- The same answer whether the other memorial is missing or private: a link never reveals a memorial.
    if not private.can_read_grave(other) then
      raise exception using errcode = '42501', message = 'That memorial was not found, or you cannot see it.';
    end if;
    select g.user_id into owner_id from public.graves g where g.id = linked_from;
    if not private.plan_includes(owner_id, 'Family tree integration') then
      raise exception using errcode = 'P0001', message = 'Family links come with the Family plan.',
        hint = 'Upgrade to the Family plan to link family memorials.';
    end if;
    reason := private.grave_read_only_reason(linked_from);
    if reason is not null then
      raise exception using errcode = 'P0001', message = reason,
        hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
    end if;
  end if;

  -- Canonical form: a child link is its parent link seen from the other side; symmetric ones smaller id first.
  if new.relation = 'child' then
    new.grave_id := other;
    new.relative_id := linked_from;
    new.relation := 'parent';
  elsif new.relation in ('spouse', 'sibling') and new.grave_id > new.relative_id then
    new.grave_id := other;
    new.relative_id := linked_from;
  end if;

  -- One link per pair, checked under a lock so two requests at once get this answer rather than the index's.
  perform pg_advisory_xact_lock(
    hashtextextended('family_links:' || least(linked_from, other)::text || greatest(linked_from, other)::text, 0)
  );
  if exists (
    select 1 from public.family_links l
    where least(l.grave_id, l.relative_id) = least(linked_from, other)
      and greatest(l.grave_id, l.relative_id) = greatest(linked_from, other)
  ) then
    raise exception using errcode = '23505', message = 'These two memorials are already linked.',
      hint = 'Remove the link first to change how they are related.';
  end if;

  new.created_by := coalesce(caller, new.created_by);
  new.created_at := now();
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.check_family_link_insert() FROM PUBLIC;

-- The view is for reading. Without this trigger a write to it fails while planning (55000, a 500 from PostgREST)
-- before any privilege is checked; with it, the missing privilege answers (403), and the service role, which has
-- them, is told where links are written.
CREATE FUNCTION private.refuse_memorial_relatives_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception using errcode = '42501',
    message = 'Relatives are read here; links are added and removed in family_links.';
end;
$$;
REVOKE ALL ON FUNCTION private.refuse_memorial_relatives_write() FROM PUBLIC;

-- PostgREST computed field `graves?select=family_links_included`: whether the memorial's owner's plan lets its
-- owner and editors make new links, so the page offers the dialog or the upgrade prompt as the database will.
CREATE FUNCTION public.family_links_included(memorial public.graves) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.plan_includes(memorial.user_id, 'Family tree integration')
$$;
REVOKE ALL ON FUNCTION public.family_links_included(memorial public.graves) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.family_links_included(memorial public.graves) TO authenticated;
GRANT EXECUTE ON FUNCTION public.family_links_included(memorial public.graves) TO service_role;

-- Each memorial's relatives, from its side: `relation` is what the relative is to the memorial. Runs with the
-- caller's rights, so both the link's and the relative memorial's row-level security apply: a relative the caller
-- cannot see is not listed, not even by id.
CREATE VIEW public.memorial_relatives WITH (security_invoker='true', security_barrier='true') AS
 SELECT sides.link_id,
    sides.memorial_id,
    sides.relative_id,
    sides.relation,
    g.full_name,
    g.birth_date,
    g.death_date,
    g.person_image_url,
    g.slug,
    g.is_public
   FROM (( SELECT l.id AS link_id,
            l.grave_id AS memorial_id,
            l.relative_id,
            l.relation
           FROM public.family_links l
        UNION ALL
         SELECT l.id,
            l.relative_id,
            l.grave_id,
                CASE l.relation
                    WHEN 'parent'::text THEN 'child'::text
                    ELSE l.relation
                END AS relation
           FROM public.family_links l) sides
     JOIN public.graves g ON ((g.id = sides.relative_id)));
REVOKE ALL ON TABLE public.memorial_relatives FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.memorial_relatives TO service_role;
GRANT SELECT ON TABLE public.memorial_relatives TO anon;
GRANT SELECT ON TABLE public.memorial_relatives TO authenticated;

CREATE TRIGGER family_links_check_insert BEFORE INSERT ON public.family_links FOR EACH ROW EXECUTE FUNCTION private.check_family_link_insert();

CREATE TRIGGER memorial_relatives_read_only INSTEAD OF INSERT OR DELETE OR UPDATE ON public.memorial_relatives FOR EACH ROW EXECUTE FUNCTION private.refuse_memorial_relatives_write();

ALTER TABLE public.family_links ENABLE ROW LEVEL SECURITY;

-- The insert trigger below checks which side the caller edits and the plan, with messages; this is the floor.
CREATE POLICY "Owners and editors can link memorials they can see" ON public.family_links FOR INSERT TO authenticated WITH CHECK (((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text]) OR private.owns_grave(relative_id) OR private.manages_grave(relative_id, ARRAY['editor'::text])) AND private.can_read_grave(grave_id) AND private.can_read_grave(relative_id)));

-- Removing is never gated by the plan: after a downgrade the links stay, and their editors may still undo them.
CREATE POLICY "Owners and editors can remove a link of their memorial" ON public.family_links FOR DELETE TO authenticated USING ((private.owns_grave(grave_id) OR private.manages_grave(grave_id, ARRAY['editor'::text]) OR private.owns_grave(relative_id) OR private.manages_grave(relative_id, ARRAY['editor'::text])));

CREATE POLICY "Users can read links between memorials they can see" ON public.family_links FOR SELECT TO authenticated USING ((private.can_read_grave(grave_id) AND private.can_read_grave(relative_id)));

-- can_read_grave is true for anyone on a public memorial and for its owner and collaborators on a private one:
-- anon and strangers see links between two public memorials, collaborators those whose other side they can see.
CREATE POLICY "Visitors can read links between public memorials" ON public.family_links FOR SELECT TO anon USING ((private.can_read_grave(grave_id) AND private.can_read_grave(relative_id)));
