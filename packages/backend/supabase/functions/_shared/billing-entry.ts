// What the Deno entries of the billing functions share: their secrets, their dependencies and CORS. Supabase
// provides SUPABASE_URL and the keys; STRIPE_SECRET_KEY (and STRIPE_API_URL for a stand-in) and
// CHECKOUT_ALLOWED_ORIGINS (comma-separated origins a return URL may point to) are the project's secrets.
import { billingAdmin } from './billing-admin.ts';
import { optionalEnv, requiredEnv, serveFunction } from './deno-entry.ts';
import { stripeClient } from './stripe-client.ts';

function billingDeps() {
  const secretKey = optionalEnv('STRIPE_SECRET_KEY');
  const allowedOrigins = (optionalEnv('CHECKOUT_ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return {
    admin: billingAdmin({
      url: requiredEnv('SUPABASE_URL'),
      anonKey: requiredEnv('SUPABASE_ANON_KEY'),
      serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
    }),
    stripe: secretKey ? stripeClient(secretKey, optionalEnv('STRIPE_API_URL')) : undefined,
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
  serveFunction((request) => handle(request, deps), { failure, corsMethods: 'POST, OPTIONS' });
}
