// payment-checkout and stripe-webhook with STRIPE_SECRET_KEY, against a local stand-in for the Stripe API
// (STRIPE_API_URL): Stripe itself cannot be reached from the tests.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsServer, startPaymentsServer } from './payments-helpers.ts';

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

const seen: Seen[] = [];
let stripeApi: Server;
let server: PaymentsServer;
let prices: { personal: string; family: string };
let customers = 0;
const APP = 'http://localhost:5173';

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

/** What Stripe answers to the calls the functions make; anything else is a 404 like Stripe's. */
async function answer(request: IncomingMessage): Promise<[number, unknown]> {
  const url = new URL(request.url ?? '/', 'http://stripe.test');
  const body = new URLSearchParams(await read(request));
  seen.push({
    method: request.method ?? '',
    path: url.pathname,
    body,
    authorization: request.headers.authorization,
    idempotencyKey: request.headers['idempotency-key'] as string | undefined,
  });
  if (request.method === 'POST' && url.pathname === '/v1/customers') {
    customers += 1;
    return [200, { id: `cus_standin_${customers}`, object: 'customer', email: body.get('email') }];
  }
  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const id = `cs_standin_${seen.length}`;
    return [200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }];
  }
  if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
    return [
      200,
      { id: 'bps_standin', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/1' },
    ];
  }
  const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
  if (request.method === 'GET' && subscription) {
    const now = Math.floor(Date.now() / 1000);
    return [
      200,
      {
        id: subscription[1],
        object: 'subscription',
        customer: 'cus_standin_1',
        status: 'active',
        cancel_at_period_end: false,
        metadata: {},
        default_payment_method: {
          id: 'pm_1',
          object: 'payment_method',
          card: { brand: 'mastercard', last4: '4444' },
        },
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              price: { id: prices.family },
              current_period_start: now,
              current_period_end: now + 86400,
            },
          ],
        },
      },
    ];
  }
  return [
    404,
    { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` } },
  ];
}

beforeAll(async () => {
  stripeApi = createServer((request, response) => {
    void answer(request).then(([status, body]) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const address = stripeApi.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startPaymentsServer('stripe-api', {
    stripeSecretKey: 'sk_test_standin',
    stripeApiUrl: `http://127.0.0.1:${port}`,
  });
  prices = await server.priceIds();
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => stripeApi?.close(resolve));
});

function checkout(token: string, priceId: string) {
  return fetch(`${server.url}/functions/v1/payment-checkout`, {
    method: 'POST',
    headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      price_id: priceId,
      success_url: `${APP}/dashboard/settings?success=true`,
      cancel_url: `${APP}/dashboard/settings?canceled=true`,
      mode: 'subscription',
    }),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));
}

describe('with STRIPE_SECRET_KEY', () => {
  it('creates a Checkout Session for one Stripe customer per user, created once and reused', async () => {
    const user = await server.signUp('stripe-customer');
    const first = await checkout(user.accessToken, prices.personal);
    expect(first).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_standin_/) },
    });
    const second = await checkout(user.accessToken, prices.family);
    expect(second.status).toBe(200);

    const created = seen.filter((call) => call.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]?.body.get('email')).toBe(user.email);
    expect(created[0]?.body.get('metadata[user_id]')).toBe(user.id);
    expect(created[0]?.idempotencyKey).toBe(`evergreen-customer-${user.id}`);
    expect(created[0]?.authorization).toBe('Bearer sk_test_standin');

    const sessions = seen.filter((call) => call.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    for (const [index, session] of sessions.entries()) {
      expect(Object.fromEntries(session.body)).toMatchObject({
        mode: 'subscription',
        customer: 'cus_standin_1',
        client_reference_id: user.id,
        'line_items[0][price]': index === 0 ? prices.personal : prices.family,
        'line_items[0][quantity]': '1',
        success_url: `${APP}/dashboard/settings?success=true`,
        cancel_url: `${APP}/dashboard/settings?canceled=true`,
        'subscription_data[metadata][user_id]': user.id,
      });
    }
    expect(await server.subscriptionOf(user.id)).toMatchObject({
      customer_id: 'cus_standin_1',
      price_id: null,
    });
  });

  it('fulfils checkout.session.completed by looking the subscription and its card up at Stripe', async () => {
    const user = await server.signUp('stripe-completed');
    const event = {
      id: 'evt_standin_completed',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_standin_x',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: user.id,
          customer: 'cus_standin_completed',
          subscription: 'sub_standin_1',
        },
      },
    };
    expect(await server.deliverEvent(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    const lookup = seen.find(
      (call) => call.method === 'GET' && call.path === '/v1/subscriptions/sub_standin_1',
    );
    expect(lookup).toBeDefined();
    const { data } = await user.client.rpc('my_plan').single();
    expect(data).toMatchObject({
      plan_id: 'family',
      subscription_status: 'active',
      payment_method_brand: 'mastercard',
      payment_method_last4: '4444',
    });

    // "Manage Subscription" opens Stripe's customer portal for the same customer.
    const portal = await fetch(`${server.url}/functions/v1/billing-portal`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ return_url: `${APP}/dashboard/settings` }),
    });
    expect(await portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session/1' });
    const opened = seen.find((call) => call.path === '/v1/billing_portal/sessions');
    expect(Object.fromEntries(opened?.body ?? [])).toEqual({
      customer: 'cus_standin_completed',
      return_url: `${APP}/dashboard/settings`,
    });
  });

  it('answers 502 with {error} when Stripe refuses, and serves no local checkout page', async () => {
    const user = await server.signUp('stripe-down');
    await new Promise((resolve) => stripeApi.close(resolve));
    const result = await checkout(user.accessToken, prices.personal);
    expect(result).toEqual({
      status: 502,
      body: { error: 'The payment provider could not start the checkout. Please try again.' },
    });
    expect((await fetch(`${server.url}/checkout/cs_local_anything`)).status).toBe(404);
  });
});
