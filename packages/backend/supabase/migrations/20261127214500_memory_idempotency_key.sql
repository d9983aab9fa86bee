alter table "public"."visitor_memories" add column "idempotency_key" uuid;

CREATE UNIQUE INDEX visitor_memories_user_id_idempotency_key_key ON public.visitor_memories USING btree (user_id, idempotency_key);

alter table "public"."visitor_memories" add constraint "visitor_memories_user_id_idempotency_key_key" UNIQUE using index "visitor_memories_user_id_idempotency_key_key";
