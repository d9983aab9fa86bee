-- issue 29: notifications of new memories (at once or a daily digest), follows of public memorials with their
-- anniversaries, and one-click unsubscribe; the queue is written by a trigger on visitor_memories.

create type "public"."memory_email_frequency" as enum ('instant', 'daily', 'off');


  create table "private"."follow_anniversaries" (
    "grave_id" uuid not null,
    "user_id" uuid not null,
    "kind" text not null,
    "on_date" date not null
      );


alter table "private"."follow_anniversaries" enable row level security;


  create table "private"."memory_notifications" (
    "id" uuid not null default gen_random_uuid(),
    "memory_id" uuid not null,
    "grave_id" uuid not null,
    "user_id" uuid not null,
    "reason" text not null,
    "created_at" timestamp with time zone not null default now(),
    "sent_at" timestamp with time zone
      );


alter table "private"."memory_notifications" enable row level security;


  create table "private"."notification_digests" (
    "user_id" uuid not null,
    "local_date" date not null,
    "created_at" timestamp with time zone not null default now()
      );


alter table "private"."notification_digests" enable row level security;


  create table "public"."memorial_followers" (
    "grave_id" uuid not null,
    "user_id" uuid not null default auth.uid(),
    "created_at" timestamp with time zone not null default now()
      );


alter table "public"."memorial_followers" enable row level security;


  create table "public"."notification_preferences" (
    "user_id" uuid not null default auth.uid(),
    "memory_emails" memory_email_frequency not null default 'instant'::memory_email_frequency,
    "editor_memory_emails" boolean not null default false,
    "updated_at" timestamp with time zone not null default now()
      );


alter table "public"."notification_preferences" enable row level security;

CREATE UNIQUE INDEX follow_anniversaries_pkey ON private.follow_anniversaries USING btree (grave_id, user_id, kind, on_date);

CREATE INDEX follow_anniversaries_user_id_idx ON private.follow_anniversaries USING btree (user_id);

CREATE INDEX memory_notifications_grave_id_idx ON private.memory_notifications USING btree (grave_id);

CREATE UNIQUE INDEX memory_notifications_memory_id_user_id_key ON private.memory_notifications USING btree (memory_id, user_id);

CREATE UNIQUE INDEX memory_notifications_pkey ON private.memory_notifications USING btree (id);

CREATE INDEX memory_notifications_unsent_idx ON private.memory_notifications USING btree (user_id, created_at) WHERE (sent_at IS NULL);

CREATE UNIQUE INDEX notification_digests_pkey ON private.notification_digests USING btree (user_id, local_date);

CREATE UNIQUE INDEX memorial_followers_pkey ON public.memorial_followers USING btree (grave_id, user_id);

CREATE INDEX memorial_followers_user_id_idx ON public.memorial_followers USING btree (user_id);

CREATE UNIQUE INDEX notification_preferences_pkey ON public.notification_preferences USING btree (user_id);

alter table "private"."follow_anniversaries" add constraint "follow_anniversaries_pkey" PRIMARY KEY using index "follow_anniversaries_pkey";

alter table "private"."memory_notifications" add constraint "memory_notifications_pkey" PRIMARY KEY using index "memory_notifications_pkey";

alter table "private"."notification_digests" add constraint "notification_digests_pkey" PRIMARY KEY using index "notification_digests_pkey";

alter table "public"."memorial_followers" add constraint "memorial_followers_pkey" PRIMARY KEY using index "memorial_followers_pkey";

alter table "public"."notification_preferences" add constraint "notification_preferences_pkey" PRIMARY KEY using index "notification_preferences_pkey";

alter table "private"."follow_anniversaries" add constraint "follow_anniversaries_grave_id_fkey" FOREIGN KEY (grave_id) REFERENCES graves(id) ON DELETE CASCADE not valid;

alter table "private"."follow_anniversaries" validate constraint "follow_anniversaries_grave_id_fkey";

alter table "private"."follow_anniversaries" add constraint "follow_anniversaries_kind_check" CHECK ((kind = ANY (ARRAY['birthday'::text, 'death_anniversary'::text]))) not valid;

