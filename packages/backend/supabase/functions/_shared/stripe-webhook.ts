// The stripe-webhook edge function, shared by the Supabase deployment (stripe-webhook/index.ts, on Deno, deployed
// with --no-verify-jwt: Stripe sends no API key or JWT) and the local server, whose test-mode checkout completes
// by sending this same handler a signed event. The signature is the only credential: it is checked exactly as
// Stripe's own library checks it, with its 300-second replay window.
import type { AppliedEvent, BillingAdmin, SubscriptionState } from './billing-admin.ts';
import { isRecord, json } from './http.ts';
import { SIGNATURE_TOLERANCE_SECONDS, Stripe, webCrypto } from './stripe-client.ts';

export interface WebhookDeps {
  admin: BillingAdmin;
  /** The endpoint's signing secret (whsec_...). */
  secret: string;
  /** Set when STRIPE_SECRET_KEY is: looks up what an event only names by id (a subscription, a card). */
  stripe?: Stripe;
}

type Json = Record<string, unknown>;

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : isRecord(value) && typeof value.id === 'string' ? value.id : null;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const seconds = (value: unknown): number | null => (typeof value === 'number' ? value : null);

async function paymentMethod(value: unknown, deps: WebhookDeps): Promise<Json | null> {
  if (isRecord(value)) return value;
  if (typeof value === 'string' && deps.stripe) {
    return (await deps.stripe.paymentMethods.retrieve(value)) as unknown as Json;
  }
  return null;
}

/** The row fields a subscription object gives, wherever this API version keeps them. */
async function subscriptionState(subscription: Json, deps: WebhookDeps): Promise<SubscriptionState> {
  const items =
    isRecord(subscription.items) && Array.isArray(subscription.items.data) ? subscription.items.data : [];
  const item: Json = isRecord(items[0]) ? items[0] : {};
  const price = isRecord(item.price) ? item.price : isRecord(subscription.plan) ? subscription.plan : {};
  const state: SubscriptionState = {
    subscription_id: text(subscription.id),
    price_id: text(price.id),
    status: text(subscription.status) ?? 'incomplete',
    // Newer API versions keep the period on the item, older ones on the subscription.
    current_period_start: seconds(subscription.current_period_start) ?? seconds(item.current_period_start),
    current_period_end: seconds(subscription.current_period_end) ?? seconds(item.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end === true,
  };
  const method = await paymentMethod(subscription.default_payment_method, deps);
  const card = method && isRecord(method.card) ? method.card : undefined;
  if (card) {
    state.payment_method_brand = text(card.brand);
    state.payment_method_last4 = text(card.last4);
  }
  return state;
}

async function expandedSubscription(value: unknown, deps: WebhookDeps): Promise<Json | null> {
  if (isRecord(value)) return value;
  if (typeof value === 'string' && deps.stripe) {
    return (await deps.stripe.subscriptions.retrieve(value, {
      expand: ['default_payment_method'],
    })) as unknown as Json;
  }
  return null;
}

/** What one event changes, or undefined for an event type this app does not act on. */
async function fulfilment(event: Stripe.Event, deps: WebhookDeps): Promise<AppliedEvent | undefined> {
  const object = event.data.object as unknown as Json;
  const metadata = isRecord(object.metadata) ? object.metadata : {};
  const base = { id: event.id, type: event.type, created: event.created, customerId: idOf(object.customer) };
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.mode !== 'subscription') return undefined;
      const subscription = await expandedSubscription(object.subscription, deps);
      const state = subscription
        ? await subscriptionState(subscription, deps)
        : { subscription_id: idOf(object.subscription) };
      return { ...base, userId: text(object.client_reference_id) ?? text(metadata.user_id), state };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { ...base, userId: text(metadata.user_id), state: await subscriptionState(object, deps) };
    case 'customer.subscription.deleted': {
      const state = await subscriptionState(object, deps);
      // Spec section 4: the plan follows the price id, so an ended subscription keeps none and is Free.
      return {
        ...base,
        userId: text(metadata.user_id),
        state: { ...state, price_id: null, status: 'canceled' },
      };
    }
    case 'invoice.payment_failed':
      // The subscription's own `updated` event carries the rest; this marks the failure at once.
      return { ...base, userId: null, state: { status: 'past_due' } };
    default:
      return undefined;
  }
}

export async function stripeWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const signature = request.headers.get('stripe-signature');
  if (!signature) return json({ error: 'Missing Stripe-Signature header' }, 400);
  // The exact bytes Stripe signed: parsing and re-serialising the JSON would change them.
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      deps.secret,
      SIGNATURE_TOLERANCE_SECONDS,
      webCrypto,
    );
  } catch (error) {
    // Stripe's first line says what failed (no matching signature, outside the tolerance zone); the rest is advice.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim();
    return json({ error: `Webhook signature verification failed: ${reason}` }, 400);
  }
  if (!isRecord(event.data?.object) || typeof event.id !== 'string' || typeof event.created !== 'number') {
    return json({ error: 'The event has no id, creation time or object' }, 400);
  }
  const change = await fulfilment(event, deps);
  if (!change) return json({ received: true, outcome: 'ignored' });
  return json({ received: true, outcome: await deps.admin.applyEvent(change) });
}
