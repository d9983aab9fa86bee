// `pnpm db:diff`: applies the migrations to one fresh database and the schema files (supabase/schemas) to another,
// then prints the SQL that takes the first to the second (@pgkit/migra): after editing a schema file, that is the
// new migration (review it, then save it as supabase/migrations/<timestamp>_<what>.sql). Prints nothing and exits 0
// when they agree; exits 1 when they differ. Uses two new databases of DATABASE_URL's PostgreSQL server when set
// (`pnpm db:diff:postgres` starts a throwaway one), otherwise two in-memory PGlite instances.
import { openSchemaDatabases, schemaDiff } from '../src/db/schema-files.ts';

const databases = await openSchemaDatabases({ databaseUrl: process.env.DATABASE_URL || undefined });
const diff = await schemaDiff(databases.migrations, databases.schemaFiles).finally(() => databases.close());
if (diff) {
  console.log(diff);
  process.exit(1);
}
console.error('The migrations and the schema files build the same database.');
