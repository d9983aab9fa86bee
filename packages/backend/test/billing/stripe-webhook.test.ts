// stripe-webhook (issue 12): the signature is the only credential, checked as Stripe checks it; fulfilment is
// idempotent on the event id and an older event never overwrites a newer state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsServer, sign, startPaymentsServer, subscriptionEvent } from './payments-helpers.ts';

let server: PaymentsServer;
let prices: { personal: string; family: string };

beforeAll(async () => {
  server = await startPaymentsServer('webhook');
  prices = await server.priceIds();
});

afterAll(async () => {
  await server?.stop();
});

const now = () => Math.floor(Date.now() / 1000);

async function myPlan(client: PaymentsServer['service']) {
  const { data, error } = await client.rpc('my_plan').single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

describe('stripe-webhook signature', () => {
  it('accepts a correctly signed event without an API key or JWT', async () => {
    const user = await server.signUp('signed');
    const event = subscriptionEvent('customer.subscription.created', {
      userId: user.id,
      customer: 'cus_signed',
      priceId: prices.personal,
      status: 'active',
      created: now(),
    });
    expect(await server.deliverEvent(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    expect(await myPlan(user.client)).toMatchObject({
      plan_id: 'personal',
      subscription_status: 'active',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
    });
  });

  it('refuses a missing header, a tampered body, a wrong secret and a signature older than 300 s', async () => {
    const user = await server.signUp('forged');
    const event = subscriptionEvent('customer.subscription.created', {
      userId: user.id,
      customer: 'cus_forged',
      priceId: prices.family,
      status: 'active',
      created: now(),
    });
    const payload = JSON.stringify(event);
    const missing = await server.deliver(payload);
    expect(missing).toEqual({ status: 400, body: { error: 'Missing Stripe-Signature header' } });

    const tampered = payload.replace(prices.family, prices.personal);
    const results = [
      await server.deliver(tampered, sign(payload)),
      await server.deliver(payload, sign(payload, { secret: 'whsec_wrong' })),
      await server.deliver(payload, sign(payload, { timestamp: now() - 301 })),
      await server.deliver(payload, 't=1,v1=deadbeef'),
    ];
    for (const result of results) {
      expect(result.status).toBe(400);
      expect(String(result.body.error)).toMatch(/^Webhook signature verification failed/);
    }
    expect(String(results[2]?.body.error)).toMatch(/tolerance/i);
    // Nothing was written.
    expect(await server.subscriptionOf(user.id)).toBeNull();
    // Within the window it is accepted.
    expect((await server.deliver(payload, sign(payload, { timestamp: now() - 250 }))).status).toBe(200);
  });

  it('answers 405 to anything but POST and ignores event types it does not act on', async () => {
    const response = await fetch(`${server.url}/functions/v1/stripe-webhook`);
    expect(response.status).toBe(405);
    const other = {
      id: 'evt_other',
      object: 'event',
      type: 'charge.succeeded',
      created: now(),
      data: { object: {} },
    };
    expect(await server.deliverEvent(other)).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
  });
});

describe('stripe-webhook fulfilment', () => {
  it('leaves exactly the final state after 100 events delivered 3 times each in shuffled order', async () => {
    const users = await Promise.all([0, 1, 2, 3].map((n) => server.signUp(`order-${n}`)));
    const statuses = ['incomplete', 'trialing', 'active', 'past_due', 'active', 'unpaid'];
    const start = now() - 1000;
    const events = Array.from({ length: 100 }, (_, i) => {
      const user = users[i % users.length];
      if (!user) throw new Error('no user');
      return subscriptionEvent(i < 4 ? 'customer.subscription.created' : 'customer.subscription.updated', {
        userId: user.id,
        customer: `cus_order_${i % users.length}_${user.id.slice(0, 6)}`,
        priceId: i % 3 === 0 ? prices.family : prices.personal,
        status: statuses[i % statuses.length] ?? 'active',
        created: start + i,
        last4: String(1000 + i),
      });
    });
    // Three deliveries of each, in an order fixed by a seeded shuffle so a failure can be replayed.
    const deliveries = events.flatMap((event) => [event, event, event]);
    let seed = 12;
    for (let i = deliveries.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const j = seed % (i + 1);
      [deliveries[i], deliveries[j]] = [
        deliveries[j] as (typeof deliveries)[number],
        deliveries[i] as (typeof deliveries)[number],
      ];
    }
    const outcomes = new Map<string, string[]>();
    // Four at a time, as Stripe delivers concurrently.
    for (let i = 0; i < deliveries.length; i += 4) {
      const batch = deliveries.slice(i, i + 4);
      const results = await Promise.all(batch.map((event) => server.deliverEvent(event)));
      results.forEach((result, k) => {
        expect(result.status).toBe(200);
        const id = batch[k]?.id ?? '';
        outcomes.set(id, [...(outcomes.get(id) ?? []), String(result.body.outcome)]);
      });
    }
    // Each event fulfilled (or found stale) exactly once; the other two deliveries were duplicates.
    for (const event of events) {
      const seen = outcomes.get(event.id) ?? [];
      expect(seen.filter((outcome) => outcome === 'duplicate')).toHaveLength(2);
      expect(seen.filter((outcome) => outcome === 'applied' || outcome === 'stale')).toHaveLength(1);
    }
    for (const [u, user] of users.entries()) {
      const last = events.filter((_, i) => i % users.length === u).at(-1);
      const row = await server.subscriptionOf(user.id);
      expect(row?.payment_method_last4).toBe(last?.data.object.default_payment_method.card.last4);
      expect(row?.status).toBe(last?.data.object.status);
      expect(row?.price_id).toBe(last?.data.object.items.data[0]?.price.id);
    }
  });

  it('marks a failed invoice past due and a deleted subscription Free, never undone by an older event', async () => {
    const user = await server.signUp('lifecycle');
    const customer = `cus_life_${user.id.slice(0, 6)}`;
    const t = now() - 100;
    const fields = { userId: user.id, customer, priceId: prices.family, status: 'active' };
    expect(
      (
        await server.deliverEvent(
          subscriptionEvent('customer.subscription.created', { ...fields, created: t }),
        )
      ).body.outcome,
    ).toBe('applied');
    const failed = {
      id: `evt_inv_${user.id.slice(0, 8)}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created: t + 10,
      data: { object: { id: 'in_1', object: 'invoice', customer } },
    };
    expect((await server.deliverEvent(failed)).body.outcome).toBe('applied');
    expect(await myPlan(user.client)).toMatchObject({ plan_id: 'family', subscription_status: 'past_due' });
    const deleted = subscriptionEvent('customer.subscription.deleted', {
      ...fields,
      status: 'canceled',
      created: t + 20,
    });
    expect((await server.deliverEvent(deleted)).body.outcome).toBe('applied');
    // A late `updated` from before the cancellation changes nothing.
    const late = subscriptionEvent('customer.subscription.updated', { ...fields, created: t + 15 });
    expect((await server.deliverEvent(late)).body.outcome).toBe('stale');
    expect(await myPlan(user.client)).toMatchObject({ plan_id: 'free', subscription_status: 'canceled' });
    expect(await server.subscriptionOf(user.id)).toMatchObject({ price_id: null, customer_id: customer });
  });

  it('ignores an event for a customer no user is linked to', async () => {
    const failed = {
      id: 'evt_unknown_customer',
      object: 'event',
      type: 'invoice.payment_failed',
      created: now(),
      data: { object: { id: 'in_2', object: 'invoice', customer: 'cus_nobody' } },
    };
    expect(await server.deliverEvent(failed)).toEqual({
      status: 200,
      body: { received: true, outcome: 'unknown_customer' },
    });
  });
});

describe('subscriptions: who reads and who writes', () => {
  it('only the owner reads the row; no user writes it or calls the webhook functions', async () => {
    const owner = await server.signUp('sub-owner');
    const other = await server.signUp('sub-other');
    const event = subscriptionEvent('customer.subscription.created', {
      userId: owner.id,
      customer: `cus_rls_${owner.id.slice(0, 6)}`,
      priceId: prices.personal,
      status: 'active',
      created: now(),
    });
    expect((await server.deliverEvent(event)).status).toBe(200);
    expect((await owner.client.from('subscriptions').select('price_id')).data).toEqual([
      { price_id: prices.personal },
    ]);
    expect(
      (await other.client.from('subscriptions').select('price_id').eq('user_id', owner.id)).data,
    ).toEqual([]);
    expect((await other.client.from('user_subscription').select('price_id')).data).toEqual([]);

    const update = await owner.client
      .from('subscriptions')
      .update({ price_id: prices.family })
      .eq('user_id', owner.id);
    expect(update.error?.code).toBe('42501');
    const insert = await other.client
      .from('subscriptions')
      .insert({ user_id: other.id, price_id: prices.family });
    expect(insert.error?.code).toBe('42501');
    for (const client of [owner.client, server.clientOf(server.anonKey)]) {
      const apply = await client.rpc('apply_stripe_event', {
        event_id: 'evt_self',
        event_type: 'customer.subscription.updated',
        event_created: new Date().toISOString(),
        account: owner.id,
        customer: null,
        state: { price_id: prices.family, status: 'active' },
      });
      expect(apply.error?.code).toBe('42501');
      const remember = await client.rpc('remember_stripe_customer', {
        account: owner.id,
        customer: 'cus_evil',
      });
      expect(remember.error?.code).toBe('42501');
    }
    expect(await server.subscriptionOf(owner.id)).toMatchObject({ price_id: prices.personal });
  });
});
