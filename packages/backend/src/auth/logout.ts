import { validationFailed } from './errors.ts';
import type { AuthHandler, AuthKit } from './kit.ts';
import { requireCaller } from './request.ts';
import { recordSecurityEvent, userAgentOf } from './security-events.ts';
import { endSessions, type LogoutScope } from './sessions.ts';

const SCOPES: readonly string[] = ['global', 'local', 'others'] satisfies LogoutScope[];
const isScope = (value: string): value is LogoutScope => SCOPES.includes(value);

/** POST /logout?scope=global|local|others: ends sessions of the signed-in user. */
export function logout({ app }: AuthKit): AuthHandler {
  return async (c) => {
    const { user, sessionId } = await requireCaller(app, c);
    const scope = c.req.query('scope') ?? 'global';
    if (!isScope(scope)) throw validationFailed('scope must be global, local or others');
    await app.db.tx(async (client) => {
      await endSessions(client, user.id, sessionId, scope);
      await recordSecurityEvent(
        client,
        user.id,
        scope === 'local' ? 'signed_out' : 'sessions_ended',
        userAgentOf(c),
      );
    });
    return c.body(null, 204);
  };
}
