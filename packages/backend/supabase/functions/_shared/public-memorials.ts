// What the memorial-preview function reads, as an ANONYMOUS reader: only the anon key, never the service role, so
// row-level security answers exactly what anyone on the internet may see (public memorials only). Web standards
// only, so it runs on Deno and Node.

export interface PreviewMemorial {
  id: string;
  slug: string | null;
  full_name: string;
  birth_date: string | null;
  death_date: string | null;
  epitaph: string | null;
  description: string | null;
  person_image_url: string | null;
  image_url: string | null;
  hide_from_search: boolean;
}

export interface SitemapMemorial {
  id: string;
  slug: string | null;
  updated_at: string;
}

export interface PublicMemorials {
  /** A public memorial by id or readable slug; null when there is none anyone may read. */
  find(idOrSlug: string): Promise<PreviewMemorial | null>;
  /** The public memorials that do not hide from search engines, most recently changed first. */
  indexable(limit: number): Promise<SitemapMemorial[]>;
  /** The slugs of the cemeteries with a public memorial (issue 31), for the sitemap. */
  cemeteries?(limit: number): Promise<string[]>;
}

export interface AnonymousEnv {
  /** The Supabase URL (the REST API is under /rest/v1). */
  url: string;
  anonKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a custom address may look like (packages/domain/src/memorial-slug.ts; the database decides). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const PREVIEW_COLUMNS =
  'id,slug,full_name,birth_date,death_date,epitaph,description,person_image_url,image_url,hide_from_search';

export function publicMemorials(env: AnonymousEnv): PublicMemorials {
  const base = env.url.replace(/\/$/, '');
  const headers = { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, accept: 'application/json' };
  const answered = async <Row>(response: Response): Promise<Row[]> => {
    if (!response.ok) {
      throw new Error(`Reading public memorials answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as Row[];
  };
  const read = async <Row>(query: URLSearchParams): Promise<Row[]> =>
    answered<Row>(await fetch(`${base}/rest/v1/graves?${query}`, { headers }));
  // A custom address, current or old (a year after a change), to the id of the memorial anon may read, if any.
  const resolve = async (address: string): Promise<string | null> => {
    const rows = await answered<{ grave_id: string }>(
      await fetch(`${base}/rest/v1/rpc/resolve_memorial_slug`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ address }),
      }),
    );
    return rows[0]?.grave_id ?? null;
  };

  return {
    async find(idOrSlug) {
      const key = idOrSlug.toLowerCase();
      // Anything that is neither an id nor a possible slug names no memorial: no need to ask.
      const id = UUID.test(key) ? key : SLUG.test(key) && key.length <= 80 ? await resolve(key) : null;
      if (!id) return null;
      // is_public is what row-level security already requires of anon; asked again so that a policy loosened
      // one day (say, for a preview of drafts) could not leak a private memorial here.
      const rows = await read<PreviewMemorial>(
        new URLSearchParams({
          select: PREVIEW_COLUMNS,
          is_public: 'eq.true',
          id: `eq.${id}`,
          limit: '1',
        }),
      );
      return rows[0] ?? null;
    },

    async cemeteries(limit) {
      // Anon reads only cemeteries with a public memorial (row-level security); asked again here all the same.
      const rows = await answered<{ slug: string }>(
        await fetch(
          `${base}/rest/v1/cemeteries?${new URLSearchParams({ select: 'slug', memorial_count: 'gt.0', order: 'slug', limit: String(limit) })}`,
          { headers },
        ),
      );
      return rows.map((row) => row.slug);
    },

    indexable(limit) {
      return read<SitemapMemorial>(
        new URLSearchParams({
          select: 'id,slug,updated_at',
          is_public: 'eq.true',
          hide_from_search: 'eq.false',
          order: 'updated_at.desc,id',
          limit: String(limit),
        }),
      );
    },
  };
}
