// What the local test-mode checkout and portal send the stripe-webhook function: Stripe's objects and events,
// signed with the webhook's secret, over HTTP, so that the local path and Stripe's meet in one handler.
import { randomBytes } from 'node:crypto';
import { signPayload } from '../../supabase/functions/_shared/stripe-client.ts';
import type { AppContext } from '../context.ts';

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export interface LocalSubscription {
  id: string;
  userId: string;
  customerId: string;
  priceId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  card: { brand: string | null; last4: string | null };
  periodStart: number;
  periodEnd: number;
}

/** A subscription object as Stripe's API (2025 and later) shapes it, its card expanded. */
export function subscriptionObject(subscription: LocalSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    metadata: { user_id: subscription.userId },
    default_payment_method: {
      id: localId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: subscription.card.brand, last4: subscription.card.last4 },
    },
    items: {
      object: 'list',
      data: [
        {
          id: localId('si'),
          object: 'subscription_item',
          price: { id: subscription.priceId, object: 'price' },
          current_period_start: subscription.periodStart,
          current_period_end: subscription.periodEnd,
        },
      ],
    },
  };
}

/** Sends one signed event to this server's webhook; true when the webhook accepted it. */
export async function sendSignedEvent(app: AppContext, type: string, object: object): Promise<boolean> {
  const event = {
    id: localId('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const response = await fetch(`${app.internalUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': await signPayload(payload, app.keys.stripeWebhookSecret),
    },
    body: payload,
  });
  if (!response.ok)
    app.log(`local ${type}: the webhook answered ${response.status}: ${await response.text()}`);
  return response.ok;
}
