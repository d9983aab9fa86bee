// Supabase Edge Function entry (Deno): `supabase functions deploy calendar-feed --no-verify-jwt` (calendar apps
// send no Authorization header; the token in the URL is the credential). The logic is shared with the local
// server in ../_shared; deno.json maps ical-generator to npm.
import { calendarFeed } from '../_shared/calendar-feed.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

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

// Supabase provides the first three; set SITE_URL with `supabase secrets set`.
const admin = supabaseAdmin({
  url: required('SUPABASE_URL'),
  anonKey: required('SUPABASE_ANON_KEY'),
  serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
});
const siteUrl = required('SITE_URL');

Deno.serve(async (request) =>
  calendarFeed(request, { admin, siteUrl }).catch((error: unknown) => {
    console.error(error);
    return Response.json({ error: 'The function failed' }, { status: 500 });
  }),
);
