-- The dashboard at 1,000 memorials (issue 14): it reads a user's memorials a page at a time, newest first with
-- the id as tie-breaker (`order=created_at.desc,id.desc`), so that pages never repeat or skip a memorial. An
-- index in exactly that order answers a page by reading the page's rows, with no sort of all of them; it also
-- serves the read-only check, which counts a user's older memorials by (created_at, id). It replaces the index on
-- (user_id, created_at desc), which it covers.
create index if not exists graves_user_id_created_at_id_idx on public.graves (user_id, created_at desc, id desc);
drop index if exists public.graves_user_id_created_at_idx;
