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
}

export interface AnonymousEnv {
  /** The Supabase URL (the REST API is under /rest/v1). */
  url: string;
  anonKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the graves.slug check allows. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const PREVIEW_COLUMNS =
  'id,slug,full_name,birth_date,death_date,epitaph,description,person_image_url,image_url,hide_from_search';

export function publicMemorials(env: AnonymousEnv): PublicMemorials {
  const base = env.url.replace(/\/$/, '');
  const read = async <Row>(query: URLSearchParams): Promise<Row[]> => {
    const response = await fetch(`${base}/rest/v1/graves?${query}`, {
      headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, accept: 'application/json' },
    });
    if (!response.ok) {
      throw new Error(`Reading public memorials answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as Row[];
  };

  return {
    async find(idOrSlug) {
      const key = idOrSlug.toLowerCase();
      // Anything that is neither an id nor a possible slug names no memorial: no need to ask.
      const column = UUID.test(key) ? 'id' : SLUG.test(key) && key.length <= 80 ? 'slug' : undefined;
      if (!column) return null;
      // is_public is what row-level security already requires of anon; asked again so that a policy loosened
      // one day (say, for a preview of drafts) could not leak a private memorial here.
      const rows = await read<PreviewMemorial>(
        new URLSearchParams({
          select: PREVIEW_COLUMNS,
          is_public: 'eq.true',
          [column]: `eq.${key}`,
          limit: '1',
        }),
      );
      return rows[0] ?? null;
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
