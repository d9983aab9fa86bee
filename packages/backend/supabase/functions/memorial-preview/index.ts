// Supabase Edge Function entry (Deno): `supabase functions deploy memorial-preview --no-verify-jwt` (crawlers
// send no Authorization header). The CDN in front of the app routes crawlers' /graves/* and everyone's
// /robots.txt and /sitemap.xml here (packages/backend/README.md, "Link previews and search engines"). The logic
// is shared with the local server in ../_shared.
import { memorialPreview } from '../_shared/memorial-preview.ts';
import { publicMemorials } from '../_shared/public-memorials.ts';

// Deno's own global, declared here so the workspace type check (Node types) accepts this file unchanged.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// Supabase provides the first two; set SITE_URL with `supabase secrets set`. Only the anon key is used: the
// function reads as an anonymous visitor.
const supabaseUrl = required('SUPABASE_URL');
const memorials = publicMemorials({ url: supabaseUrl, anonKey: required('SUPABASE_ANON_KEY') });
const siteUrl = required('SITE_URL');

Deno.serve(async (request) =>
  memorialPreview(request, { memorials, siteUrl, storageUrl: supabaseUrl }).catch((error: unknown) => {
    console.error(error);
    return Response.json({ error: 'The function failed' }, { status: 500 });
  }),
);
