import { Hono } from 'hono';
import { AuthError } from './errors.ts';
import type { AuthKit } from './kit.ts';
import { requireServiceRole, UUID } from './request.ts';
import { userById, userJson } from './users.ts';

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

  routes.delete('/users/:id', async (c) => {
    const user = await findUser(c.req.param('id'));
    // Cascades through the schema: sessions, profile, memorials and everything hanging off them.
    await app.db.tx((client) => client.query('delete from auth.users where id = $1', [user.id]));
    return c.json(userJson(user));
  });
  return routes;
}
