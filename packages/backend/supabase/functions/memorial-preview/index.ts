// Supabase Edge Function entry (Deno): `supabase functions deploy memorial-preview --no-verify-jwt` (crawlers
// send no Authorization header). The CDN in front of the app routes crawlers' /graves/* and everyone's
// /robots.txt and /sitemap.xml here (packages/backend/README.md, "Link previews and search engines"). The logic
// is shared with the local server in ../_shared.
import { requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { memorialPreview } from '../_shared/memorial-preview.ts';
import { publicMemorials } from '../_shared/public-memorials.ts';

// Supabase provides the first two; set SITE_URL with `supabase secrets set`. Only the anon key is used: the
// function reads as an anonymous visitor.
const supabaseUrl = requiredEnv('SUPABASE_URL');
const memorials = publicMemorials({ url: supabaseUrl, anonKey: requiredEnv('SUPABASE_ANON_KEY') });
const siteUrl = requiredEnv('SITE_URL');

serveFunction((request) => memorialPreview(request, { memorials, siteUrl, storageUrl: supabaseUrl }));
