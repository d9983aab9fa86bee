-- The account's security events, shown to their user in Settings ("Recent security activity"): sign-ins, failed
-- sign-ins, password and e-mail changes, sessions ended, two-step sign-in turned on or off, wrong codes. Written
-- only by the auth server (its own connection) and the recovery-code function (98_two_step.sql); no API role may
-- insert, change or delete one. Kept 90 days: each write purges its user's older events.
CREATE TABLE public.security_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    user_agent text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT security_events_kind_check CHECK ((kind = ANY (ARRAY['sign_in'::text, 'sign_in_failed'::text, 'password_changed'::text, 'email_change_requested'::text, 'email_change_confirmed'::text, 'email_change_undone'::text, 'signed_out'::text, 'sessions_ended'::text, 'mfa_enabled'::text, 'mfa_disabled'::text, 'mfa_code_failed'::text, 'mfa_recovery_code_used'::text]))),
    CONSTRAINT security_events_user_agent_length CHECK ((char_length(user_agent) <= 512))
);
ALTER TABLE ONLY public.security_events
    ADD CONSTRAINT security_events_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.security_events
    ADD CONSTRAINT security_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX security_events_user_id_created_at_idx ON public.security_events USING btree (user_id, created_at DESC);
REVOKE ALL ON TABLE public.security_events FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.security_events TO authenticated;
GRANT SELECT ON TABLE public.security_events TO service_role;

ALTER TABLE public.security_events ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Users can read their own security events" ON public.security_events FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
