-- Reports, support moderation and claims (issue 29, items 4 and 5): supabase/schemas/99_moderation.sql.

create type "public"."claim_kind" as enum ('editor', 'owner');

create type "public"."claim_status" as enum ('pending', 'accepted', 'declined');

create type "public"."moderation_decision" as enum ('keep', 'hide', 'remove');

create type "public"."report_reason" as enum ('spam', 'harassment', 'false_information', 'family', 'other');

create type "public"."report_status" as enum ('open', 'kept', 'hidden', 'removed');


  create table "private"."moderation_notices" (
    "id" bigint generated always as identity not null,
    "recipient" uuid not null,
    "kind" text not null,
    "facts" jsonb not null default '{}'::jsonb,
    "created_at" timestamp with time zone not null default now(),
    "sent_at" timestamp with time zone
      );


alter table "private"."moderation_notices" enable row level security;


  create table "public"."memorial_claims" (
    "id" uuid not null default gen_random_uuid(),
    "grave_id" uuid not null,
    "claimant_id" uuid not null,
    "kind" claim_kind not null,
    "message" text not null,
    "status" claim_status not null default 'pending'::claim_status,
    "created_at" timestamp with time zone not null default now(),
    "decided_at" timestamp with time zone
      );


alter table "public"."memorial_claims" enable row level security;


  create table "public"."memorial_reports" (
    "id" uuid not null default gen_random_uuid(),
    "grave_id" uuid not null,
    "memory_id" uuid,
    "reporter_id" uuid not null,
    "reason" report_reason not null,
    "details" text,
    "status" report_status not null default 'open'::report_status,
    "created_at" timestamp with time zone not null default now(),
    "resolved_at" timestamp with time zone
      );


alter table "public"."memorial_reports" enable row level security;


  create table "public"."moderation_decisions" (
    "id" uuid not null default gen_random_uuid(),
    "grave_id" uuid,
    "memory_id" uuid,
    "decision" moderation_decision not null,
    "reports" integer not null,
    "decided_by" uuid not null,
    "decided_at" timestamp with time zone not null default now()
      );


alter table "public"."moderation_decisions" enable row level security;

CREATE UNIQUE INDEX moderation_notices_pkey ON private.moderation_notices USING btree (id);

CREATE INDEX moderation_notices_recipient_idx ON private.moderation_notices USING btree (recipient);

CREATE INDEX moderation_notices_unsent_idx ON private.moderation_notices USING btree (id) WHERE (sent_at IS NULL);

CREATE INDEX memorial_claims_claimant_id_idx ON public.memorial_claims USING btree (claimant_id);

CREATE INDEX memorial_claims_grave_id_idx ON public.memorial_claims USING btree (grave_id, created_at DESC);

CREATE UNIQUE INDEX memorial_claims_one_pending_idx ON public.memorial_claims USING btree (grave_id, claimant_id) WHERE (status = 'pending'::claim_status);

CREATE UNIQUE INDEX memorial_claims_pkey ON public.memorial_claims USING btree (id);

CREATE INDEX memorial_reports_grave_id_idx ON public.memorial_reports USING btree (grave_id);

CREATE INDEX memorial_reports_memory_id_idx ON public.memorial_reports USING btree (memory_id);

CREATE UNIQUE INDEX memorial_reports_one_open_idx ON public.memorial_reports USING btree (reporter_id, grave_id, COALESCE(memory_id, '00000000-0000-0000-0000-000000000000'::uuid)) WHERE (status = 'open'::report_status);

CREATE INDEX memorial_reports_open_idx ON public.memorial_reports USING btree (created_at) WHERE (status = 'open'::report_status);

CREATE UNIQUE INDEX memorial_reports_pkey ON public.memorial_reports USING btree (id);

CREATE INDEX memorial_reports_reporter_id_idx ON public.memorial_reports USING btree (reporter_id);

CREATE INDEX moderation_decisions_decided_at_idx ON public.moderation_decisions USING btree (decided_at DESC);

CREATE UNIQUE INDEX moderation_decisions_pkey ON public.moderation_decisions USING btree (id);

alter table "private"."moderation_notices" add constraint "moderation_notices_pkey" PRIMARY KEY using index "moderation_notices_pkey";

alter table "public"."memorial_claims" add constraint "memorial_claims_pkey" PRIMARY KEY using index "memorial_claims_pkey";

alter table "public"."memorial_reports" add constraint "memorial_reports_pkey" PRIMARY KEY using index "memorial_reports_pkey";

alter table "public"."moderation_decisions" add constraint "moderation_decisions_pkey" PRIMARY KEY using index "moderation_decisions_pkey";

alter table "private"."moderation_notices" add constraint "moderation_notices_kind_check" CHECK ((kind = ANY (ARRAY['report_outcome'::text, 'claim_received'::text, 'claim_answered'::text]))) not valid;