alter table "private"."follow_anniversaries" validate constraint "follow_anniversaries_kind_check";

alter table "private"."follow_anniversaries" add constraint "follow_anniversaries_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "private"."follow_anniversaries" validate constraint "follow_anniversaries_user_id_fkey";

alter table "private"."memory_notifications" add constraint "memory_notifications_grave_id_fkey" FOREIGN KEY (grave_id) REFERENCES graves(id) ON DELETE CASCADE not valid;

alter table "private"."memory_notifications" validate constraint "memory_notifications_grave_id_fkey";

alter table "private"."memory_notifications" add constraint "memory_notifications_memory_id_fkey" FOREIGN KEY (memory_id) REFERENCES visitor_memories(id) ON DELETE CASCADE not valid;

alter table "private"."memory_notifications" validate constraint "memory_notifications_memory_id_fkey";

alter table "private"."memory_notifications" add constraint "memory_notifications_memory_id_user_id_key" UNIQUE using index "memory_notifications_memory_id_user_id_key";

alter table "private"."memory_notifications" add constraint "memory_notifications_reason_check" CHECK ((reason = ANY (ARRAY['owner'::text, 'editor'::text, 'follower'::text]))) not valid;

alter table "private"."memory_notifications" validate constraint "memory_notifications_reason_check";

alter table "private"."memory_notifications" add constraint "memory_notifications_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "private"."memory_notifications" validate constraint "memory_notifications_user_id_fkey";

alter table "private"."notification_digests" add constraint "notification_digests_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "private"."notification_digests" validate constraint "notification_digests_user_id_fkey";

alter table "public"."memorial_followers" add constraint "memorial_followers_grave_id_fkey" FOREIGN KEY (grave_id) REFERENCES graves(id) ON DELETE CASCADE not valid;

alter table "public"."memorial_followers" validate constraint "memorial_followers_grave_id_fkey";

alter table "public"."memorial_followers" add constraint "memorial_followers_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "public"."memorial_followers" validate constraint "memorial_followers_user_id_fkey";

alter table "public"."notification_preferences" add constraint "notification_preferences_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "public"."notification_preferences" validate constraint "notification_preferences_user_id_fkey";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.claim_follow_anniversaries(batch integer, as_of timestamp with time zone)
 RETURNS TABLE(grave_id uuid, user_id uuid, email text, locale text, kind text, on_date date, full_name text, original_date date, years integer)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with today as (
    select f.grave_id, f.user_id, (claim_follow_anniversaries.as_of at time zone p.time_zone)::date as day
    from public.memorial_followers f
    join private.profiles p on p.id = f.user_id
  ),
  due as (
    select t.grave_id, t.user_id, a.kind, t.day, a.original
    from today t
    join public.graves g on g.id = t.grave_id and g.is_public
    cross join lateral (values ('birthday', g.birth_date), ('death_anniversary', g.death_date)) as a(kind, original)
    where a.original is not null and a.original < t.day
      and not exists (
        select 1 from private.follow_anniversaries fa
        where fa.grave_id = t.grave_id and fa.user_id = t.user_id and fa.kind = a.kind and fa.on_date = t.day
      )
      and private.anchored_in_month(
        pg_catalog.make_date(extract(year from t.day)::integer, extract(month from a.original)::integer, 1),
        extract(day from a.original)::integer
      ) = t.day
    order by t.grave_id, t.user_id, a.kind
    limit greatest(least(batch, 1000), 1)
  ),
  claimed as (
    insert into private.follow_anniversaries (grave_id, user_id, kind, on_date)
    select due.grave_id, due.user_id, due.kind, due.day from due
    on conflict do nothing
    returning follow_anniversaries.grave_id, follow_anniversaries.user_id, follow_anniversaries.kind,
      follow_anniversaries.on_date
  )
  select c.grave_id, c.user_id, p.email, p.locale, c.kind, c.on_date, g.full_name, due.original,
    (extract(year from c.on_date) - extract(year from due.original))::integer
  from claimed c
  join due on due.grave_id = c.grave_id and due.user_id = c.user_id and due.kind = c.kind
  join public.graves g on g.id = c.grave_id
  join private.profiles p on p.id = c.user_id
