// Helpers of the payment tests: a server of their own (its webhook secret and Stripe settings are the test's),
// users signed up on it, and events signed exactly as Stripe signs them.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import ws from 'ws';
import type { ServerOptions } from '../../src/config.ts';
import { startIsolatedServer } from '../isolated-server.ts';

export const WEBHOOK_SECRET = `whsec_test_${randomUUID().replaceAll('-', '')}`;

export type PaymentsServer = Awaited<ReturnType<typeof startPaymentsServer>>;

export async function startPaymentsServer(label: string, overrides: Partial<ServerOptions> = {}) {
  const server = await startIsolatedServer(label, { stripeWebhookSecret: WEBHOOK_SECRET, ...overrides });
  const { anonKey, serviceRoleKey } = server.context.keys;
  const clientOf = (key: string): SupabaseClient =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
  const service = clientOf(serviceRoleKey);

  async function signUp(label: string) {
    const client = clientOf(anonKey);
    const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
    const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-battery' });
    if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
    return { client, id: data.user.id, email, accessToken: data.session.access_token };
  }

  /** POSTs a payload to the webhook as Stripe does: no API key, no JWT, only the signature. */
  async function deliver(payload: string, signature?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== undefined) headers['stripe-signature'] = signature;
    const response = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers,
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function deliverEvent(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    return deliver(payload, sign(payload, options));
  }

  async function subscriptionOf(userId: string) {
    const { data, error } = await service
      .from('subscriptions')
      .select('*')
      .eq('user_id', userId)
      .maybeSingle();
    if (error) throw error;
    return data as Record<string, unknown> | null;
  }

  async function priceIds() {
    const { data, error } = await clientOf(anonKey).rpc('billing_plans');
    if (error) throw error;
    const plans = data as { plan_id: string; price_id: string | null }[];
    const byPlan = Object.fromEntries(plans.map((plan) => [plan.plan_id, plan.price_id]));
    return { personal: String(byPlan.personal), family: String(byPlan.family) };
  }

  return Object.assign(server, {
    anonKey,
    serviceRoleKey,
    service,
    clientOf,
    signUp,
    deliver,
    deliverEvent,
    subscriptionOf,
    priceIds,
  });
}

export function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

let counter = 0;

/** A `customer.subscription.*` event as Stripe sends it (API 2025+: the period on the item). */
export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  fields: {
    userId: string;
    customer: string;
    priceId: string;
    status: string;
    created: number;
    last4?: string;
  },
) {
  counter += 1;
  return {
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: fields.created,
    livemode: false,
    data: {
      object: {
        id: `sub_test_${fields.userId.slice(0, 8)}`,
        object: 'subscription',
        customer: fields.customer,
        status: fields.status,
        cancel_at_period_end: false,
        metadata: { user_id: fields.userId },
        default_payment_method: {
          id: `pm_${counter}`,
          object: 'payment_method',
          card: { brand: 'visa', last4: fields.last4 ?? '4242' },
        },
        items: {
          object: 'list',
          data: [
            {
              id: `si_${counter}`,
              price: { id: fields.priceId },
              current_period_start: fields.created,
              current_period_end: fields.created + 30 * 86400,
            },
          ],
        },
      },
    },
  };
}