alter table "private"."moderation_notices" validate constraint "moderation_notices_kind_check";

alter table "private"."moderation_notices" add constraint "moderation_notices_recipient_fkey" FOREIGN KEY (recipient) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "private"."moderation_notices" validate constraint "moderation_notices_recipient_fkey";

alter table "public"."memorial_claims" add constraint "memorial_claims_claimant_id_fkey" FOREIGN KEY (claimant_id) REFERENCES private.profiles(id) ON DELETE CASCADE not valid;

alter table "public"."memorial_claims" validate constraint "memorial_claims_claimant_id_fkey";

alter table "public"."memorial_claims" add constraint "memorial_claims_grave_id_fkey" FOREIGN KEY (grave_id) REFERENCES graves(id) ON DELETE CASCADE not valid;

alter table "public"."memorial_claims" validate constraint "memorial_claims_grave_id_fkey";

alter table "public"."memorial_claims" add constraint "memorial_claims_message_check" CHECK (((length(btrim(message)) > 0) AND (length(message) <= 2000))) not valid;

alter table "public"."memorial_claims" validate constraint "memorial_claims_message_check";

alter table "public"."memorial_reports" add constraint "memorial_reports_details_check" CHECK (((details IS NULL) OR (length(details) <= 1000))) not valid;

alter table "public"."memorial_reports" validate constraint "memorial_reports_details_check";

alter table "public"."memorial_reports" add constraint "memorial_reports_grave_id_fkey" FOREIGN KEY (grave_id) REFERENCES graves(id) ON DELETE CASCADE not valid;

alter table "public"."memorial_reports" validate constraint "memorial_reports_grave_id_fkey";

alter table "public"."memorial_reports" add constraint "memorial_reports_memory_id_fkey" FOREIGN KEY (memory_id) REFERENCES visitor_memories(id) ON DELETE CASCADE not valid;

alter table "public"."memorial_reports" validate constraint "memorial_reports_memory_id_fkey";

