// Our own SQL versions of the security lints of Supabase's database linter (splinter, github.com/supabase/splinter,
// lints/*.sql), run against the migrated schema. Each query answers one row per finding, with a `detail` that says
// what is wrong in splinter's words. Differences from splinter are marked "Stricter:" and say why.

/** The schemas PostgREST serves (`PGRST_DB_SCHEMAS` in src/rest/postgrest.ts; `api.schemas` on Supabase). */
export const EXPOSED_SCHEMAS = ['public'];

/** Schemas the platform owns (ours in src/db/platform.sql, Supabase's on a hosted project): splinter skips them. */
export const PLATFORM_SCHEMAS = [
  'auth',
  'storage',
  'extensions',
  'graphql',
  'graphql_public',
  'realtime',
  'supabase_functions',
  'supabase_migrations',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'net',
  'cron',
  'pgbouncer',
  'information_schema',
  'pg_catalog',
];

export interface Lint {
  /** splinter's lint name and number. */
  name: string;
  /** SQL that creates one violation, named lint_probe_*, to show that the query finds it. */
  probe: string;
  /** Answers `detail` (text) and `key` (what an allowlist names); `:exposed` and `:platform` are the lists above. */
  sql: string;
}

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/** A lint's query with the schema lists in place. */
export const lintQuery = (lint: Lint) =>
  lint.sql
    .replaceAll(':exposed', textArray(EXPOSED_SCHEMAS))
    .replaceAll(':platform', textArray(PLATFORM_SCHEMAS));

