import pg from 'pg';

export type Client = pg.PoolClient;

/** The JWT claims a request runs with; `role` becomes the Postgres role (anon, authenticated, service_role). */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  [claim: string]: unknown;
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Our own connections, to PostgreSQL or to PGlite through its wire server (pglite-wire.ts), where connections
 * take turns on the one backend. Never await another `tx` inside `work`: on PGlite the inner one would wait for
 * the outer one's turn, until the idle-in-transaction timeout ends the outer.
 */
export class Database {
  readonly #pool: pg.Pool;

  constructor(connectionString: string, max = 4) {
    this.#pool = new pg.Pool({ connectionString, max });
    // A dropped idle connection must not crash the server; the pool replaces it.
    this.#pool.on('error', () => {});
  }

  /** Runs `work` in one transaction; with claims, as that role with RLS deciding, as on Supabase. */
  async tx<T>(work: (client: Client) => Promise<T>, claims?: RequestClaims): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      if (claims) await actAs(client, claims);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}

/**
 * Makes the rest of the current transaction run as the caller: their role, with RLS deciding, and their JWT claims
 * for `auth.uid()`. For work that must first do something as the server itself (take a lock, check a rule
 * across rows the caller cannot see); otherwise pass the claims to `tx`.
 */
export async function actAs(client: Client, claims: RequestClaims): Promise<void> {
  if (!ROLES.has(claims.role)) throw new Error(`Unknown role ${claims.role}`);
  await client.query(`SET LOCAL ROLE ${claims.role}`);
  await client.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
}

/** The SQLSTATE of a database error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}
