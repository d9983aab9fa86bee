-- Sharing a memorial with collaborators (grave_managers): viewer and editor roles, sharing by an e-mail the
-- sharer already knows (rate-limited lookups), and the collaborator limit of the owner's plan.

-- The three closed lists of the data are Postgres enums, defined here once: the generated database types carry
-- them to the app (`Enums<'collaborator_role'>`...), where packages/domain labels them.
CREATE TYPE public.collaborator_role AS ENUM (
    'viewer',
    'editor'
);

CREATE TABLE public.grave_managers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role public.collaborator_role DEFAULT 'viewer'::public.collaborator_role NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    invited_email text NOT NULL,
    CONSTRAINT grave_managers_invited_email_check CHECK (((invited_email = lower(invited_email)) AND (length(invited_email) <= 254)))
);
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_grave_id_user_id_key UNIQUE (grave_id, user_id);
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.grave_managers
    ADD CONSTRAINT grave_managers_user_id_fkey FOREIGN KEY (user_id) REFERENCES private.profiles(id) ON DELETE CASCADE;
CREATE INDEX grave_managers_user_id_idx ON public.grave_managers USING btree (user_id, grave_id);
REVOKE ALL ON TABLE public.grave_managers FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,DELETE,TRIGGER ON TABLE public.grave_managers TO anon;
GRANT SELECT,REFERENCES,DELETE,TRIGGER ON TABLE public.grave_managers TO authenticated;
GRANT ALL ON TABLE public.grave_managers TO service_role;
GRANT UPDATE(role) ON TABLE public.grave_managers TO authenticated;

