// Supabase Edge Function entry (Deno): `supabase functions deploy billing-portal` (secrets: see
// ../_shared/billing-entry.ts). The logic is shared with the local server.

import { serveBillingFunction } from '../_shared/billing-entry.ts';
import { billingPortal } from '../_shared/billing-portal.ts';

serveBillingFunction(billingPortal, 'Failed to open the billing portal');
