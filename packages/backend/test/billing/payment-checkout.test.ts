// payment-checkout without STRIPE_SECRET_KEY (issue 12): the function's errors, and the local test-mode checkout
// page, whose successful card completes through the signed webhook like Stripe's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsServer, startPaymentsServer } from './payments-helpers.ts';

let server: PaymentsServer;
let prices: { personal: string; family: string };
const APP = 'http://localhost:5173';
const SUCCESS = `${APP}/dashboard/settings?success=true`;
const CANCEL = `${APP}/dashboard/settings?canceled=true`;

beforeAll(async () => {
  server = await startPaymentsServer('checkout');
  prices = await server.priceIds();
});

afterAll(async () => {
  await server?.stop();
});

function checkout(body: unknown, token?: string, method = 'POST') {
  const headers: Record<string, string> = { apikey: server.anonKey, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${server.url}/functions/v1/payment-checkout`, {
    method,
    headers,
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));
}

const valid = () => ({
  price_id: prices.personal,
  success_url: SUCCESS,
  cancel_url: CANCEL,
  mode: 'subscription',
});

async function myPlan(user: Awaited<ReturnType<PaymentsServer['signUp']>>) {
  const { data, error } = await user.client.rpc('my_plan').single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

function pay(url: string, card: { number: string; expiry?: string; cvc?: string }) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number: card.number,
      expiry: card.expiry ?? '12 / 34',
      cvc: card.cvc ?? '123',
    }),
    redirect: 'manual',
  });
}

describe('payment-checkout errors', () => {
  it('answers {error} with a 4xx for every bad request', async () => {
    const user = await server.signUp('checkout-errors');
    const cases: [unknown, string | undefined, number, string][] = [
      [valid(), undefined, 401, 'Sign in to start checkout'],
      [valid(), 'not-a-token', 401, 'Sign in to start checkout'],
      ['{not json', user.accessToken, 400, 'The request body must be JSON'],
      [[1, 2], user.accessToken, 400, 'The request body must be a JSON object'],
      [{ ...valid(), price_id: undefined }, user.accessToken, 400, 'price_id is required'],
      [
        { ...valid(), price_id: 'price_made_up' },
        user.accessToken,
        400,
        'Unknown price_id: no plan is sold at this price',
      ],
      [
        { ...valid(), success_url: '/dashboard' },
        user.accessToken,
        400,
        'success_url must be an absolute http(s) URL',
      ],
      [
        { ...valid(), cancel_url: 'javascript:alert(1)' },
        user.accessToken,
        400,
        'cancel_url must be an absolute http(s) URL',
      ],
      [
        { ...valid(), success_url: 'https://evil.example/x' },
        user.accessToken,
        400,
        'success_url must be an address of this app',
      ],
      [{ ...valid(), cancel_url: undefined }, user.accessToken, 400, 'cancel_url is required'],
      [{ ...valid(), mode: 'payment' }, user.accessToken, 400, "mode must be 'subscription'"],
    ];
    for (const [body, token, status, error] of cases) {
      expect(await checkout(body, token), JSON.stringify(body)).toEqual({ status, body: { error } });
    }
    expect((await checkout(undefined, user.accessToken, 'GET')).status).toBe(405);
    // Free is bought by no price: the null price id of the catalogue is not a price either.
    expect((await checkout({ ...valid(), price_id: null }, user.accessToken)).status).toBe(400);
    expect(await server.subscriptionOf(user.id)).toBeNull();
  });
});

describe('local test-mode checkout', () => {
  it('shows the plan and the card form, under a policy that lets its form post and return to the app', async () => {
    const user = await server.signUp('checkout-page');
    const { status, body } = await checkout({ ...valid(), price_id: prices.family }, user.accessToken);
    expect(status).toBe(200);
    const url = String(body.url);
    expect(url).toMatch(new RegExp(`^${server.url}/checkout/cs_local_[0-9a-f]+$`));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      'Family',
      '$10.00',
      'Card number',
      'Expiry',
      'CVC',
      '>Subscribe<',
      `href="${CANCEL}"`,
    ]) {
      expect(html).toContain(text);
    }
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${APP}`);
    expect(policy).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${server.url}/checkout/cs_local_nothing`)).status).toBe(404);
  });

  it('declines 4000 0000 0000 0002 and 9995 with Stripe texts and changes nothing; 4242 subscribes', async () => {
    const user = await server.signUp('checkout-cards');
    const { body } = await checkout(valid(), user.accessToken);
    const url = String(body.url);

    const declined = await pay(url, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    const poor = await pay(url, { number: '4000 0000 0000 9995' });
    expect(await poor.text()).toContain('Your card has insufficient funds.');
    const expired = await pay(url, { number: '4242 4242 4242 4242', expiry: '01 / 20' });
    expect(await expired.text()).toContain('expiration year is in the past.');
    expect(await myPlan(user)).toMatchObject({ plan_id: 'free', subscription_status: 'not_started' });

    const paid = await pay(url, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(SUCCESS);
    expect(await myPlan(user)).toMatchObject({
      plan_id: 'personal',
      plan_name: 'Personal',
      subscription_status: 'active',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
    });
    // The session is spent: paying again subscribes nobody twice, it only leads back to the app.
    const again = await pay(url, { number: '4242 4242 4242 4242' });
    expect(again.status).toBe(303);
    const { data } = await user.client.from('user_subscription').select('*').single();
    expect(data).toMatchObject({ price_id: prices.personal, subscription_status: 'active' });
  });

  it('keeps one customer per user across checkouts, and a plan switch replaces the subscription', async () => {
    const user = await server.signUp('checkout-customer');
    const first = String((await checkout(valid(), user.accessToken)).body.url);
    const customer = (await server.subscriptionOf(user.id))?.customer_id;
    expect(customer).toMatch(/^cus_local_/);
    expect((await pay(first, { number: '5555 5555 5555 4444' })).status).toBe(303);
    const second = String(
      (await checkout({ ...valid(), price_id: prices.family }, user.accessToken)).body.url,
    );
    expect(second).not.toBe(first);
    expect((await pay(second, { number: '4242424242424242' })).status).toBe(303);
    expect(await server.subscriptionOf(user.id)).toMatchObject({
      customer_id: customer,
      price_id: prices.family,
      payment_method_brand: 'visa',
    });
    expect(await myPlan(user)).toMatchObject({ plan_id: 'family' });
  });
});