$function$
;

CREATE OR REPLACE FUNCTION private.claim_memory_notifications(batch integer, as_of timestamp with time zone)
 RETURNS TABLE(notification_id uuid, digest boolean, digest_date date, user_id uuid, email text, locale text, reason text, grave_id uuid, full_name text, memory_id uuid, memory_text text, author_name text, pending boolean, created_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  delete from private.memory_notifications n
  using public.graves g, private.profiles p
  left join public.notification_preferences np on np.user_id = p.id
  where n.sent_at is null and g.id = n.grave_id and p.id = n.user_id
    and (
      (n.reason <> 'follower' and coalesce(np.memory_emails, 'instant') = 'off')
      or (n.reason = 'owner' and g.user_id <> n.user_id)
      or (n.reason = 'editor' and not (coalesce(np.editor_memory_emails, false) and exists (
        select 1 from public.grave_managers m where m.grave_id = n.grave_id and m.user_id = n.user_id and m.role = 'editor'
      )))
      or (n.reason = 'follower' and not (g.is_public and exists (
        select 1 from public.memorial_followers f where f.grave_id = n.grave_id and f.user_id = n.user_id
      )))
    );

  return query
  with digests as (
    insert into private.notification_digests (user_id, local_date)
    select distinct n.user_id, (claim_memory_notifications.as_of at time zone p.time_zone)::date
    from private.memory_notifications n
    join private.profiles p on p.id = n.user_id
    join public.notification_preferences np on np.user_id = n.user_id and np.memory_emails = 'daily'
    where n.sent_at is null and n.reason <> 'follower'
      and (claim_memory_notifications.as_of at time zone p.time_zone)::time >= time '08:00'
    on conflict do nothing
    returning notification_digests.user_id, notification_digests.local_date
  ),
  instant as (
    select n.id
    from private.memory_notifications n
    left join public.notification_preferences np on np.user_id = n.user_id
    where n.sent_at is null and (n.reason = 'follower' or coalesce(np.memory_emails, 'instant') <> 'daily')
    order by n.created_at, n.id
    limit greatest(least(batch, 1000), 1)
    for update of n skip locked
  ),
  claimed as (
    update private.memory_notifications n
    set sent_at = now()
    from (
      select i.id, false as digest, null::date as local_date from instant i
      union all
      select q.id, true, d.local_date
      from private.memory_notifications q
      join digests d on d.user_id = q.user_id
      where q.sent_at is null and q.reason <> 'follower'
    ) c
    where n.id = c.id
    returning n.id, c.digest, c.local_date, n.user_id, n.reason, n.grave_id, n.memory_id, n.created_at
  )
  select c.id, c.digest, c.local_date, c.user_id, p.email, p.locale, c.reason, g.id, g.full_name, v.id,
    v.memory_text, nullif(btrim(a.full_name), ''), private.memory_status(v) = 'pending',
    c.created_at
  from claimed c
  join private.profiles p on p.id = c.user_id
  join public.graves g on g.id = c.grave_id
  join public.visitor_memories v on v.id = c.memory_id
  left join private.profiles a on a.id = v.user_id
  order by c.user_id, c.created_at;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.is_public_memorial(grave uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select exists (select 1 from public.graves g where g.id = grave and g.is_public) $function$
;

CREATE OR REPLACE FUNCTION private.memory_status(memory visitor_memories)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select coalesce(pg_catalog.to_jsonb(memory) ->> 'status', 'published') $function$
;

CREATE OR REPLACE FUNCTION private.queue_memory_notifications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  published boolean := private.memory_status(new) = 'published';
begin
  if tg_op = 'INSERT' then
    insert into private.memory_notifications (memory_id, grave_id, user_id, reason)
    select new.id, g.id, g.user_id, 'owner'
    from public.graves g
    left join public.notification_preferences np on np.user_id = g.user_id
    where g.id = new.grave_id and g.user_id <> new.user_id and coalesce(np.memory_emails, 'instant') <> 'off'
    union all
    select new.id, m.grave_id, m.user_id, 'editor'
    from public.grave_managers m
    join public.notification_preferences np on np.user_id = m.user_id
    where m.grave_id = new.grave_id and m.role = 'editor' and m.user_id <> new.user_id
      and np.editor_memory_emails and np.memory_emails <> 'off'
    on conflict (memory_id, user_id) do nothing;
  elsif not published or private.memory_status(old) = 'published' then
    return new;
  end if;
  if published then
    insert into private.memory_notifications (memory_id, grave_id, user_id, reason)
    select new.id, f.grave_id, f.user_id, 'follower'
    from public.memorial_followers f
    join public.graves g on g.id = f.grave_id and g.is_public
    where f.grave_id = new.grave_id and f.user_id <> new.user_id
    on conflict (memory_id, user_id) do nothing;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update private.memory_notifications n set sent_at = null where n.id = any (notification_ids);
  delete from private.notification_digests d where d.user_id = digest_user and d.local_date = digest_date;
$function$
;

CREATE OR REPLACE FUNCTION private.unsubscribe_notifications(recipient uuid, kind text, grave uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if kind = 'memories' then
    insert into public.notification_preferences as np (user_id, memory_emails) values (recipient, 'off')
    on conflict (user_id) do update set memory_emails = 'off', updated_at = now();
    return true;
  elsif kind = 'follow' then
    delete from public.memorial_followers f where f.grave_id = grave and f.user_id = recipient;
    return true;
  end if;
  return false;
exception when foreign_key_violation then
  -- The account is gone: nothing is sent to it any more.
  return true;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.claim_follow_anniversaries(batch integer DEFAULT 100, as_of timestamp with time zone DEFAULT now())
 RETURNS TABLE(grave_id uuid, user_id uuid, email text, locale text, kind text, on_date date, full_name text, original_date date, years integer)
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.claim_follow_anniversaries(claim_follow_anniversaries.batch, claim_follow_anniversaries.as_of) $function$
;

CREATE OR REPLACE FUNCTION public.claim_memory_notifications(batch integer DEFAULT 100, as_of timestamp with time zone DEFAULT now())
 RETURNS TABLE(notification_id uuid, digest boolean, digest_date date, user_id uuid, email text, locale text, reason text, grave_id uuid, full_name text, memory_id uuid, memory_text text, author_name text, pending boolean, created_at timestamp with time zone)
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select * from private.claim_memory_notifications(claim_memory_notifications.batch, claim_memory_notifications.as_of) $function$
;

CREATE OR REPLACE FUNCTION public.release_memory_notifications(notification_ids uuid[], digest_user uuid DEFAULT NULL::uuid, digest_date date DEFAULT NULL::date)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select private.release_memory_notifications(release_memory_notifications.notification_ids, release_memory_notifications.digest_user, release_memory_notifications.digest_date) $function$
;

CREATE OR REPLACE FUNCTION public.unsubscribe_notifications(recipient uuid, kind text, grave uuid DEFAULT NULL::uuid)
 RETURNS boolean
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select private.unsubscribe_notifications(unsubscribe_notifications.recipient, unsubscribe_notifications.kind, unsubscribe_notifications.grave) $function$
;

grant delete on table "public"."memorial_followers" to "authenticated";

grant insert on table "public"."memorial_followers" to "authenticated";

grant select on table "public"."memorial_followers" to "authenticated";

grant delete on table "public"."memorial_followers" to "service_role";

grant insert on table "public"."memorial_followers" to "service_role";

grant references on table "public"."memorial_followers" to "service_role";

grant select on table "public"."memorial_followers" to "service_role";

grant trigger on table "public"."memorial_followers" to "service_role";

grant truncate on table "public"."memorial_followers" to "service_role";

grant update on table "public"."memorial_followers" to "service_role";

grant insert on table "public"."notification_preferences" to "authenticated";

grant select on table "public"."notification_preferences" to "authenticated";

grant update on table "public"."notification_preferences" to "authenticated";

grant delete on table "public"."notification_preferences" to "service_role";

grant insert on table "public"."notification_preferences" to "service_role";

grant references on table "public"."notification_preferences" to "service_role";

grant select on table "public"."notification_preferences" to "service_role";

grant trigger on table "public"."notification_preferences" to "service_role";

grant truncate on table "public"."notification_preferences" to "service_role";

grant update on table "public"."notification_preferences" to "service_role";


  create policy "Followers can read what they follow"
  on "public"."memorial_followers"
  as permissive
  for select
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)));



  create policy "Followers can unfollow"
  on "public"."memorial_followers"
  as permissive
  for delete
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)));



  create policy "Users can follow public memorials"
  on "public"."memorial_followers"
  as permissive
  for insert
  to authenticated
