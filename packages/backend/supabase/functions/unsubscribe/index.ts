// Supabase Edge Function entry (Deno): `supabase functions deploy unsubscribe --no-verify-jwt` (mail programs post
// the one-click unsubscribe without any key; the signed token in the URL is the credential). The logic is shared
// with the local server in ../_shared.

import { optionalEnv, requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';
import { unsubscribe } from '../_shared/unsubscribe.ts';

const serviceRoleKey = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const admin = supabaseAdmin({
  url: requiredEnv('SUPABASE_URL'),
  anonKey: requiredEnv('SUPABASE_ANON_KEY'),
  serviceRoleKey,
});

serveFunction(
  (request) =>
    unsubscribe(request, {
      admin,
      siteUrl: requiredEnv('SITE_URL'),
      unsubscribeSecret: optionalEnv('UNSUBSCRIBE_SECRET') ?? serviceRoleKey,
    }),
  { corsMethods: 'GET, POST, OPTIONS' },
);
