// The billing-portal edge function ("Manage Subscription"), shared by the Supabase deployment and the local
// server: POST with the user's Bearer token and {return_url}; answers {url} (Stripe's customer portal, or the
// local server's test-mode portal page) or {error}.
import type { BillingAdmin } from './billing-admin.ts';
import { bearerToken, isRecord, json } from './http.ts';
import { BadRequest, redirectUrl } from './payment-checkout.ts';
import type { Stripe } from './stripe-client.ts';

export interface PortalRequest {
  user: { id: string; email: string | null };
  customerId: string;
  returnUrl: string;
}

export interface PortalDeps {
  admin: BillingAdmin;
  stripe?: Stripe;
  localPortal?: (request: PortalRequest) => Promise<string>;
  isAllowedRedirect?: (url: string) => boolean;
}

export async function billingPortal(request: Request, deps: PortalDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const token = bearerToken(request);
  const user = token ? await deps.admin.userOfToken(token) : undefined;
  if (!user) return json({ error: 'Sign in to manage your subscription' }, 401);
  let returnUrl: string;
  try {
    const body: unknown = await request.json().catch(() => {
      throw new BadRequest('The request body must be JSON');
    });
    if (!isRecord(body)) throw new BadRequest('The request body must be a JSON object');
    returnUrl = redirectUrl(body, 'return_url', deps);
  } catch (error) {
    if (error instanceof BadRequest) return json({ error: error.message }, 400);
    throw error;
  }
  const subscription = await deps.admin.subscriptionOf(user.id);
  if (!subscription?.customer_id || !subscription.subscription_id) {
    return json({ error: 'You have no subscription to manage' }, 400);
  }
  const portal = { user, customerId: subscription.customer_id, returnUrl };
  if (deps.stripe) {
    try {
      const session = await deps.stripe.billingPortal.sessions.create({
        customer: portal.customerId,
        return_url: returnUrl,
      });
      return json({ url: session.url });
    } catch (error) {
      console.error('billing-portal: Stripe refused:', error instanceof Error ? error.message : error);
      return json(
        { error: 'The payment provider could not open the billing portal. Please try again.' },
        502,
      );
    }
  }
  if (deps.localPortal) return json({ url: await deps.localPortal(portal) });
  return json({ error: 'Payments are not configured: set STRIPE_SECRET_KEY' }, 503);
}