with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_public_memorial(grave_id)));



  create policy "Users can change their own notification settings"
  on "public"."notification_preferences"
  as permissive
  for update
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)))
with check ((user_id = ( SELECT auth.uid() AS uid)));



  create policy "Users can create their own notification settings"
  on "public"."notification_preferences"
  as permissive
  for insert
  to authenticated
with check ((user_id = ( SELECT auth.uid() AS uid)));



  create policy "Users can read their own notification settings"
  on "public"."notification_preferences"
  as permissive
  for select
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)));


CREATE TRIGGER notification_preferences_set_updated_at BEFORE UPDATE ON public.notification_preferences FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER visitor_memories_queue_notifications AFTER INSERT OR UPDATE ON public.visitor_memories FOR EACH ROW EXECUTE FUNCTION private.queue_memory_notifications();

-- Table privileges: none for anon, only what the policies need for authenticated.
revoke delete on table "public"."memorial_followers" from "anon";

revoke insert on table "public"."memorial_followers" from "anon";

revoke references on table "public"."memorial_followers" from "anon";

revoke select on table "public"."memorial_followers" from "anon";

revoke trigger on table "public"."memorial_followers" from "anon";

revoke truncate on table "public"."memorial_followers" from "anon";

revoke update on table "public"."memorial_followers" from "anon";

