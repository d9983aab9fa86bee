-- Deleting an account cascades from auth.users to private.released_images by released_by, which no index led
-- with (the primary key starts with bucket_id): every account deletion scanned the table. Supabase's database
-- linter reports it as 0001_unindexed_foreign_keys; test/database-linter.test.ts keeps it fixed.
create index released_images_released_by_idx on private.released_images (released_by);