alter table "public"."memorial_reports" add constraint "memorial_reports_reporter_id_fkey" FOREIGN KEY (reporter_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "public"."memorial_reports" validate constraint "memorial_reports_reporter_id_fkey";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.answer_memorial_claim(target_claim uuid, accepted boolean)
 RETURNS memorial_claims
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.claim_moderation_notices(batch integer)
 RETURNS TABLE(id bigint, kind text, facts jsonb, email text, locale text)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.decide_report(target_report uuid, given_decision text)
 RETURNS moderation_decisions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.is_support()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'support'
$function$
;

CREATE OR REPLACE FUNCTION private.moderation_queue()
 RETURNS TABLE(report_id uuid, grave_id uuid, full_name text, memory_id uuid, memory_text text, memory_hidden boolean, reports integer, reasons text[], details text[], first_reported_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.profile_name(account uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select p.full_name from private.profiles p where p.id = account $function$
;

CREATE OR REPLACE FUNCTION private.report_content(target_grave uuid, target_memory uuid, given_reason text, given_details text, token text, honeypot text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.request_memorial_claim(target_grave uuid, given_kind text, given_message text)
 RETURNS memorial_claims
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.answer_memorial_claim(claim_id uuid, accept boolean)
 RETURNS memorial_claims
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select * from private.answer_memorial_claim(answer_memorial_claim.claim_id, answer_memorial_claim.accept)
$function$
;

CREATE OR REPLACE FUNCTION public.claim_moderation_notices(batch integer DEFAULT 100)
 RETURNS TABLE(id bigint, kind text, facts jsonb, email text, locale text)
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.claim_moderation_notices(claim_moderation_notices.batch) $function$
;

CREATE OR REPLACE FUNCTION public.claimant_name(claim memorial_claims)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select private.profile_name(claim.claimant_id) $function$
;

CREATE OR REPLACE FUNCTION public.decide_report(report_id uuid, decision text)
 RETURNS moderation_decisions
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.decide_report(decide_report.report_id, decide_report.decision) $function$
;

CREATE OR REPLACE FUNCTION public.moderation_queue()
 RETURNS TABLE(report_id uuid, grave_id uuid, full_name text, memory_id uuid, memory_text text, memory_hidden boolean, reports integer, reasons text[], details text[], first_reported_at timestamp with time zone)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select * from private.moderation_queue() $function$
;

CREATE OR REPLACE FUNCTION public.report_content(grave_id uuid, reason text, memory_id uuid DEFAULT NULL::uuid, details text DEFAULT NULL::text, form_token text DEFAULT NULL::text, honeypot text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select private.report_content(report_content.grave_id, report_content.memory_id, report_content.reason,
    report_content.details, report_content.form_token, report_content.honeypot)
$function$
;

CREATE OR REPLACE FUNCTION public.request_memorial_claim(grave_id uuid, kind text, message text)
 RETURNS memorial_claims
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select * from private.request_memorial_claim(request_memorial_claim.grave_id, request_memorial_claim.kind, request_memorial_claim.message)
$function$
;

CREATE OR REPLACE FUNCTION private.check_grave_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

grant select on table "public"."memorial_claims" to "authenticated";

grant delete on table "public"."memorial_claims" to "service_role";

grant insert on table "public"."memorial_claims" to "service_role";

grant references on table "public"."memorial_claims" to "service_role";

grant select on table "public"."memorial_claims" to "service_role";

grant trigger on table "public"."memorial_claims" to "service_role";

grant truncate on table "public"."memorial_claims" to "service_role";

grant update on table "public"."memorial_claims" to "service_role";

grant select on table "public"."memorial_reports" to "authenticated";

grant delete on table "public"."memorial_reports" to "service_role";

grant insert on table "public"."memorial_reports" to "service_role";

grant references on table "public"."memorial_reports" to "service_role";

grant select on table "public"."memorial_reports" to "service_role";

grant trigger on table "public"."memorial_reports" to "service_role";

grant truncate on table "public"."memorial_reports" to "service_role";

grant update on table "public"."memorial_reports" to "service_role";

grant select on table "public"."moderation_decisions" to "authenticated";

grant select on table "public"."moderation_decisions" to "service_role";


  create policy "Claimants and owners read claims"
  on "public"."memorial_claims"
  as permissive
  for select
  to authenticated
using (((claimant_id = ( SELECT auth.uid() AS uid)) OR private.owns_grave(grave_id)));



  create policy "Reporters read their reports"
  on "public"."memorial_reports"
  as permissive
  for select
  to authenticated
using ((reporter_id = ( SELECT auth.uid() AS uid)));



  create policy "Support reads every report"
  on "public"."memorial_reports"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_support() AS is_support));



  create policy "Support reads the decisions"
  on "public"."moderation_decisions"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_support() AS is_support));

-- Privileges (migra leaves them out): as in the schema file.
REVOKE ALL ON FUNCTION private.is_support() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_support() TO anon, authenticated, service_role;
REVOKE ALL ON TABLE public.memorial_reports FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.memorial_reports TO authenticated;
GRANT ALL ON TABLE public.memorial_reports TO service_role;
REVOKE ALL ON TABLE public.moderation_decisions FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.moderation_decisions TO authenticated;
GRANT SELECT ON TABLE public.moderation_decisions TO service_role;
REVOKE ALL ON TABLE public.memorial_claims FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.memorial_claims TO authenticated;
GRANT ALL ON TABLE public.memorial_claims TO service_role;
REVOKE ALL ON FUNCTION private.report_content(target_grave uuid, target_memory uuid, given_reason text, given_details text, token text, honeypot text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.report_content(target_grave uuid, target_memory uuid, given_reason text, given_details text, token text, honeypot text) TO authenticated;
REVOKE ALL ON FUNCTION public.report_content(grave_id uuid, reason text, memory_id uuid, details text, form_token text, honeypot text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.report_content(grave_id uuid, reason text, memory_id uuid, details text, form_token text, honeypot text) TO authenticated;
REVOKE ALL ON FUNCTION private.moderation_queue() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.moderation_queue() TO authenticated;
REVOKE ALL ON FUNCTION public.moderation_queue() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.moderation_queue() TO authenticated;
REVOKE ALL ON FUNCTION private.decide_report(target_report uuid, given_decision text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.decide_report(target_report uuid, given_decision text) TO authenticated;
REVOKE ALL ON FUNCTION public.decide_report(report_id uuid, decision text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.decide_report(report_id uuid, decision text) TO authenticated;
REVOKE ALL ON FUNCTION private.request_memorial_claim(target_grave uuid, given_kind text, given_message text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.request_memorial_claim(target_grave uuid, given_kind text, given_message text) TO authenticated;
REVOKE ALL ON FUNCTION public.request_memorial_claim(grave_id uuid, kind text, message text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.request_memorial_claim(grave_id uuid, kind text, message text) TO authenticated;
REVOKE ALL ON FUNCTION private.answer_memorial_claim(target_claim uuid, accepted boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.answer_memorial_claim(target_claim uuid, accepted boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.answer_memorial_claim(claim_id uuid, accept boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.answer_memorial_claim(claim_id uuid, accept boolean) TO authenticated;
REVOKE ALL ON FUNCTION private.profile_name(account uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.profile_name(account uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.claimant_name(claim public.memorial_claims) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.claimant_name(claim public.memorial_claims) TO authenticated;
REVOKE ALL ON FUNCTION private.claim_moderation_notices(batch integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_moderation_notices(batch integer) TO service_role;
REVOKE ALL ON FUNCTION public.claim_moderation_notices(batch integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_moderation_notices(batch integer) TO service_role;
