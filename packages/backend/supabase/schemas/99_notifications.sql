-- Notifications (issue 29): an e-mail to the family when a visitor leaves a memory, at once or in a daily digest;
-- visitors who follow a public memorial and receive its anniversaries and new published memories. A trigger on
-- visitor_memories queues one row per recipient; the send-notifications edge function claims each row once.
-- Unsubscribing happens through the service role only (the unsubscribe function checks its signed token).

CREATE TYPE public.memory_email_frequency AS ENUM (
    'instant',
    'daily',
    'off'
);

-- One row per person who changed the defaults: no row means "at once" for memorials they own and nothing for
-- memorials they edit.
CREATE TABLE public.notification_preferences (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    memory_emails public.memory_email_frequency DEFAULT 'instant'::public.memory_email_frequency NOT NULL,
    -- Editors opt in to the e-mails of the memorials they help edit.
    editor_memory_emails boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (user_id);
ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
REVOKE ALL ON TABLE public.notification_preferences FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,UPDATE ON TABLE public.notification_preferences TO authenticated;
GRANT ALL ON TABLE public.notification_preferences TO service_role;

-- Visitors who follow a public memorial.
CREATE TABLE public.memorial_followers (
    grave_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.memorial_followers
    ADD CONSTRAINT memorial_followers_pkey PRIMARY KEY (grave_id, user_id);
ALTER TABLE ONLY public.memorial_followers
    ADD CONSTRAINT memorial_followers_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.memorial_followers
    ADD CONSTRAINT memorial_followers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX memorial_followers_user_id_idx ON public.memorial_followers USING btree (user_id);
REVOKE ALL ON TABLE public.memorial_followers FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.memorial_followers TO authenticated;
GRANT ALL ON TABLE public.memorial_followers TO service_role;

-- The queue: one row per (memory, recipient), sent once (sent_at), at once or in the recipient's daily digest.
CREATE TABLE private.memory_notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    memory_id uuid NOT NULL,
    grave_id uuid NOT NULL,
    user_id uuid NOT NULL,
    reason text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    CONSTRAINT memory_notifications_reason_check CHECK ((reason = ANY (ARRAY['owner'::text, 'editor'::text, 'follower'::text])))
);
ALTER TABLE ONLY private.memory_notifications
    ADD CONSTRAINT memory_notifications_pkey PRIMARY KEY (id);
ALTER TABLE ONLY private.memory_notifications
    ADD CONSTRAINT memory_notifications_memory_id_user_id_key UNIQUE (memory_id, user_id);
ALTER TABLE ONLY private.memory_notifications
    ADD CONSTRAINT memory_notifications_memory_id_fkey FOREIGN KEY (memory_id) REFERENCES public.visitor_memories(id) ON DELETE CASCADE;
ALTER TABLE ONLY private.memory_notifications
    ADD CONSTRAINT memory_notifications_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY private.memory_notifications
    ADD CONSTRAINT memory_notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX memory_notifications_grave_id_idx ON private.memory_notifications USING btree (grave_id);
CREATE INDEX memory_notifications_unsent_idx ON private.memory_notifications USING btree (user_id, created_at) WHERE (sent_at IS NULL);
ALTER TABLE private.memory_notifications ENABLE ROW LEVEL SECURITY;

-- The days a recipient's digest went out (their own date), so it goes at most once a day.
CREATE TABLE private.notification_digests (
    user_id uuid NOT NULL,
    local_date date NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY private.notification_digests
    ADD CONSTRAINT notification_digests_pkey PRIMARY KEY (user_id, local_date);
ALTER TABLE ONLY private.notification_digests
    ADD CONSTRAINT notification_digests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
ALTER TABLE private.notification_digests ENABLE ROW LEVEL SECURITY;

-- The anniversaries mailed to each follower, so each goes once.
CREATE TABLE private.follow_anniversaries (
    grave_id uuid NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    on_date date NOT NULL,
    CONSTRAINT follow_anniversaries_kind_check CHECK ((kind = ANY (ARRAY['birthday'::text, 'death_anniversary'::text])))
);
ALTER TABLE ONLY private.follow_anniversaries
    ADD CONSTRAINT follow_anniversaries_pkey PRIMARY KEY (grave_id, user_id, kind, on_date);
ALTER TABLE ONLY private.follow_anniversaries
    ADD CONSTRAINT follow_anniversaries_grave_id_fkey FOREIGN KEY (grave_id) REFERENCES public.graves(id) ON DELETE CASCADE;
ALTER TABLE ONLY private.follow_anniversaries
    ADD CONSTRAINT follow_anniversaries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX follow_anniversaries_user_id_idx ON private.follow_anniversaries USING btree (user_id);
ALTER TABLE private.follow_anniversaries ENABLE ROW LEVEL SECURITY;

-- Whether a memorial is public, for the follow policy (a definer, so the check does not depend on graves' policies).
CREATE FUNCTION private.is_public_memorial(grave uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select exists (select 1 from public.graves g where g.id = grave and g.is_public) $$;
REVOKE ALL ON FUNCTION private.is_public_memorial(grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_public_memorial(grave uuid) TO authenticated;

-- A memory's approval status where the memories table has one (issue 29's approval), else published.
CREATE FUNCTION private.memory_status(memory public.visitor_memories) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select coalesce(pg_catalog.to_jsonb(memory) ->> 'status', 'published') $$;
REVOKE ALL ON FUNCTION private.memory_status(memory public.visitor_memories) FROM PUBLIC;

-- Queues the e-mails of a memory: the owner and opted-in editors whatever its status (not its own author), and
-- the followers once it is published (when written so, or when approved later).
CREATE FUNCTION private.queue_memory_notifications() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.queue_memory_notifications() FROM PUBLIC;

CREATE TRIGGER visitor_memories_queue_notifications AFTER INSERT OR UPDATE ON public.visitor_memories FOR EACH ROW EXECUTE FUNCTION private.queue_memory_notifications();

-- Claims what is due as of `as_of`: each queued e-mail of a recipient who wants them at once, and a follower's
-- (at most `batch`), and every queued family e-mail of a recipient whose digest is due (their clock past 08:00 and no digest yet on their
-- date), marked `digest`. Rows whose reason has gone (no longer an editor or follower, memorial no longer public,
-- e-mails turned off) are dropped first. `pending` is the memory's status now, not when it was written.
CREATE FUNCTION private.claim_memory_notifications(batch integer, as_of timestamp with time zone) RETURNS TABLE(notification_id uuid, digest boolean, digest_date date, user_id uuid, email text, locale text, reason text, grave_id uuid, full_name text, memory_id uuid, memory_text text, author_name text, pending boolean, created_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.claim_memory_notifications(batch integer, as_of timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_memory_notifications(batch integer, as_of timestamp with time zone) TO service_role;

-- A claim whose e-mail could not be sent is given back (with its digest day), so the next run tries again.
CREATE FUNCTION private.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.memory_notifications n set sent_at = null where n.id = any (notification_ids);
  delete from private.notification_digests d where d.user_id = digest_user and d.local_date = digest_date;
$$;
REVOKE ALL ON FUNCTION private.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) TO service_role;

-- Claims the anniversaries that fall today in each follower's time zone (a birthday on Feb 29 falls on Feb 28 in
-- other years), each (memorial, follower, kind, date) once.
CREATE FUNCTION private.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) RETURNS TABLE(grave_id uuid, user_id uuid, email text, locale text, kind text, on_date date, full_name text, original_date date, years integer)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) TO service_role;

-- What an unsubscribe link does, once the function has checked its token: 'memories' turns the family e-mails
-- off, 'follow' unfollows the memorial.
CREATE FUNCTION private.unsubscribe_notifications(recipient uuid, kind text, grave uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;
REVOKE ALL ON FUNCTION private.unsubscribe_notifications(recipient uuid, kind text, grave uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.unsubscribe_notifications(recipient uuid, kind text, grave uuid) TO service_role;

-- What the edge functions call through /rest/v1/rpc with the service role key; nobody else may.
CREATE FUNCTION public.claim_memory_notifications(batch integer DEFAULT 100, as_of timestamp with time zone DEFAULT now()) RETURNS TABLE(notification_id uuid, digest boolean, digest_date date, user_id uuid, email text, locale text, reason text, grave_id uuid, full_name text, memory_id uuid, memory_text text, author_name text, pending boolean, created_at timestamp with time zone)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.claim_memory_notifications(claim_memory_notifications.batch, claim_memory_notifications.as_of) $$;
REVOKE ALL ON FUNCTION public.claim_memory_notifications(batch integer, as_of timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_memory_notifications(batch integer, as_of timestamp with time zone) TO service_role;

CREATE FUNCTION public.release_memory_notifications(notification_ids uuid[], digest_user uuid DEFAULT NULL::uuid, digest_date date DEFAULT NULL::date) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.release_memory_notifications(release_memory_notifications.notification_ids, release_memory_notifications.digest_user, release_memory_notifications.digest_date) $$;
REVOKE ALL ON FUNCTION public.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.release_memory_notifications(notification_ids uuid[], digest_user uuid, digest_date date) TO service_role;

CREATE FUNCTION public.claim_follow_anniversaries(batch integer DEFAULT 100, as_of timestamp with time zone DEFAULT now()) RETURNS TABLE(grave_id uuid, user_id uuid, email text, locale text, kind text, on_date date, full_name text, original_date date, years integer)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.claim_follow_anniversaries(claim_follow_anniversaries.batch, claim_follow_anniversaries.as_of) $$;
REVOKE ALL ON FUNCTION public.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_follow_anniversaries(batch integer, as_of timestamp with time zone) TO service_role;

CREATE FUNCTION public.unsubscribe_notifications(recipient uuid, kind text, grave uuid DEFAULT NULL::uuid) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.unsubscribe_notifications(unsubscribe_notifications.recipient, unsubscribe_notifications.kind, unsubscribe_notifications.grave) $$;
REVOKE ALL ON FUNCTION public.unsubscribe_notifications(recipient uuid, kind text, grave uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.unsubscribe_notifications(recipient uuid, kind text, grave uuid) TO service_role;

CREATE TRIGGER notification_preferences_set_updated_at BEFORE UPDATE ON public.notification_preferences FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

ALTER TABLE public.notification_preferences ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can read their own notification settings" ON public.notification_preferences FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users can create their own notification settings" ON public.notification_preferences FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users can change their own notification settings" ON public.notification_preferences FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.memorial_followers ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can follow public memorials" ON public.memorial_followers FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_public_memorial(grave_id)));

CREATE POLICY "Followers can read what they follow" ON public.memorial_followers FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Followers can unfollow" ON public.memorial_followers FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
