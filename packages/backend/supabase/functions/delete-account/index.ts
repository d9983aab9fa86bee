// Supabase Edge Function entry (Deno): `supabase functions deploy delete-account`. The logic is shared with the
// local server in ../_shared; this file only adds what the platform gateway does for us locally (CORS).
import { deleteAccount } from '../_shared/delete-account.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

// Deno's own global, declared here so the workspace type check (Node types) accepts this file unchanged.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, DELETE, OPTIONS',
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// Supabase provides these to every function.
const admin = supabaseAdmin({
  url: required('SUPABASE_URL'),
  anonKey: required('SUPABASE_ANON_KEY'),
  serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
});

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  const response = await deleteAccount(request, admin).catch((error: unknown) => {
    console.error(error);
    return Response.json({ error: 'The function failed' }, { status: 500 });
  });
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
});
