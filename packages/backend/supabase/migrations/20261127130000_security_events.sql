create table "public"."security_events" (
    "id" uuid not null default gen_random_uuid(),
    "user_id" uuid not null,
    "kind" text not null,
    "user_agent" text,
    "created_at" timestamp with time zone not null default now()
      );


alter table "public"."security_events" enable row level security;

CREATE UNIQUE INDEX security_events_pkey ON public.security_events USING btree (id);

CREATE INDEX security_events_user_id_created_at_idx ON public.security_events USING btree (user_id, created_at DESC);

alter table "public"."security_events" add constraint "security_events_pkey" PRIMARY KEY using index "security_events_pkey";

alter table "public"."security_events" add constraint "security_events_kind_check" CHECK ((kind = ANY (ARRAY['sign_in'::text, 'sign_in_failed'::text, 'password_changed'::text, 'email_change_requested'::text, 'email_change_confirmed'::text, 'email_change_undone'::text, 'signed_out'::text, 'sessions_ended'::text]))) not valid;

alter table "public"."security_events" validate constraint "security_events_kind_check";

alter table "public"."security_events" add constraint "security_events_user_agent_length" CHECK ((char_length(user_agent) <= 512)) not valid;

alter table "public"."security_events" validate constraint "security_events_user_agent_length";

alter table "public"."security_events" add constraint "security_events_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "public"."security_events" validate constraint "security_events_user_id_fkey";

revoke all on table "public"."security_events" from "anon", "authenticated", "service_role";

grant select on table "public"."security_events" to "authenticated";

grant select on table "public"."security_events" to "service_role";


  create policy "Users can read their own security events"
  on "public"."security_events"
  as permissive
  for select
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)));
