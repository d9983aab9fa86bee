// What the Deno entries of the billing functions share: their secrets, their dependencies and CORS. Supabase
// provides SUPABASE_URL and the keys; STRIPE_SECRET_KEY (and STRIPE_API_URL for a stand-in) and
// CHECKOUT_ALLOWED_ORIGINS (comma-separated origins a return URL may point to) are the project's secrets.
import { billingAdmin } from './billing-admin.ts';
import { stripeClient } from './stripe-client.ts';

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

function billingDeps() {
  const secretKey = Deno.env.get('STRIPE_SECRET_KEY');
  const allowedOrigins = (Deno.env.get('CHECKOUT_ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return {
    admin: billingAdmin({
      url: required('SUPABASE_URL'),
      anonKey: required('SUPABASE_ANON_KEY'),
      serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    }),
    stripe: secretKey ? stripeClient(secretKey, Deno.env.get('STRIPE_API_URL')) : undefined,
    isAllowedRedirect:
      allowedOrigins.length > 0 ? (url: string) => allowedOrigins.includes(new URL(url).origin) : undefined,
  };
}

export type BillingDeps = ReturnType<typeof billingDeps>;

/** Serves one billing function: CORS on every answer, and `failure` (never a stack) when it throws. */
export function serveBillingFunction(
  handle: (request: Request, deps: BillingDeps) => Promise<Response>,
  failure: string,
): void {
  const deps = billingDeps();
  Deno.serve(async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
    const response = await handle(request, deps).catch((error: unknown) => {
      console.error(error);
      return Response.json({ error: failure }, { status: 500 });
    });
    for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
    return response;
  });
}
