// Supabase Edge Function entry (Deno): `supabase functions deploy stripe-webhook --no-verify-jwt` (Stripe sends
// no JWT; the Stripe-Signature header is the credential), with the secrets STRIPE_WEBHOOK_SECRET (the endpoint's
// whsec_... from the Stripe dashboard) and STRIPE_SECRET_KEY. The logic is shared with the local server.
import { billingAdmin } from '../_shared/billing-admin.ts';
import { stripeClient } from '../_shared/stripe-client.ts';
import { stripeWebhook } from '../_shared/stripe-webhook.ts';

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

const secretKey = Deno.env.get('STRIPE_SECRET_KEY');
const deps = {
  admin: billingAdmin({
    url: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  }),
  secret: required('STRIPE_WEBHOOK_SECRET'),
  stripe: secretKey ? stripeClient(secretKey, Deno.env.get('STRIPE_API_URL')) : undefined,
};

// Stripe retries every non-2xx answer: an unexpected failure answers 500 so the event is delivered again.
Deno.serve(async (request) =>
  stripeWebhook(request, deps).catch((error: unknown) => {
    console.error(error);
    return Response.json({ error: 'The webhook failed' }, { status: 500 });
  }),
);
