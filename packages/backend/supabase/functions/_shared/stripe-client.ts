// The Stripe client of both payment functions. Its fetch-based HTTP client and Web Crypto run on Deno and Node
// alike; the API address can be changed (STRIPE_API_URL) so that tests reach a local stand-in for Stripe.
import Stripe from 'stripe';

export { Stripe };

export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const api = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

export const webCrypto = Stripe.createSubtleCryptoProvider();

/** Stripe's replay window: a signature older than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A `Stripe-Signature` header for a payload, exactly as Stripe computes it (the local checkout signs with it). */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
