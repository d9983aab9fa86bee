// Supabase Edge Function entry (Deno): `supabase functions deploy stripe-webhook --no-verify-jwt` (Stripe sends
// no JWT; the Stripe-Signature header is the credential), with the secrets STRIPE_WEBHOOK_SECRET (the endpoint's
// whsec_... from the Stripe dashboard) and STRIPE_SECRET_KEY. The logic is shared with the local server.

import { billingAdmin } from '../_shared/billing-admin.ts';
import { optionalEnv, requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { stripeClient } from '../_shared/stripe-client.ts';
import { stripeWebhook } from '../_shared/stripe-webhook.ts';

const secretKey = optionalEnv('STRIPE_SECRET_KEY');
const deps = {
  admin: billingAdmin({
    url: requiredEnv('SUPABASE_URL'),
    anonKey: requiredEnv('SUPABASE_ANON_KEY'),
    serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
  }),
  secret: requiredEnv('STRIPE_WEBHOOK_SECRET'),
  stripe: secretKey ? stripeClient(secretKey, optionalEnv('STRIPE_API_URL')) : undefined,
};

// Stripe retries every non-2xx answer: an unexpected failure answers 500 so the event is delivered again.
serveFunction((request) => stripeWebhook(request, deps), { failure: 'The webhook failed' });
