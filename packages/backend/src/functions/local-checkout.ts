// The local server's test-mode checkout, used when no STRIPE_SECRET_KEY is set: payment-checkout answers the
// address of a page served here; a test card that succeeds completes the checkout by sending the stripe-webhook
// function a `checkout.session.completed` event signed with the webhook's secret, exactly as Stripe would, so
// the app and the database cannot tell the two apart.
import { Hono } from 'hono';
import { billingAdmin } from '../../supabase/functions/_shared/billing-admin.ts';
import type { CheckoutRequest } from '../../supabase/functions/_shared/payment-checkout.ts';
import type { AppContext } from '../context.ts';
import { checkoutPage, messagePage } from './local-checkout-page.ts';
import { localId, sendSignedEvent, subscriptionObject } from './local-stripe-events.ts';
import { checkCard } from './test-cards.ts';

interface LocalSession extends CheckoutRequest {
  id: string;
  customerId: string;
  createdAt: number;
  completed: boolean;
}

/** As on Stripe, a checkout session that is not paid within a day expires. */
const SESSION_LIFETIME_MS = 24 * 3600 * 1000;
const MAX_SESSIONS = 10_000;
const MAX_FORM_BYTES = 4096;

const stores = new WeakMap<AppContext, Map<string, LocalSession>>();

function storeOf(app: AppContext): Map<string, LocalSession> {
  let store = stores.get(app);
  if (!store) {
    store = new Map();
    stores.set(app, store);
  }
  return store;
}

function liveSession(app: AppContext, id: string): LocalSession | undefined {
  const session = storeOf(app).get(id);
  if (session && Date.now() - session.createdAt > SESSION_LIFETIME_MS) {
    storeOf(app).delete(id);
    return undefined;
  }
  return session;
}

/** Opens a checkout session for the page; answers its address. One customer per user, as with Stripe. */
export async function localCheckout(app: AppContext, checkout: CheckoutRequest): Promise<string> {
  const admin = billingAdmin({
    url: app.internalUrl,
    anonKey: app.keys.anonKey,
    serviceRoleKey: app.keys.serviceRoleKey,
  });
  const customerId =
    (await admin.customerOf(checkout.user.id)) ??
    (await admin.rememberCustomer(checkout.user.id, localId('cus')));
  const store = storeOf(app);
  // Oldest first in a Map: the cap drops abandoned sessions, never an unbounded memory.
  while (store.size >= MAX_SESSIONS) store.delete(store.keys().next().value as string);
  const session: LocalSession = {
    ...checkout,
    id: localId('cs'),
    customerId,
    createdAt: Date.now(),
    completed: false,
  };
  store.set(session.id, session);
  return `${app.publicUrl}/checkout/${session.id}`;
}

/** Sends the completed checkout to the webhook as Stripe would; true when the webhook accepted it. */
function fulfil(app: AppContext, session: LocalSession, card: { brand: string; last4: string }) {
  const now = Math.floor(Date.now() / 1000);
  const subscription = subscriptionObject({
    id: localId('sub'),
    userId: session.user.id,
    customerId: session.customerId,
    priceId: session.plan.price_id,
    status: 'active',
    cancelAtPeriodEnd: false,
    card,
    periodStart: now,
    periodEnd: now + 30 * 24 * 3600,
  });
  return sendSignedEvent(app, 'checkout.session.completed', {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: session.user.id,
    customer: session.customerId,
    metadata: { user_id: session.user.id },
    // Stripe names the subscription by id; the local one has no API to look it up, so it comes expanded.
    subscription,
  });
}

function pageView(session: LocalSession, extra: { error?: string; number?: string; expiry?: string } = {}) {
  return {
    action: `/checkout/${session.id}`,
    planName: session.plan.plan_name,
    monthlyPriceCents: session.plan.monthly_price_cents,
    email: session.user.email,
    cancelUrl: session.cancelUrl,
    ...extra,
  };
}

/**
 * The page's policy: the security headers' page policy, but the form may post here and the browser may then be
 * sent on to the app's success address (browsers check a form's redirects against form-action too).
 */
function pagePolicy(session: LocalSession): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    `form-action 'self' ${new URL(session.successUrl).origin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

const gone = () =>
  messagePage(
    'Checkout not found',
    'This checkout session has expired or does not exist. Start again from the app.',
  );

export function checkoutRoutes(app: AppContext): Hono {
  const routes = new Hono();

  routes.get('/checkout/:id', (c) => {
    const session = liveSession(app, c.req.param('id'));
    if (!session) return c.html(gone(), 404);
    if (session.completed) return c.redirect(session.successUrl, 303);
    c.header('Content-Security-Policy', pagePolicy(session));
    return c.html(checkoutPage(pageView(session)));
  });

  routes.post('/checkout/:id', async (c) => {
    const session = liveSession(app, c.req.param('id'));
    if (!session) return c.html(gone(), 404);
    if (session.completed) return c.redirect(session.successUrl, 303);
    c.header('Content-Security-Policy', pagePolicy(session));
    const body = await c.req.text();
    if (body.length > MAX_FORM_BYTES) return c.html(messagePage('Too large', 'The form is too large.'), 413);
    const form = new URLSearchParams(body);
    const input = {
      number: form.get('number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    const result = checkCard(input);
    if (!result.ok) {
      // 200, as Stripe's page does: the refusal is the page's content, not a failed load the browser would log.
      return c.html(checkoutPage(pageView(session, { ...input, error: result.message })));
    }
    // Marked first: a second click while the webhook runs must not subscribe twice.
    session.completed = true;
    if (!(await fulfil(app, session, result))) {
      session.completed = false;
      const error = 'We could not complete your payment. Please try again.';
      return c.html(checkoutPage(pageView(session, { ...input, error })), 502);
    }
    return c.redirect(session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  return routes;
}
