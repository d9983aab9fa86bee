// Supabase Edge Function entry (Deno): `supabase functions deploy billing-portal`, with the secrets
// STRIPE_SECRET_KEY (and, for tests against a stand-in, STRIPE_API_URL) and optionally CHECKOUT_ALLOWED_ORIGINS
// (comma-separated origins return_url may point to). The logic is shared with the local server.
import { billingAdmin } from '../_shared/billing-admin.ts';
import { billingPortal } from '../_shared/billing-portal.ts';
import { stripeClient } from '../_shared/stripe-client.ts';

// Deno's own global, declared here so the workspace type check (Node types) accepts this file unchanged.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const secretKey = Deno.env.get('STRIPE_SECRET_KEY');
const allowedOrigins = (Deno.env.get('CHECKOUT_ALLOWED_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');

const deps = {
  // Supabase provides these to every function.
  admin: billingAdmin({
    url: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  }),
  stripe: secretKey ? stripeClient(secretKey, Deno.env.get('STRIPE_API_URL')) : undefined,
  isAllowedRedirect:
    allowedOrigins.length > 0 ? (url: string) => allowedOrigins.includes(new URL(url).origin) : undefined,
};

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  const response = await billingPortal(request, deps).catch((error: unknown) => {
    console.error(error);
    return Response.json({ error: 'Failed to open the billing portal' }, { status: 500 });
  });
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
});
