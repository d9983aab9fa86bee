import { billingAdmin } from '../../supabase/functions/_shared/billing-admin.ts';
import { billingPortal as sharedPortal } from '../../supabase/functions/_shared/billing-portal.ts';
import { paymentCheckout as sharedCheckout } from '../../supabase/functions/_shared/payment-checkout.ts';
import { type Stripe, stripeClient } from '../../supabase/functions/_shared/stripe-client.ts';
import { stripeWebhook as sharedWebhook } from '../../supabase/functions/_shared/stripe-webhook.ts';
import type { AppContext } from '../context.ts';
import { isAllowedOrigin } from '../origins.ts';
import { localCheckout } from './local-checkout.ts';
import { localPortal } from './local-portal.ts';

/**
 * The deployed payment functions' own code (supabase/functions/_shared), pointed at this server's API instead of
 * a hosted project's, so that the tests exercise exactly what is deployed. One Stripe client per server.
 */
const clients = new WeakMap<AppContext, Stripe | undefined>();

function stripeOf(app: AppContext): Stripe | undefined {
  if (!clients.has(app)) {
    const { stripeSecretKey, stripeApiUrl } = app.options;
    clients.set(app, stripeSecretKey ? stripeClient(stripeSecretKey, stripeApiUrl) : undefined);
  }
  return clients.get(app);
}

const adminOf = (app: AppContext) =>
  billingAdmin({ url: app.internalUrl, anonKey: app.keys.anonKey, serviceRoleKey: app.keys.serviceRoleKey });

export function paymentCheckout(request: Request, app: AppContext): Promise<Response> {
  const stripe = stripeOf(app);
  return sharedCheckout(request, {
    admin: adminOf(app),
    stripe,
    localCheckout: stripe ? undefined : (checkout) => localCheckout(app, checkout),
    // The same origins e-mail links may lead to: this machine's apps, the site and the extra origins.
    isAllowedRedirect: (url) => isAllowedOrigin(url, app.options.siteUrl, app.options.allowedOrigins),
  });
}

export function stripeWebhook(request: Request, app: AppContext): Promise<Response> {
  return sharedWebhook(request, {
    admin: adminOf(app),
    secret: app.keys.stripeWebhookSecret,
    stripe: stripeOf(app),
  });
}

export function billingPortal(request: Request, app: AppContext): Promise<Response> {
  const stripe = stripeOf(app);
  return sharedPortal(request, {
    admin: adminOf(app),
    stripe,
    localPortal: stripe ? undefined : (portal) => localPortal(app, portal),
    isAllowedRedirect: (url) => isAllowedOrigin(url, app.options.siteUrl, app.options.allowedOrigins),
  });
}
