// Supabase Edge Function entry (Deno): `supabase functions deploy payment-checkout` (secrets: see
// ../_shared/billing-entry.ts). The logic is shared with the local server.
import { serveBillingFunction } from '../_shared/billing-entry.ts';
import { paymentCheckout } from '../_shared/payment-checkout.ts';

serveBillingFunction(paymentCheckout, 'Failed to start checkout');
