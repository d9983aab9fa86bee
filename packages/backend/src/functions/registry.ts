import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppContext } from '../context.ts';
import { calendarFeed } from './calendar-feed.ts';
import { contactMessage } from './contact-message.ts';
import { deleteAccount } from './delete-account.ts';
import { memorialPreview } from './memorial-preview.ts';
import { memorialVisit } from './memorial-visit.ts';
import { billingPortal, paymentCheckout, stripeWebhook } from './payments.ts';
import { sendDueReminders } from './send-due-reminders.ts';
import { sendModerationNotices } from './send-moderation-notices.ts';
import { sendNotifications, unsubscribe } from './send-notifications.ts';

/**
 * An edge function: a standard Request in, a Response out, as on Supabase (Deno.serve). The context gives the
 * local implementations of what a deployed function reaches through environment variables and supabase-js.
 */
export type EdgeFunction = (request: Request, app: AppContext) => Promise<Response>;

export const FUNCTIONS: Readonly<Record<string, EdgeFunction>> = {
  'delete-account': deleteAccount,
  'payment-checkout': paymentCheckout,
  'billing-portal': billingPortal,
  'stripe-webhook': stripeWebhook,
  'send-due-reminders': sendDueReminders,
  'calendar-feed': calendarFeed,
  'memorial-preview': memorialPreview,
  'contact-message': contactMessage,
  'memorial-visit': memorialVisit,
  'send-notifications': sendNotifications,
  unsubscribe,
  'send-moderation-notices': sendModerationNotices,
};

/**
 * The request as a function behind Supabase's gateway gets it: X-Forwarded-For names the connection's address.
 * Nothing is in front of this server, so whatever the client sent in that header is replaced, never trusted.
 */
function forwarded(c: Context): Request {
  const address = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
  const headers = new Headers(c.req.raw.headers);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  return new Request(c.req.raw, { headers });
}

export function functionRoutes(app: AppContext, functions = FUNCTIONS): Hono {
  const routes = new Hono();
  const invoke = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const handler = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!handler) return c.json({ error: 'Function not found' }, 404);
    // A function that throws is the server's unexpected failure (http-errors.ts): logged with the request id.
    return handler(forwarded(c), app);
  };
  // As on Supabase, a function also receives the paths below its name (`/functions/v1/{name}/...`).
  routes.all('/:name', invoke);
  routes.all('/:name/*', invoke);
  // No name at all: the same JSON answer, not the framework's plain-text 404.
  routes.all('*', (c) => c.json({ error: 'Function not found' }, 404));
  return routes;
}
