// billing-portal without STRIPE_SECRET_KEY (issue 12, "Manage Subscription"): the local test-mode portal
// switches plan, cancels at the period's end and ends a subscription through the same signed webhook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsServer, startPaymentsServer } from './payments-helpers.ts';

let server: PaymentsServer;
let prices: { personal: string; family: string };
const APP = 'http://localhost:5173/dashboard/settings';

beforeAll(async () => {
  server = await startPaymentsServer('portal');
  prices = await server.priceIds();
});

afterAll(async () => {
  await server?.stop();
});

function call(name: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { apikey: server.anonKey, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));
}

const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

async function myPlan(user: Awaited<ReturnType<PaymentsServer['signUp']>>) {
  const { data, error } = await user.client.rpc('my_plan').single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

describe('local billing portal', () => {
  it('refuses callers without a token, without a subscription, or with a foreign return_url', async () => {
    const user = await server.signUp('portal-errors');
    expect(await call('billing-portal', { return_url: APP })).toEqual({
      status: 401,
      body: { error: 'Sign in to manage your subscription' },
    });
    expect(await call('billing-portal', { return_url: APP }, user.accessToken)).toEqual({
      status: 400,
      body: { error: 'You have no subscription to manage' },
    });
    expect(await call('billing-portal', { return_url: 'https://evil.example/' }, user.accessToken)).toEqual({
      status: 400,
      body: { error: 'return_url must be an address of this app' },
    });
  });

  it('switches plan, cancels at the period end, and ends the subscription: Free again', async () => {
    const user = await server.signUp('portal-flow');
    const checkout = await call(
      'payment-checkout',
      { price_id: prices.personal, success_url: `${APP}?success=true`, cancel_url: `${APP}?canceled=true` },
      user.accessToken,
    );
    const paid = await post(String(checkout.body.url), {
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.status).toBe(303);

    const portal = await call('billing-portal', { return_url: APP }, user.accessToken);
    expect(portal.status).toBe(200);
    const url = String(portal.body.url);
    expect(url).toMatch(new RegExp(`^${server.url}/portal/bps_local_`));
    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain('<strong>Personal</strong>');
    expect(html).toContain('Switch to Family ($10.00 per month)');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173");

    const switched = await post(url, { action: 'switch', price_id: prices.family });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(APP);
    expect(await myPlan(user)).toMatchObject({ plan_id: 'family', payment_method_last4: '4242' });

    expect((await post(url, { action: 'cancel' })).status).toBe(303);
    expect(await server.subscriptionOf(user.id)).toMatchObject({
      cancel_at_period_end: true,
      price_id: prices.family,
    });
    expect(await (await fetch(url)).text()).toContain('Cancels on');

    expect((await post(url, { action: 'end' })).status).toBe(303);
    expect(await myPlan(user)).toMatchObject({ plan_id: 'free', subscription_status: 'canceled' });
    expect((await post(url, { action: 'cancel' })).status).toBe(400);
    expect((await post(url, { action: 'bogus' })).status).toBe(400);
  });
});
