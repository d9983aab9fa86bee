import type { Context } from 'hono';
import type { AuthKit } from './kit.ts';

export const health = () => async (c: Context) =>
  c.json({ version: 'evergreen-local', name: 'GoTrue', description: 'Local auth' });

/** What supabase-js and dashboards read to know which sign-in methods exist. */
export const settings =
  ({ app }: AuthKit) =>
  async (c: Context) =>
    c.json({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: app.options.mailerAutoconfirm,
    });

/** No asymmetric keys: tokens are HS256 with the shared secret, as on a default Supabase project. */
export const jwks = () => async (c: Context) => c.json({ keys: [] });
