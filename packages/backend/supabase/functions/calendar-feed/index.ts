// Supabase Edge Function entry (Deno): `supabase functions deploy calendar-feed --no-verify-jwt` (calendar apps
// send no Authorization header; the token in the URL is the credential). The logic is shared with the local
// server in ../_shared; deno.json maps ical-generator to npm.

import { calendarFeed } from '../_shared/calendar-feed.ts';
import { requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

// Supabase provides the first three; set SITE_URL with `supabase secrets set`.
const admin = supabaseAdmin({
  url: requiredEnv('SUPABASE_URL'),
  anonKey: requiredEnv('SUPABASE_ANON_KEY'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
});
const siteUrl = requiredEnv('SITE_URL');

serveFunction((request) => calendarFeed(request, { admin, siteUrl }));
