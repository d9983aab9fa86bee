// The local server's test-mode billing portal, used when no STRIPE_SECRET_KEY is set ("Manage Subscription"):
// switch plan, cancel at the period's end (or undo it), or end the subscription now, as a stand-in for the day
// the period ends. Every change reaches the database the way Stripe's would: a signed event sent to the
// stripe-webhook function.
import { Hono } from 'hono';
import { type BillingPlan, billingAdmin } from '../../supabase/functions/_shared/billing-admin.ts';
import type { PortalRequest } from '../../supabase/functions/_shared/billing-portal.ts';
import type { AppContext } from '../context.ts';
import { formatPrice, messagePage } from './local-checkout-page.ts';
import { localId, sendSignedEvent, subscriptionObject } from './local-stripe-events.ts';

interface PortalSession extends PortalRequest {
  id: string;
  createdAt: number;
}

const SESSION_LIFETIME_MS = 3600 * 1000;
const MAX_SESSIONS = 10_000;
const stores = new WeakMap<AppContext, Map<string, PortalSession>>();

function storeOf(app: AppContext): Map<string, PortalSession> {
  let store = stores.get(app);
  if (!store) {
    store = new Map();
    stores.set(app, store);
  }
  return store;
}

const adminOf = (app: AppContext) =>
  billingAdmin({ url: app.internalUrl, anonKey: app.keys.anonKey, serviceRoleKey: app.keys.serviceRoleKey });

export async function localPortal(app: AppContext, request: PortalRequest): Promise<string> {
  const store = storeOf(app);
  while (store.size >= MAX_SESSIONS) store.delete(store.keys().next().value as string);
  const session: PortalSession = { ...request, id: localId('bps'), createdAt: Date.now() };
  store.set(session.id, session);
  return `${app.publicUrl}/portal/${session.id}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const seconds = (value: string | null, fallback: number) =>
  value ? Math.floor(new Date(value).getTime() / 1000) : fallback;

function portalPage(
  session: PortalSession,
  plans: BillingPlan[],
  current: BillingPlan | undefined,
  row: {
    status: string;
    cancel_at_period_end: boolean;
    current_period_end: string | null;
    payment_method_brand: string | null;
    payment_method_last4: string | null;
  },
): string {
  const button = (action: string, label: string, extra = '') =>
    `<form method="post" action="/portal/${session.id}"><input type="hidden" name="action" value="${action}">${extra}<button type="submit">${escapeHtml(label)}</button></form>`;
  const switches = plans
    .filter((plan) => plan.price_id && plan.price_id !== current?.price_id)
    .map((plan) =>
      button(
        'switch',
        `Switch to ${plan.plan_name} (${formatPrice(plan.monthly_price_cents)} per month)`,
        `<input type="hidden" name="price_id" value="${escapeHtml(plan.price_id ?? '')}">`,
      ),
    )
    .join('\n');
  const ends = row.current_period_end
    ? new Date(row.current_period_end).toISOString().slice(0, 10)
    : 'unknown';
  const card = row.payment_method_brand
    ? `<p>Card: ${escapeHtml(row.payment_method_brand)} ending in ${escapeHtml(row.payment_method_last4 ?? '')}</p>`
    : '';
  const active = current !== undefined;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Manage subscription (test mode)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f7f9;color:#1a1a1a;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem}form{margin:.5rem 0}
button{width:100%;padding:.6rem;border:1px solid #1f6f4a;border-radius:.375rem;background:#fff;color:#1f6f4a;font-size:1rem;cursor:pointer}
.badge{display:inline-block;background:#fff4d6;color:#6b4b00;border-radius:.25rem;padding:.1rem .5rem;font-size:.8rem}
a{display:block;text-align:center;margin-top:1rem;color:#1f4f8a}
</style></head>
<body><main>
<span class="badge">Test mode</span>
<h1>Manage subscription</h1>
<p>Current plan: <strong>${escapeHtml(current?.plan_name ?? 'Free')}</strong> (${escapeHtml(row.status)})</p>
${card}
${active ? `<p>${row.cancel_at_period_end ? `Cancels on ${ends}.` : `Renews on ${ends}.`}</p>` : ''}
${active ? switches : ''}
${active ? (row.cancel_at_period_end ? button('renew', 'Keep my subscription') : button('cancel', 'Cancel at the end of the period')) : ''}
${active ? button('end', 'End the subscription now (test mode: as when the period ends)') : '<p>There is no active subscription.</p>'}
<a href="${escapeHtml(session.returnUrl)}">Return to Evergreen Memorials</a>
</main></body></html>`;
}