const notExtensionMember = (oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend e where e.objid = ${oid} and e.deptype = 'e')`;

const securityInvoker = `(lower(coalesce(c.reloptions::text, '{}'))::text[]
  && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])`;

export const LINTS: Lint[] = [
  {
    name: '0013_rls_disabled_in_public',
    probe: `
      create table public.lint_probe_open (id int); grant insert on public.lint_probe_open to anon;`,
    // Stricter: any API privilege on the table counts, not only SELECT (an insert-only table without RLS is as open).
    sql: `
      select format('Table %s.%s is public, but RLS has not been enabled.', n.nspname, c.relname) as detail,
             format('%s.%s', n.nspname, c.relname) as key
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and not c.relrowsecurity
        and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT, INSERT, UPDATE, DELETE')
          or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT, INSERT, UPDATE, DELETE'))
        and n.nspname = any(:exposed)
        and n.nspname <> all(:platform)`,
  },
  {
    name: '0007_policy_exists_rls_disabled',
    probe: `
      create table public.lint_probe_policy (id int);
      create policy lint_probe_policy on public.lint_probe_policy for select to anon using (true);`,
    // Stricter: every schema of ours, exposed or not (a policy on a table without RLS is a rule nobody enforces).
    sql: `
      select format('Table %s.%s has RLS policies but RLS is not enabled on the table. Policies include %s.',
               n.nspname, c.relname, array_agg(p.polname order by p.polname)) as detail,
             format('%s.%s', n.nspname, c.relname) as key
      from pg_catalog.pg_policy p
      join pg_catalog.pg_class c on c.oid = p.polrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and not c.relrowsecurity
        and n.nspname <> all(:platform)
        and ${notExtensionMember('c.oid')}
      group by n.nspname, c.relname`,
  },
  {
    name: '0010_security_definer_view',
    probe: `
      create view public.lint_probe_view as select 1 as one; grant select on public.lint_probe_view to anon;`,
    sql: `
      select format('View %s.%s is defined with the SECURITY DEFINER property', n.nspname, c.relname) as detail,
             format('%s.%s', n.nspname, c.relname) as key
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v'
        and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
          or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
        and n.nspname = any(:exposed)
        and n.nspname <> all(:platform)
        and ${notExtensionMember('c.oid')}
        and not ${securityInvoker}`,
  },
  {
    name: '0028/0029_security_definer_function_executable',
    probe: `
      create function public.lint_probe_definer() returns int language sql security definer
        set search_path = '' as 'select 1';
      grant execute on function public.lint_probe_definer() to authenticated;`,
    // Both of splinter's lints (anon, authenticated) in one: a finding per function and role. Stricter: the
    // materialized-view and GraphQL variants do not apply, PostgREST's /rpc is the exposure that counts here.
    sql: `
      select format('Function %s.%s(%s) can be executed by the %s role as a SECURITY DEFINER function via /rest/v1/rpc/%s.',
               n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid), r.role, p.proname) as detail,
             format('%s.%s(%s) to %s', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid), r.role) as key
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r (role)
      where p.prosecdef
        and pg_catalog.has_function_privilege(r.role, p.oid, 'EXECUTE')
        and n.nspname = any(:exposed)
        and n.nspname <> all(:platform)
        and ${notExtensionMember('p.oid')}`,
  },
  {
    name: '0015_rls_references_user_metadata',
    probe: `
      create table public.lint_probe_metadata (id int);
      alter table public.lint_probe_metadata enable row level security;
      create policy lint_probe_admins on public.lint_probe_metadata for select to authenticated
        using ((select auth.jwt()) -> 'user_metadata' ->> 'role' = 'admin');`,
    // Stricter: any mention of user_metadata, not only through auth.jwt() or request.jwt.claims, and policies in
    // every schema, storage included: the policies on storage.objects are ours (migrations).
    sql: `
      select format('Table %s.%s has a row level security policy %s that references Supabase Auth user_metadata, which end users can edit.',
               schemaname, tablename, policyname) as detail,
             format('%s.%s %s', schemaname, tablename, policyname) as key
      from pg_catalog.pg_policies
      where schemaname not in ('pg_catalog', 'information_schema')
        and (coalesce(qual, '') ~* 'user_metadata' or coalesce(with_check, '') ~* 'user_metadata')`,
  },
  {
    name: '0011_function_search_path_mutable',
    probe: `
      create function public.lint_probe_mutable() returns int language sql as 'select 1';`,
    sql: `
      select format('Function %s.%s(%s) has a role mutable search_path',
               n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as detail,
             format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as key
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname <> all(:platform)
        and n.nspname not like 'pg\\_%'
        and ${notExtensionMember('p.oid')}
        and not exists (
          select 1 from unnest(coalesce(p.proconfig, '{}')) as config where config like 'search\\_path=%'
        )`,
  },
  {
    name: '0002_auth_users_exposed',
    probe: `
      create view public.lint_probe_users with (security_invoker = true) as select id from auth.users;
      grant select on public.lint_probe_users to authenticated;`,
    sql: `
      select format('%s %s.%s in an exposed schema may expose auth.users data to anon or authenticated roles.',
               case c.relkind when 'm' then 'Materialized view' else 'View' end, n.nspname, c.relname) as detail,
             format('%s.%s', n.nspname, c.relname) as key
      from pg_catalog.pg_class users
      join pg_catalog.pg_namespace users_schema on users_schema.oid = users.relnamespace
      join pg_catalog.pg_depend d on d.refobjid = users.oid and d.deptype = 'n'
      join pg_catalog.pg_rewrite rw on rw.oid = d.objid
      join pg_catalog.pg_class c on c.oid = rw.ev_class
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where users_schema.nspname = 'auth' and users.relname = 'users'
        and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
          or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
        and n.nspname = any(:exposed)
        and (c.relkind = 'm'
          or (c.relkind = 'v' and not ${securityInvoker})
          or (c.relkind = 'v' and not users.relrowsecurity))
      group by n.nspname, c.relname, c.relkind`,
  },
  {
    name: '0001_unindexed_foreign_keys',
    probe: `
      create table private.lint_probe_parent (id int primary key);
      create table private.lint_probe_child (parent int references private.lint_probe_parent (id));`,
    // An index covers a foreign key when the key's columns are its leading columns, in order (splinter's rule).
    sql: `
      select format('Table %s.%s has a foreign key %s without a covering index.', n.nspname, c.relname, ct.conname) as detail,
             format('%s.%s %s', n.nspname, c.relname, ct.conname) as key
      from pg_catalog.pg_constraint ct
      join pg_catalog.pg_class c on c.oid = ct.conrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where ct.contype = 'f'
        and n.nspname <> all(:platform)
        and ${notExtensionMember('c.oid')}
        and not exists (
          select 1 from pg_catalog.pg_index i
          where i.indrelid = ct.conrelid
            and i.indisvalid
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:array_length(ct.conkey, 1)] = ct.conkey
        )`,
  },
];