-- E-mail lookups per user: at most `email_lookups_per_window` in `email_lookup_window_seconds`.
CREATE TABLE private.email_lookups (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    looked_up_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE private.email_lookups ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.email_lookups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE ONLY private.email_lookups
    ADD CONSTRAINT email_lookups_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.email_lookups
    ADD CONSTRAINT email_lookups_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX email_lookups_user_id_looked_up_at_idx ON private.email_lookups USING btree (user_id, looked_up_at);

CREATE FUNCTION private.check_manager_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owner uuid;
  plan record;
  used integer;
begin
  select g.user_id into owner from public.graves g where g.id = new.grave_id;
  -- Only the owner learns anything about a memorial's collaborators; everyone else meets RLS.
  if auth.uid() is not null and owner is distinct from auth.uid() then
    return new;
  end if;
  if new.user_id = owner then
    raise exception using errcode = '23514', message = 'You cannot share a memorial with yourself.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('grave_managers:' || new.grave_id::text, 0));
  if exists (select 1 from public.grave_managers m where m.grave_id = new.grave_id and m.user_id = new.user_id) then
    raise exception using errcode = '23505', message = 'This user already has access to this grave.';
  end if;
  select * into plan from private.plan_of(owner);
  select count(*) into used from public.grave_managers m where m.grave_id = new.grave_id;
  if plan.max_collaborators <> -1 and used >= plan.max_collaborators then
    raise exception using errcode = 'P0001',
      message = private.limit_message(plan.plan_name, plan.max_collaborators, 'collaborator'),
      hint = 'Upgrade your plan to add more collaborators.';
  end if;
  return new;
end;
$$;

-- share_memorial always passes the typed address; rows the service role adds (support, fixtures) may leave it out.
CREATE FUNCTION private.fill_invited_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.invited_email is null then
    select p.email into new.invited_email from private.profiles p where p.id = new.user_id;
  end if;
  return new;
end;
$$;
REVOKE ALL ON FUNCTION private.fill_invited_email() FROM PUBLIC;

-- Counts one lookup for the caller, or refuses with 429 when the window is full. The caller's transaction must
-- commit for the count to stay, so callers do the lookup after every check that can fail and report "no such
-- account" as an empty answer, never as an error.
CREATE FUNCTION private.note_email_lookup() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  allowed integer := coalesce(
    (select c.value::integer from private.app_config c where c.key = 'email_lookups_per_window'), 20);
  period interval := make_interval(secs => coalesce(
    (select c.value::integer from private.app_config c where c.key = 'email_lookup_window_seconds'), 600));
  recent integer;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to look up an e-mail address.';
  end if;
  -- Parallel requests of one user must not all see room for one more.
  perform pg_advisory_xact_lock(hashtextextended('email_lookups:' || caller::text, 0));
  delete from private.email_lookups l where l.user_id = caller and l.looked_up_at <= now() - period;
  select count(*) into recent from private.email_lookups l where l.user_id = caller;
  if recent >= allowed then
    -- PostgREST answers a PTxxx state with that HTTP status.
    raise sqlstate 'PT429' using
      message = 'Too many lookups, please try again later.',
      hint = format('At most %s e-mail lookups in %s minutes.', allowed, ceil(extract(epoch from period) / 60));
  end if;
  insert into private.email_lookups (user_id) values (caller);
end;
$$;
REVOKE ALL ON FUNCTION private.note_email_lookup() FROM PUBLIC;

-- Shares a memorial by an e-mail address the owner typed. The role is checked against the enum.
CREATE FUNCTION private.share_memorial(target_grave uuid, typed_email text, new_role text) RETURNS SETOF public.grave_managers
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := auth.uid();
  address text := lower(btrim(typed_email));
  owner uuid;
  plan record;
  used integer;
  invitee uuid;
begin
  select g.user_id into owner from public.graves g where g.id = target_grave;
  if caller is null or owner is distinct from caller then
    raise exception using errcode = '42501', message = 'Only the owner of a memorial can share it.';
  end if;
  if new_role is null or new_role <> all (enum_range(null::public.collaborator_role)::text[]) then
    raise exception using errcode = '22023', message = 'The role must be viewer or editor.';
  end if;
  if address is null or length(address) > 254 or address !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address';
  end if;
  if address = (select p.email from private.profiles p where p.id = caller) then
    raise exception using errcode = '23514', message = 'You cannot share a memorial with yourself.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('grave_managers:' || target_grave::text, 0));
  if exists (select 1 from public.grave_managers m where m.grave_id = target_grave and m.invited_email = address) then
    raise exception using errcode = '23505', message = 'This user already has access to this grave.';
  end if;
  select * into plan from private.plan_of(owner);
  select count(*) into used from public.grave_managers m where m.grave_id = target_grave;
  if plan.max_collaborators <> -1 and used >= plan.max_collaborators then
    raise exception using errcode = 'P0001',
      message = private.limit_message(plan.plan_name, plan.max_collaborators, 'collaborator'),
      hint = 'Upgrade your plan to add more collaborators.';
  end if;
  perform private.note_email_lookup();
  select p.id into invitee from private.profiles p where p.email = address;
  if invitee is null then
    return; -- no account has this address: an empty answer, and the lookup stays counted
  end if;
  return query
    insert into public.grave_managers as m (grave_id, user_id, role, invited_email)
    values (target_grave, invitee, new_role::public.collaborator_role, address)
    returning m.*;
end;
$_$;
REVOKE ALL ON FUNCTION private.share_memorial(target_grave uuid, typed_email text, new_role text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.share_memorial(target_grave uuid, typed_email text, new_role text) TO authenticated;

-- What the app calls. A security-definer function must not sit in an exposed schema (Supabase's linter, 0028/0029),
-- so this one runs with the caller's rights and hands over to the definer above, which only signed-in users reach.
CREATE FUNCTION public.share_memorial(grave_id uuid, email text, role text DEFAULT 'viewer'::text) RETURNS SETOF public.grave_managers
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.share_memorial(share_memorial.grave_id, share_memorial.email, share_memorial.role)
$$;
REVOKE ALL ON FUNCTION public.share_memorial(grave_id uuid, email text, role text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.share_memorial(grave_id uuid, email text, role text) TO authenticated;

CREATE TRIGGER grave_managers_check_insert BEFORE INSERT ON public.grave_managers FOR EACH ROW EXECUTE FUNCTION private.check_manager_insert();

CREATE TRIGGER grave_managers_fill_invited_email BEFORE INSERT ON public.grave_managers FOR EACH ROW EXECUTE FUNCTION private.fill_invited_email();

ALTER TABLE private.email_lookups ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.grave_managers ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Owners and collaborators can read who manages a memorial" ON public.grave_managers FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));

CREATE POLICY "Owners can change a collaborator's role" ON public.grave_managers FOR UPDATE TO authenticated USING (private.owns_grave(grave_id)) WITH CHECK ((private.owns_grave(grave_id) AND (user_id <> ( SELECT auth.uid() AS uid))));

CREATE POLICY "Owners can remove collaborators and collaborators can leave" ON public.grave_managers FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));
