import { Hono } from 'hono';
import { AuthError, validationFailed } from './errors.ts';
import type { AuthKit } from './kit.ts';
import { readJson, requireServiceRole, UUID } from './request.ts';
import { setAppMetadata, userById, userJson } from './users.ts';

/** The admin API (service role only): what `supabase.auth.admin.getUserById/deleteUser` call. */
export function adminRoutes({ app }: AuthKit): Hono {
  const routes = new Hono();
  routes.use(async (c, next) => {
    await requireServiceRole(app, c);
    await next();
  });

  const findUser = async (id: string) => {
    if (!UUID.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const user = await app.db.tx((client) => userById(client, id));
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return user;
  };

  routes.get('/users/:id', async (c) => c.json(userJson(await findUser(c.req.param('id')))));

  // `auth.admin.updateUserById(id, { app_metadata })`: what only the service role may set, such as the `support`
  // role that opens the moderation screen (merged into what is there, as GoTrue does; a key set to null goes).
  routes.put('/users/:id', async (c) => {
    const user = await findUser(c.req.param('id'));
    const body = await readJson(c);
    const metadata = body.app_metadata;
    if (metadata === undefined) return c.json(userJson(user));
    if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
      throw validationFailed('app_metadata must be an object');
    const updated = await app.db.tx((client) =>
      setAppMetadata(client, user.id, metadata as Record<string, unknown>),
    );
    return c.json(userJson(updated ?? user));
  });

  routes.delete('/users/:id', async (c) => {
    const user = await findUser(c.req.param('id'));
    // Cascades through the schema: sessions, profile, memorials and everything hanging off them.
    await app.db.tx((client) => client.query('delete from auth.users where id = $1', [user.id]));
    return c.json(userJson(user));
  });
  return routes;
}
