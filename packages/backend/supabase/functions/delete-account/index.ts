// Supabase Edge Function entry (Deno): `supabase functions deploy delete-account`. The logic is shared with the
// local server in ../_shared; this file only adds what the platform gateway does for us locally (CORS).

import { deleteAccount } from '../_shared/delete-account.ts';
import { requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

// Supabase provides these to every function.
const admin = supabaseAdmin({
  url: requiredEnv('SUPABASE_URL'),
  anonKey: requiredEnv('SUPABASE_ANON_KEY'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
});

serveFunction((request) => deleteAccount(request, admin), { corsMethods: 'POST, DELETE, OPTIONS' });
