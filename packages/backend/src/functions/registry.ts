import { Hono } from 'hono';
import type { AppContext } from '../context.ts';
import { deleteAccount } from './delete-account.ts';

/**
 * An edge function: a standard Request in, a Response out, as on Supabase (Deno.serve). The context gives the
 * local implementations of what a deployed function reaches through environment variables and supabase-js.
 */
export type EdgeFunction = (request: Request, app: AppContext) => Promise<Response>;

/** Later issues add create-checkout and the payment webhook here. */
export const FUNCTIONS: Readonly<Record<string, EdgeFunction>> = {
  'delete-account': deleteAccount,
};

export function functionRoutes(app: AppContext, functions = FUNCTIONS): Hono {
  const routes = new Hono();
  routes.all('/:name', async (c) => {
    const handler = Object.hasOwn(functions, c.req.param('name'))
      ? functions[c.req.param('name')]
      : undefined;
    if (!handler) return c.json({ error: 'Function not found' }, 404);
    try {
      return await handler(c.req.raw, app);
    } catch (error) {
      app.log(`function ${c.req.param('name')}: ${error instanceof Error ? error.stack : String(error)}`);
      return c.json({ error: 'The function failed' }, 500);
    }
  });
  return routes;
}