revoke references on table "public"."memorial_followers" from "authenticated";

revoke trigger on table "public"."memorial_followers" from "authenticated";

revoke truncate on table "public"."memorial_followers" from "authenticated";

revoke update on table "public"."memorial_followers" from "authenticated";

revoke delete on table "public"."notification_preferences" from "anon";

revoke insert on table "public"."notification_preferences" from "anon";

revoke references on table "public"."notification_preferences" from "anon";

revoke select on table "public"."notification_preferences" from "anon";

revoke trigger on table "public"."notification_preferences" from "anon";

revoke truncate on table "public"."notification_preferences" from "anon";

revoke update on table "public"."notification_preferences" from "anon";

revoke delete on table "public"."notification_preferences" from "authenticated";

revoke references on table "public"."notification_preferences" from "authenticated";

revoke trigger on table "public"."notification_preferences" from "authenticated";

revoke truncate on table "public"."notification_preferences" from "authenticated";

-- Function privileges (not in the diff).
REVOKE ALL ON FUNCTION private.is_public_memorial(grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_public_memorial(grave uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.memory_status(memory public.visitor_memories) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.queue_memory_notifications() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.claim_memory_notifications(batch integer, as_of timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_memory_notifications(batch integer, as_of timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION private.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) TO service_role;
REVOKE ALL ON FUNCTION private.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION private.unsubscribe_notifications(recipient uuid, kind text, grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.unsubscribe_notifications(recipient uuid, kind text, grave uuid) TO service_role;
REVOKE ALL ON FUNCTION public.claim_memory_notifications(batch integer, as_of timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_memory_notifications(batch integer, as_of timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION public.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) TO service_role;
REVOKE ALL ON FUNCTION public.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION public.unsubscribe_notifications(recipient uuid, kind text, grave uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.unsubscribe_notifications(recipient uuid, kind text, grave uuid) TO service_role;
