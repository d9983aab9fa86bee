-- Reports, support moderation and claims (issue 29, items 4 and 5). People report a public memorial or a memory;
-- a memory reported by three different people is hidden until support reviews it; support (the `support` role
-- in the user's app metadata, which only the service role sets) keeps, hides or removes, each decision logged;
-- a family member asks a memorial's owner to be added as an editor or to take it over. Every write goes through
-- a function here; the tables only answer reads, under row-level security. Mails go out through
-- `moderation_notices`, written in the same transaction as what they tell and sent by send-moderation-notices.

CREATE TYPE public.report_reason AS ENUM (
    'spam',
    'harassment',
    'false_information',
    'family',
    'other'
);

CREATE TYPE public.report_status AS ENUM (
    'open',
    'kept',
    'hidden',
    'removed'
);

CREATE TYPE public.moderation_decision AS ENUM (
    'keep',
    'hide',
    'remove'
);

CREATE TYPE public.claim_kind AS ENUM (
    'editor',
    'owner'
);

CREATE TYPE public.claim_status AS ENUM (
    'pending',
    'accepted',
    'declined'
);

-- Whether the caller has the support role: `app_metadata.role`, which only the service role can set.
CREATE FUNCTION private.is_support() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'support'
$$;
REVOKE ALL ON FUNCTION private.is_support() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_support() TO anon, authenticated, service_role;

CREATE TABLE public.memorial_reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    memory_id uuid,
    reporter_id uuid NOT NULL,
    reason public.report_reason NOT NULL,
    details text,
    status public.report_status DEFAULT 'open'::public.report_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    CONSTRAINT memorial_reports_details_check CHECK (((details IS NULL) OR (length(details) <= 1000)))
);
ALTER TABLE ONLY public.memorial_reports
    ADD CONSTRAINT memorial_reports_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.memorial_reports
    ADD CONSTRAINT memorial_reports_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.memorial_reports
    ADD CONSTRAINT memorial_reports_memory_id_fkey FOREIGN KEY (memory_id) REFERENCES public.visitor_memories(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.memorial_reports
    ADD CONSTRAINT memorial_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX memorial_reports_grave_id_idx ON public.memorial_reports USING btree (grave_id);
CREATE INDEX memorial_reports_memory_id_idx ON public.memorial_reports USING btree (memory_id);
CREATE INDEX memorial_reports_reporter_id_idx ON public.memorial_reports USING btree (reporter_id);
CREATE INDEX memorial_reports_open_idx ON public.memorial_reports USING btree (created_at) WHERE (status = 'open'::public.report_status);
-- One open report per person and thing reported: a fourth click by the same person is not a third reporter.
CREATE UNIQUE INDEX memorial_reports_one_open_idx ON public.memorial_reports USING btree (reporter_id, grave_id, COALESCE(memory_id, '00000000-0000-0000-0000-000000000000'::uuid)) WHERE (status = 'open'::public.report_status);
REVOKE ALL ON TABLE public.memorial_reports FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.memorial_reports TO authenticated;
GRANT ALL ON TABLE public.memorial_reports TO service_role;

-- The log of support's decisions: who decided what, when. Nobody edits or deletes a line (no grant allows it);
-- the thing decided on may be gone since (a removed memory), so it holds ids, not references.
CREATE TABLE public.moderation_decisions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid,
    memory_id uuid,
    decision public.moderation_decision NOT NULL,
    reports integer NOT NULL,
    decided_by uuid NOT NULL,
    decided_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.moderation_decisions
    ADD CONSTRAINT moderation_decisions_pkey PRIMARY KEY (id);
CREATE INDEX moderation_decisions_decided_at_idx ON public.moderation_decisions USING btree (decided_at DESC);
REVOKE ALL ON TABLE public.moderation_decisions FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.moderation_decisions TO authenticated;
GRANT SELECT ON TABLE public.moderation_decisions TO service_role;

CREATE TABLE public.memorial_claims (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    grave_id uuid NOT NULL,
    claimant_id uuid NOT NULL,
    kind public.claim_kind NOT NULL,
    message text NOT NULL,
    status public.claim_status DEFAULT 'pending'::public.claim_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_at timestamp with time zone,
    CONSTRAINT memorial_claims_message_check CHECK (((length(btrim(message)) > 0) AND (length(message) <= 2000)))
);
ALTER TABLE ONLY public.memorial_claims
    ADD CONSTRAINT memorial_claims_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.memorial_claims
    ADD CONSTRAINT memorial_claims_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.memorial_claims
    ADD CONSTRAINT memorial_claims_claimant_id_fkey FOREIGN KEY (claimant_id) REFERENCES private.profiles(id) ON DELETE CASCADE;
CREATE INDEX memorial_claims_grave_id_idx ON public.memorial_claims USING btree (grave_id, created_at DESC);
CREATE INDEX memorial_claims_claimant_id_idx ON public.memorial_claims USING btree (claimant_id);
CREATE UNIQUE INDEX memorial_claims_one_pending_idx ON public.memorial_claims USING btree (grave_id, claimant_id) WHERE (status = 'pending'::public.claim_status);
REVOKE ALL ON TABLE public.memorial_claims FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.memorial_claims TO authenticated;
GRANT ALL ON TABLE public.memorial_claims TO service_role;

-- Mails to send, written with what they tell: the report's outcome to its reporter, a claim to the owner, the
-- answer to the claimant. send-moderation-notices claims and sends them.
CREATE TABLE private.moderation_notices (
    id bigint NOT NULL,
    recipient uuid NOT NULL,
    kind text NOT NULL,
    facts jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    CONSTRAINT moderation_notices_kind_check CHECK ((kind = ANY (ARRAY['report_outcome'::text, 'claim_received'::text, 'claim_answered'::text])))
);
ALTER TABLE private.moderation_notices ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.moderation_notices_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE ONLY private.moderation_notices
    ADD CONSTRAINT moderation_notices_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.moderation_notices
    ADD CONSTRAINT moderation_notices_recipient_fkey FOREIGN KEY (recipient) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX moderation_notices_recipient_idx ON private.moderation_notices USING btree (recipient);
CREATE INDEX moderation_notices_unsent_idx ON private.moderation_notices USING btree (id) WHERE (sent_at IS NULL);

-- A report by the signed-in caller on a public memorial or one of its memories, through the post guard (form
-- token, honeypot, limits of kind 'report'). A memory with open reports from three different people is hidden
-- until support decides.
CREATE FUNCTION private.report_content(target_grave uuid, target_memory uuid, given_reason text, given_details text, token text, honeypot text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  note text := nullif(btrim(coalesce(given_details, '')), '');
  report uuid;
  reporters integer;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to report.';
  end if;
  perform private.post_guard(token, honeypot, 'report', target_grave);
  if given_reason is null or given_reason <> all (enum_range(null::public.report_reason)::text[]) then
    raise exception using errcode = '22023', message = 'Choose a reason for your report.';
  end if;
  if given_reason = 'other' and note is null then
    raise exception using errcode = '22023', message = 'Tell us what is wrong.';
  end if;
  if length(note) > 1000 then
    raise exception using errcode = '22023', message = 'A report can be at most 1000 characters.';
  end if;
  if not exists (select 1 from public.graves g where g.id = target_grave and g.is_public) then
    raise exception using errcode = 'P0002', message = 'Memorial not found.';
  end if;
  if target_memory is not null
     and not exists (select 1 from public.visitor_memories v where v.id = target_memory and v.grave_id = target_grave) then
    raise exception using errcode = 'P0002', message = 'Memory not found.';
  end if;
  -- Reports on one memory one at a time, so three at once all count towards hiding it.
  perform pg_advisory_xact_lock(hashtextextended('memorial_reports:' || coalesce(target_memory, target_grave)::text, 0));
  if exists (
    select 1 from public.memorial_reports r
    where r.reporter_id = caller and r.grave_id = target_grave and r.status = 'open'
      and r.memory_id is not distinct from target_memory
  ) then
    raise exception using errcode = '23505', message = 'You have already reported this.';
  end if;
  insert into public.memorial_reports (grave_id, memory_id, reporter_id, reason, details)
  values (target_grave, target_memory, caller, given_reason::public.report_reason, note)
  returning id into report;
  if target_memory is not null then
    select count(distinct r.reporter_id) into reporters from public.memorial_reports r
    where r.memory_id = target_memory and r.status = 'open';
    if reporters >= 3 then
      update public.visitor_memories v set status = 'hidden' where v.id = target_memory and v.status = 'published';
    end if;
  end if;
  return report;
end;
$$;
REVOKE ALL ON FUNCTION private.report_content(target_grave uuid, target_memory uuid, given_reason text, given_details text, token text, honeypot text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.report_content(target_grave uuid, target_memory uuid, given_reason text, given_details text, token text, honeypot text) TO authenticated;

CREATE FUNCTION public.report_content(grave_id uuid, reason text, memory_id uuid DEFAULT NULL::uuid, details text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.report_content(report_content.grave_id, report_content.memory_id, report_content.reason,
    report_content.details, report_content.form_token, report_content.honeypot)
$$;
REVOKE ALL ON FUNCTION public.report_content(grave_id uuid, reason text, memory_id uuid, details text, form_token text, honeypot text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.report_content(grave_id uuid, reason text, memory_id uuid, details text, form_token text, honeypot text) TO authenticated;

-- Support's queue: one line per memorial or memory with open reports, oldest first.
CREATE FUNCTION private.moderation_queue() RETURNS TABLE(report_id uuid, grave_id uuid, full_name text, memory_id uuid, memory_text text, memory_hidden boolean, reports integer, reasons text[], details text[], first_reported_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_support() then
    raise exception using errcode = '42501', message = 'Only support can review reports.';
  end if;
  return query
    select (array_agg(r.id order by r.created_at, r.id))[1], r.grave_id, g.full_name, r.memory_id,
      v.memory_text, coalesce(v.status::text = 'hidden', false),
      count(distinct r.reporter_id)::integer,
      array_agg(distinct r.reason::text),
      coalesce(array_agg(r.details order by r.created_at) filter (where r.details is not null), '{}'::text[]),
      min(r.created_at)
    from public.memorial_reports r
    join public.graves g on g.id = r.grave_id
    left join public.visitor_memories v on v.id = r.memory_id
    where r.status = 'open'
    group by r.grave_id, g.full_name, r.memory_id, v.memory_text, v.status
    order by min(r.created_at);
end;
$$;
REVOKE ALL ON FUNCTION private.moderation_queue() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.moderation_queue() TO authenticated;

CREATE FUNCTION public.moderation_queue() RETURNS TABLE(report_id uuid, grave_id uuid, full_name text, memory_id uuid, memory_text text, memory_hidden boolean, reports integer, reasons text[], details text[], first_reported_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select * from private.moderation_queue() $$;
REVOKE ALL ON FUNCTION public.moderation_queue() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.moderation_queue() TO authenticated;

-- Support's decision on everything open about the thing a report names: keep (a hidden memory is published
-- again), hide (the memory, or the memorial made private) or remove (deleted). Logged with who and when; each
-- reporter is told the outcome.
CREATE FUNCTION private.decide_report(target_report uuid, given_decision text) RETURNS public.moderation_decisions
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  report public.memorial_reports;
  outcome public.report_status;
  memorial_name text;
  closed integer;
  logged public.moderation_decisions;
begin
  if caller is null or not private.is_support() then
    raise exception using errcode = '42501', message = 'Only support can review reports.';
  end if;
  if given_decision is null or given_decision <> all (enum_range(null::public.moderation_decision)::text[]) then
    raise exception using errcode = '22023', message = 'The decision must be keep, hide or remove.';
  end if;
  select * into report from public.memorial_reports r where r.id = target_report;
  if report.id is null then
    raise exception using errcode = 'P0002', message = 'Report not found.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('memorial_reports:' || coalesce(report.memory_id, report.grave_id)::text, 0));
  outcome := case given_decision when 'keep' then 'kept' when 'hide' then 'hidden' else 'removed' end;
  select g.full_name into memorial_name from public.graves g where g.id = report.grave_id;

  with done as (
    update public.memorial_reports r set status = outcome, resolved_at = now()
    where r.grave_id = report.grave_id and r.memory_id is not distinct from report.memory_id and r.status = 'open'
    returning r.reporter_id
  ), told as (
    insert into private.moderation_notices (recipient, kind, facts)
    select distinct d.reporter_id, 'report_outcome', jsonb_build_object(
      'outcome', outcome, 'full_name', memorial_name, 'grave_id', report.grave_id,
      'about', case when report.memory_id is null then 'memorial' else 'memory' end)
    from done d
    returning 1
  )
  select count(*) into closed from done;
  if closed = 0 then
    raise exception using errcode = '23505', message = 'This report has already been reviewed.';
  end if;

  insert into public.moderation_decisions (grave_id, memory_id, decision, reports, decided_by)
  values (report.grave_id, report.memory_id, given_decision::public.moderation_decision, closed, caller)
  returning * into logged;

  if report.memory_id is not null then
    if given_decision = 'keep' then
      update public.visitor_memories v set status = 'published' where v.id = report.memory_id and v.status = 'hidden';
    elsif given_decision = 'hide' then
      update public.visitor_memories v set status = 'hidden' where v.id = report.memory_id;
    else
      delete from public.visitor_memories v where v.id = report.memory_id;
    end if;
  elsif given_decision = 'hide' then
    update public.graves g set is_public = false where g.id = report.grave_id;
  elsif given_decision = 'remove' then
    delete from public.graves g where g.id = report.grave_id;
  end if;
  return logged;
end;
$$;
REVOKE ALL ON FUNCTION private.decide_report(target_report uuid, given_decision text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.decide_report(target_report uuid, given_decision text) TO authenticated;

CREATE FUNCTION public.decide_report(report_id uuid, decision text) RETURNS public.moderation_decisions
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.decide_report(decide_report.report_id, decide_report.decision) $$;
REVOKE ALL ON FUNCTION public.decide_report(report_id uuid, decision text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.decide_report(report_id uuid, decision text) TO authenticated;

-- A signed-in person asks the owner of a public memorial to be added as an editor or to take it over.
CREATE FUNCTION private.request_memorial_claim(target_grave uuid, given_kind text, given_message text) RETURNS public.memorial_claims
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  note text := btrim(coalesce(given_message, ''));
  memorial public.graves;
  claim public.memorial_claims;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to ask the family.';
  end if;
  if given_kind is null or given_kind <> all (enum_range(null::public.claim_kind)::text[]) then
    raise exception using errcode = '22023', message = 'Ask to become an editor or the owner.';
  end if;
  if note = '' or length(note) > 2000 then
    raise exception using errcode = '22023', message = 'Write a message of at most 2000 characters.';
  end if;
  select * into memorial from public.graves g where g.id = target_grave and g.is_public;
  if memorial.id is null then
    raise exception using errcode = 'P0002', message = 'Memorial not found.';
  end if;
  if memorial.user_id = caller then
    raise exception using errcode = '23514', message = 'You already own this memorial.';
  end if;
  if given_kind = 'editor' and exists (
    select 1 from public.grave_managers m where m.grave_id = target_grave and m.user_id = caller and m.role = 'editor'
  ) then
    raise exception using errcode = '23514', message = 'You are already an editor of this memorial.';
  end if;
  if exists (
    select 1 from public.memorial_claims c
    where c.grave_id = target_grave and c.claimant_id = caller and c.status = 'pending'
  ) then
    raise exception using errcode = '23505', message = 'You have already asked; the owner has not answered yet.';
  end if;
  insert into public.memorial_claims (grave_id, claimant_id, kind, message)
  values (target_grave, caller, given_kind::public.claim_kind, note)
  returning * into claim;
  insert into private.moderation_notices (recipient, kind, facts)
  values (memorial.user_id, 'claim_received', jsonb_build_object(
    'claim_id', claim.id, 'kind', given_kind, 'full_name', memorial.full_name, 'grave_id', memorial.id,
    'claimant', coalesce(nullif(btrim((select p.full_name from private.profiles p where p.id = caller)), ''), ''),
    'message', note));
  return claim;
end;
$$;
REVOKE ALL ON FUNCTION private.request_memorial_claim(target_grave uuid, given_kind text, given_message text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.request_memorial_claim(target_grave uuid, given_kind text, given_message text) TO authenticated;

CREATE FUNCTION public.request_memorial_claim(grave_id uuid, kind text, message text) RETURNS public.memorial_claims
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.request_memorial_claim(request_memorial_claim.grave_id, request_memorial_claim.kind, request_memorial_claim.message)
$$;
REVOKE ALL ON FUNCTION public.request_memorial_claim(grave_id uuid, kind text, message text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.request_memorial_claim(grave_id uuid, kind text, message text) TO authenticated;

-- The owner's answer, in one transaction. Accepting `editor` adds (or raises) the claimant as an editor, within
-- the owner's collaborator limit. Accepting `owner` moves the memorial to the claimant, refused when their plan
-- has no room for one more memorial; the previous owner stays as an editor.
CREATE FUNCTION private.answer_memorial_claim(target_claim uuid, accepted boolean) RETURNS public.memorial_claims
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  claim public.memorial_claims;
  memorial public.graves;
  plan record;
  used integer;
  claimant_name text;
  claimant_email text;
begin
  select * into claim from public.memorial_claims c where c.id = target_claim;
  select * into memorial from public.graves g where g.id = claim.grave_id for update;
  if caller is null or claim.id is null or memorial.user_id is distinct from caller then
    raise exception using errcode = '42501', message = 'Only the owner of the memorial can answer this request.';
  end if;
  if claim.status <> 'pending' or accepted is null then
    raise exception using errcode = '23505', message = 'This request has already been answered.';
  end if;
  if accepted and claim.kind = 'editor' then
    if exists (select 1 from public.grave_managers m where m.grave_id = memorial.id and m.user_id = claim.claimant_id) then
      update public.grave_managers m set role = 'editor' where m.grave_id = memorial.id and m.user_id = claim.claimant_id;
    else
      -- The collaborator limit of the owner's plan is checked by grave_managers' insert trigger.
      insert into public.grave_managers (grave_id, user_id, role) values (memorial.id, claim.claimant_id, 'editor');
    end if;
  elsif accepted then
    perform pg_advisory_xact_lock(hashtextextended('graves:' || claim.claimant_id::text, 0));
    select * into plan from private.plan_of(claim.claimant_id);
    select count(*) into used from public.graves g where g.user_id = claim.claimant_id;
    if plan.max_graves <> -1 and used >= plan.max_graves then
      select coalesce(nullif(btrim(p.full_name), ''), p.email), p.email into claimant_name, claimant_email
      from private.profiles p where p.id = claim.claimant_id;
      raise exception using errcode = 'P0001',
        message = format(
          '%s cannot take over this memorial: their %s plan allows %s memorials and is full. They can upgrade their plan and ask again.',
          claimant_name, plan.plan_name, plan.max_graves);
    end if;
    delete from public.grave_managers m where m.grave_id = memorial.id and m.user_id = claim.claimant_id;
    update public.graves g set user_id = claim.claimant_id where g.id = memorial.id;
    insert into public.grave_managers (grave_id, user_id, role) values (memorial.id, caller, 'editor');
  end if;
  update public.memorial_claims c
  set status = case when accepted then 'accepted'::public.claim_status else 'declined'::public.claim_status end,
      decided_at = now()
  where c.id = claim.id
  returning * into claim;
  insert into private.moderation_notices (recipient, kind, facts)
  values (claim.claimant_id, 'claim_answered', jsonb_build_object(
    'claim_id', claim.id, 'kind', claim.kind, 'accepted', accepted, 'full_name', memorial.full_name,
    'grave_id', memorial.id));
  return claim;
end;
$$;
REVOKE ALL ON FUNCTION private.answer_memorial_claim(target_claim uuid, accepted boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.answer_memorial_claim(target_claim uuid, accepted boolean) TO authenticated;

CREATE FUNCTION public.answer_memorial_claim(claim_id uuid, accept boolean) RETURNS public.memorial_claims
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.answer_memorial_claim(answer_memorial_claim.claim_id, answer_memorial_claim.accept)
$$;
REVOKE ALL ON FUNCTION public.answer_memorial_claim(claim_id uuid, accept boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.answer_memorial_claim(claim_id uuid, accept boolean) TO authenticated;

-- The claims the owner reads on the details page, with who asks (their name, never their e-mail): a computed
-- field with the caller's rights, so only on a claim row the caller could already read.
CREATE FUNCTION private.profile_name(account uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select p.full_name from private.profiles p where p.id = account $$;
REVOKE ALL ON FUNCTION private.profile_name(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.profile_name(account uuid) TO authenticated;

CREATE FUNCTION public.claimant_name(claim public.memorial_claims) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.profile_name(claim.claimant_id) $$;
REVOKE ALL ON FUNCTION public.claimant_name(claim public.memorial_claims) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.claimant_name(claim public.memorial_claims) TO authenticated;

-- Hands a batch of unsent notices to send-moderation-notices (service role only), marking them sent: each goes
-- out once, however many runs overlap.
CREATE FUNCTION private.claim_moderation_notices(batch integer) RETURNS TABLE(id bigint, kind text, facts jsonb, email text, locale text)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with next as (
    select n.id from private.moderation_notices n
    where n.sent_at is null
    order by n.id
    limit greatest(1, least(coalesce(batch, 100), 500))
    for update skip locked
  ), sent as (
    update private.moderation_notices n set sent_at = now()
    from next where n.id = next.id
    returning n.id, n.kind, n.facts, n.recipient
  )
  select s.id, s.kind, s.facts, p.email, p.locale
  from sent s join private.profiles p on p.id = s.recipient
  order by s.id
$$;
REVOKE ALL ON FUNCTION private.claim_moderation_notices(batch integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_moderation_notices(batch integer) TO service_role;

-- What the edge function calls through /rest/v1/rpc with the service role key; nobody else may.
CREATE FUNCTION public.claim_moderation_notices(batch integer DEFAULT 100) RETURNS TABLE(id bigint, kind text, facts jsonb, email text, locale text)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.claim_moderation_notices(claim_moderation_notices.batch) $$;
REVOKE ALL ON FUNCTION public.claim_moderation_notices(batch integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_moderation_notices(batch integer) TO service_role;

ALTER TABLE private.moderation_notices ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.memorial_reports ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Reporters read their reports" ON public.memorial_reports FOR SELECT TO authenticated USING ((reporter_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Support reads every report" ON public.memorial_reports FOR SELECT TO authenticated USING (( SELECT private.is_support() AS is_support));

ALTER TABLE public.moderation_decisions ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Support reads the decisions" ON public.moderation_decisions FOR SELECT TO authenticated USING (( SELECT private.is_support() AS is_support));

ALTER TABLE public.memorial_claims ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Claimants and owners read claims" ON public.memorial_claims FOR SELECT TO authenticated USING (((claimant_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));
