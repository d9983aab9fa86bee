// What the payment functions need from Supabase, over its HTTP API with the service role key: the same calls
// work against a hosted project and against the local server. No client library, so the file runs on Deno and
// Node alike.
import type { SupabaseEnv } from './supabase-admin.ts';

export interface BillingPlan {
  plan_id: string;
  plan_name: string;
  /** Null for Free, which no price buys. */
  price_id: string | null;
  monthly_price_cents: number;
}

/** The fields of the subscription row that a Stripe event tells; an absent key keeps the stored value. */
export interface SubscriptionState {
  subscription_id?: string | null;
  price_id?: string | null;
  status?: string;
  /** Seconds since the epoch, as Stripe gives them. */
  current_period_start?: number | null;
  current_period_end?: number | null;
  cancel_at_period_end?: boolean;
  payment_method_brand?: string | null;
  payment_method_last4?: string | null;
}

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown_customer';

export interface AppliedEvent {
  id: string;
  type: string;
  /** Seconds since the epoch (Stripe's `created`). */
  created: number;
  userId: string | null;
  customerId: string | null;
  state: SubscriptionState;
}

/** The stored subscription row, as the local portal shows it. */
export interface StoredSubscription {
  customer_id: string | null;
  subscription_id: string | null;
  price_id: string | null;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: string | null;
  current_period_end: string | null;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
}

export interface BillingAdmin {
  /** The user a token belongs to, if the token is valid and its session still exists. */
  userOfToken(token: string): Promise<{ id: string; email: string | null } | undefined>;
  plans(): Promise<BillingPlan[]>;
  /** The Stripe customer stored for a user, if any. */
  customerOf(userId: string): Promise<string | undefined>;
  subscriptionOf(userId: string): Promise<StoredSubscription | undefined>;
  /** Stores the user's customer unless one is stored already; answers the one kept. */
  rememberCustomer(userId: string, customerId: string): Promise<string>;
  applyEvent(event: AppliedEvent): Promise<EventOutcome>;
}

const OUTCOMES: readonly string[] = ['applied', 'duplicate', 'stale', 'unknown_customer'];

export function billingAdmin(env: SupabaseEnv): BillingAdmin {
  const base = env.url.replace(/\/$/, '');
  const service = {
    apikey: env.serviceRoleKey,
    authorization: `Bearer ${env.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, { ...init, headers: service });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  };
  const rpc = (name: string, args: Record<string, unknown>) =>
    call(`/rest/v1/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) });

  return {
    async userOfToken(token) {
      const response = await fetch(`${base}/auth/v1/user`, {
        headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
      });
      if (!response.ok) return undefined;
      const user = (await response.json()) as { id?: unknown; email?: unknown };
      if (typeof user.id !== 'string') return undefined;
      return { id: user.id, email: typeof user.email === 'string' ? user.email : null };
    },

    async plans() {
      return (await rpc('billing_plans', {})) as BillingPlan[];
    },

    async customerOf(userId) {
      const rows = (await call(
        `/rest/v1/subscriptions?select=customer_id&user_id=eq.${encodeURIComponent(userId)}`,
      )) as { customer_id: string | null }[];
      return rows[0]?.customer_id ?? undefined;
    },

    async subscriptionOf(userId) {
      const columns = [
        'customer_id',
        'subscription_id',
        'price_id',
        'status',
        'cancel_at_period_end',
        'current_period_start',
        'current_period_end',
        'payment_method_brand',
        'payment_method_last4',
      ].join(',');
      const rows = (await call(
        `/rest/v1/subscriptions?select=${columns}&user_id=eq.${encodeURIComponent(userId)}`,
      )) as StoredSubscription[];
      return rows[0];
    },

    async rememberCustomer(userId, customerId) {
      return (await rpc('remember_stripe_customer', { account: userId, customer: customerId })) as string;
    },

    async applyEvent(event) {
      const outcome = await rpc('apply_stripe_event', {
        event_id: event.id,
        event_type: event.type,
        event_created: new Date(event.created * 1000).toISOString(),
        account: event.userId,
        customer: event.customerId,
        state: event.state,
      });
      if (typeof outcome !== 'string' || !OUTCOMES.includes(outcome)) {
        throw new Error(`apply_stripe_event answered ${JSON.stringify(outcome)}`);
      }
      return outcome as EventOutcome;
    },
  };
}
