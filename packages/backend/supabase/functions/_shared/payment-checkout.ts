// The payment-checkout edge function (spec section 7), shared by the Supabase deployment
// (payment-checkout/index.ts, on Deno) and the local server (src/functions/payment-checkout.ts, on Node).
// POST with the user's Bearer token and {price_id, success_url, cancel_url, mode}; answers {url} or {error}.
import type { BillingAdmin, BillingPlan } from './billing-admin.ts';
import { bearerToken, isRecord, json } from './http.ts';
import type { Stripe } from './stripe-client.ts';

export interface CheckoutRequest {
  user: { id: string; email: string | null };
  plan: BillingPlan & { price_id: string };
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutDeps {
  admin: BillingAdmin;
  /** Set when STRIPE_SECRET_KEY is: the checkout is Stripe's. */
  stripe?: Stripe;
  /** Otherwise the local server's own test-mode checkout page; answers its address. */
  localCheckout?: (request: CheckoutRequest) => Promise<string>;
  /** Where success and cancel may send the browser (the app's origins); any http(s) address when absent. */
  isAllowedRedirect?: (url: string) => boolean;
}

export class BadRequest extends Error {}

export function redirectUrl(
  body: Record<string, unknown>,
  name: string,
  deps: Pick<CheckoutDeps, 'isAllowedRedirect'>,
): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw new BadRequest(`${name} is required`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BadRequest(`${name} must be an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequest(`${name} must be an absolute http(s) URL`);
  }
  if (deps.isAllowedRedirect && !deps.isAllowedRedirect(url.href)) {
    throw new BadRequest(`${name} must be an address of this app`);
  }
  return url.href;
}

/** One Stripe customer per user: the stored one, or a new one stored for every later checkout. */
async function customerFor(
  stripe: Stripe,
  admin: BillingAdmin,
  user: CheckoutRequest['user'],
): Promise<string> {
  const stored = await admin.customerOf(user.id);
  if (stored) return stored;
  const customer = await stripe.customers.create(
    { ...(user.email ? { email: user.email } : {}), metadata: { user_id: user.id } },
    // Two checkouts started at once create one customer: Stripe answers the same request the same way.
    { idempotencyKey: `evergreen-customer-${user.id}` },
  );
  return admin.rememberCustomer(user.id, customer.id);
}

async function stripeCheckout(
  stripe: Stripe,
  admin: BillingAdmin,
  request: CheckoutRequest,
): Promise<string> {
  const customer = await customerFor(stripe, admin, request.user);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: request.user.id,
    line_items: [{ price: request.plan.price_id, quantity: 1 }],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    metadata: { user_id: request.user.id },
    // The webhook finds the user of every later subscription event by this.
    subscription_data: { metadata: { user_id: request.user.id } },
  });
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
  return session.url;
}

export async function paymentCheckout(request: Request, deps: CheckoutDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const token = bearerToken(request);
  const found = token ? await deps.admin.userOfToken(token) : undefined;
  if (!found) return json({ error: 'Sign in to start checkout' }, 401);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'The request body must be JSON' }, 400);
  }
  let checkout: CheckoutRequest;
  try {
    if (!isRecord(body)) throw new BadRequest('The request body must be a JSON object');
    const mode = body.mode ?? 'subscription';
    if (mode !== 'subscription') throw new BadRequest("mode must be 'subscription'");
    const priceId = body.price_id;
    if (typeof priceId !== 'string' || priceId === '') throw new BadRequest('price_id is required');
    const successUrl = redirectUrl(body, 'success_url', deps);
    const cancelUrl = redirectUrl(body, 'cancel_url', deps);
    const plan = (await deps.admin.plans()).find((entry) => entry.price_id === priceId);
    if (!plan?.price_id) throw new BadRequest('Unknown price_id: no plan is sold at this price');
    checkout = { user: found, plan: { ...plan, price_id: plan.price_id }, successUrl, cancelUrl };
  } catch (error) {
    if (error instanceof BadRequest) return json({ error: error.message }, 400);
    throw error;
  }
  if (deps.stripe) {
    try {
      return json({ url: await stripeCheckout(deps.stripe, deps.admin, checkout) });
    } catch (error) {
      console.error(
        'payment-checkout: Stripe refused the checkout:',
        error instanceof Error ? error.message : error,
      );
      return json({ error: 'The payment provider could not start the checkout. Please try again.' }, 502);
    }
  }
  if (deps.localCheckout) return json({ url: await deps.localCheckout(checkout) });
  return json({ error: 'Payments are not configured: set STRIPE_SECRET_KEY' }, 503);
}
