import { rm } from 'node:fs/promises';
import { bearerToken, checkJwt } from '../auth/jwt.ts';
import { sessionExists } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { objectFile } from '../storage/paths.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Deletes the caller's account: the auth user (which cascades to profile, memorials, memories, reminders,
 * collaborations and subscription) and every file in their storage folders.
 */
export async function deleteAccount(request: Request, app: AppContext): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'DELETE')
    return json({ error: 'Method not allowed' }, 405);
  const token = bearerToken(request.headers.get('authorization'));
  const check = token ? await checkJwt(app.keys.jwtSecret, token) : undefined;
  const userId = check?.ok && check.claims.role === 'authenticated' ? check.claims.sub : undefined;
  const sessionId = check?.ok ? check.claims.session_id : undefined;
  if (!userId || typeof sessionId !== 'string') return json({ error: 'Sign in to delete your account' }, 401);

  const files = await app.db.tx(async (client) => {
    if (!(await sessionExists(client, sessionId))) return null;
    const { rows } = await client.query<{ bucket_id: string; name: string }>(
      `delete from storage.objects
       where owner = $1 or (storage.foldername(name))[1] = $1::text
       returning bucket_id, name`,
      [userId],
    );
    await client.query('delete from auth.users where id = $1', [userId]);
    return rows;
  });
  if (files === null) return json({ error: 'Your session has ended; sign in again' }, 401);
  await Promise.all(
    files.map((file) => rm(objectFile(app.storageDir, file.bucket_id, file.name), { force: true })),
  );
  return json({ success: true, deletedFiles: files.length });
}
