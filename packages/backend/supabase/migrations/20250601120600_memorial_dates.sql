-- The memorial form cannot pick a death date before the birth date; the database holds every other client to
-- the same rule. NOT VALID: rows stored before this migration are left as they are, new writes are checked.
alter table public.graves
  add constraint graves_death_not_before_birth
  check (death_date is null or birth_date is null or death_date >= birth_date) not valid;