const pagePolicy = (session: PortalSession) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    `form-action 'self' ${new URL(session.returnUrl).origin}`,
    "frame-ancestors 'none'",
  ].join('; ');

export function portalRoutes(app: AppContext): Hono {
  const routes = new Hono();
  const live = (id: string) => {
    const session = storeOf(app).get(id);
    return session && Date.now() - session.createdAt <= SESSION_LIFETIME_MS ? session : undefined;
  };
  const state = async (session: PortalSession) => {
    const admin = adminOf(app);
    const [plans, row] = await Promise.all([admin.plans(), admin.subscriptionOf(session.user.id)]);
    const current = plans.find((plan) => plan.price_id !== null && plan.price_id === row?.price_id);
    return { plans, row, current };
  };
  const gone = () =>
    messagePage('Portal session not found', 'This link has expired. Open it again from the app.');

  routes.get('/portal/:id', async (c) => {
    const session = live(c.req.param('id'));
    if (!session) return c.html(gone(), 404);
    const { plans, row, current } = await state(session);
    if (!row) return c.html(gone(), 404);
    c.header('Content-Security-Policy', pagePolicy(session));
    return c.html(portalPage(session, plans, current, row));
  });

  routes.post('/portal/:id', async (c) => {
    const session = live(c.req.param('id'));
    if (!session) return c.html(gone(), 404);
    c.header('Content-Security-Policy', pagePolicy(session));
    const body = await c.req.text();
    if (body.length > 2048) return c.html(messagePage('Too large', 'The form is too large.'), 413);
    const form = new URLSearchParams(body);
    const { plans, row, current } = await state(session);
    if (!row?.subscription_id || !current) {
      return c.html(messagePage('Nothing to manage', 'There is no active subscription.'), 400);
    }
    const now = Math.floor(Date.now() / 1000);
    const base = {
      id: row.subscription_id,
      userId: session.user.id,
      customerId: session.customerId,
      priceId: current.price_id ?? '',
      status: row.status,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      card: { brand: row.payment_method_brand, last4: row.payment_method_last4 },
      periodStart: seconds(row.current_period_start, now),
      periodEnd: seconds(row.current_period_end, now + 30 * 24 * 3600),
    };
    const action = form.get('action');
    let sent: boolean;
    if (action === 'switch') {
      const target = plans.find((plan) => plan.price_id !== null && plan.price_id === form.get('price_id'));
      if (!target?.price_id) return c.html(messagePage('Unknown plan', 'That plan is not sold.'), 400);
      sent = await sendSignedEvent(
        app,
        'customer.subscription.updated',
        subscriptionObject({ ...base, priceId: target.price_id }),
      );
    } else if (action === 'cancel' || action === 'renew') {
      sent = await sendSignedEvent(
        app,
        'customer.subscription.updated',
        subscriptionObject({ ...base, cancelAtPeriodEnd: action === 'cancel' }),
      );
    } else if (action === 'end') {
      sent = await sendSignedEvent(
        app,
        'customer.subscription.deleted',
        subscriptionObject({ ...base, status: 'canceled', periodEnd: now }),
      );
    } else {
      return c.html(messagePage('Unknown action', 'Choose one of the buttons.'), 400);
    }
    if (!sent) return c.html(messagePage('Not changed', 'The change could not be saved. Try again.'), 502);
    return c.redirect(session.returnUrl, 303);
  });

  return routes;
}
