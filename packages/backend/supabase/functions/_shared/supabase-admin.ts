// What the edge functions need from Supabase, over its HTTP API with the service role key: the same calls work
// against a hosted project and against the local server. No client library, so the file runs on Deno and Node.

export interface SupabaseAdmin {
  /**
   * The user a token belongs to, if the token is valid and its session still exists; `twoStep` when the user has a
   * verified two-step factor.
   */
  userOfToken(token: string): Promise<{ id: string; email: string; twoStep?: boolean } | undefined>;
  /**
   * Whether `password` is the account's current password: a password sign-in, whose session is ended at once.
   * Counts against the sign-in rate limit and shows as a (failed) sign-in in the account's security events.
   */
  passwordMatches(email: string, password: string): Promise<boolean>;
  /**
   * Deletes every object under `{folder}/` in a bucket (recursively) but those named in `keep`; answers how many
   * it deleted.
   */
  removeFolder(bucket: string, folder: string, keep?: ReadonlySet<string>): Promise<number>;
  /** Deletes these objects of a bucket (names inside it); answers how many it deleted. */
  removeObjects(bucket: string, names: readonly string[]): Promise<number>;
  deleteUser(id: string): Promise<void>;
  /** Calls a database function through `/rest/v1/rpc/{name}` as the service role; answers its JSON result. */
  rpc(name: string, args: Record<string, unknown>): Promise<unknown>;
}

export interface SupabaseEnv {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

interface ListedObject {
  name: string;
  id: string | null;
}

const PAGE = 1000;

export function supabaseAdmin(env: SupabaseEnv): SupabaseAdmin {
  const base = env.url.replace(/\/$/, '');
  const service = {
    apikey: env.serviceRoleKey,
    authorization: `Bearer ${env.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(`${base}${path}`, init);
    if (!response.ok) {
      throw new Error(
        `${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`,
      );
    }
    return response;
  };

  const list = async (bucket: string, prefix: string, seen = new Set<string>()): Promise<string[]> => {
    const names: string[] = [];
    // A name with an empty part (`a//b`) lists a folder named '' that leads back to this one: never twice.
    const folder = prefix.replace(/\/+$/, '');
    if (seen.has(folder)) return names;
    seen.add(folder);
    for (let offset = 0; ; offset += PAGE) {
      const response = await call(`/storage/v1/object/list/${encodeURIComponent(bucket)}`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({ prefix, limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } }),
      });
      const page = (await response.json()) as ListedObject[];
      for (const entry of page) {
        const path = `${prefix}/${entry.name}`;
        // Folders are listed without an id.
        if (entry.id === null) names.push(...(await list(bucket, path, seen)));
        else names.push(path);
      }
      if (page.length < PAGE) return names;
    }
  };

  return {
    async userOfToken(token) {
      const response = await fetch(`${base}/auth/v1/user`, {
        headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
      });
      if (!response.ok) return undefined;
      const user = (await response.json()) as { id?: unknown; email?: unknown; factors?: unknown };
      const factors = Array.isArray(user.factors) ? (user.factors as { status?: unknown }[]) : [];
      const twoStep = factors.some((factor) => factor?.status === 'verified');
      return typeof user.id === 'string'
        ? { id: user.id, email: String(user.email ?? ''), twoStep }
        : undefined;
    },

    async passwordMatches(email, password) {
      const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: env.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) return false;
      const session = (await response.json()) as { access_token?: unknown };
      if (typeof session.access_token === 'string') {
        await fetch(`${base}/auth/v1/logout?scope=local`, {
          method: 'POST',
          headers: { apikey: env.anonKey, authorization: `Bearer ${session.access_token}` },
        });
      }
      return true;
    },

    async removeFolder(bucket, folder, keep) {
      // A name that is an object and a folder at once (possible on S3, and left by older local servers) lists as
      // the object only: its folder shows once the object is gone. So list again until nothing is left, as long
      // as each round deletes something.
      let removed = 0;
      for (;;) {
        const names = (await list(bucket, folder)).filter((name) => !keep?.has(name));
        if (names.length === 0) return removed;
        let round = 0;
        for (let start = 0; start < names.length; start += PAGE) {
          const response = await call(`/storage/v1/object/${encodeURIComponent(bucket)}`, {
            method: 'DELETE',
            headers: service,
            body: JSON.stringify({ prefixes: names.slice(start, start + PAGE) }),
          });
          round += ((await response.json()) as unknown[]).length;
        }
        if (round === 0) throw new Error(`Could not delete ${names.length} objects in ${bucket}/${folder}`);
        removed += round;
      }
    },

    async removeObjects(bucket, names) {
      let removed = 0;
      for (let start = 0; start < names.length; start += PAGE) {
        const response = await call(`/storage/v1/object/${encodeURIComponent(bucket)}`, {
          method: 'DELETE',
          headers: service,
          body: JSON.stringify({ prefixes: names.slice(start, start + PAGE) }),
        });
        removed += ((await response.json()) as unknown[]).length;
      }
      return removed;
    },

    async deleteUser(id) {
      await call(`/auth/v1/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', headers: service });
    },

    async rpc(name, args) {
      const response = await call(`/rest/v1/rpc/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify(args),
      });
      // A function returning void answers 204 without a body.
      const text = await response.text();
      return text === '' ? null : (JSON.parse(text) as unknown);
    },
  };
}
