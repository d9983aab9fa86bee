// The delete-account edge function, shared by the Supabase deployment (delete-account/index.ts, on Deno) and the
// local server (src/functions/delete-account.ts, on Node). Web standards only, relative imports with extensions.
import type { SupabaseAdmin } from './supabase-admin.ts';

/** The buckets where a user's files live, each under a folder named by their user id. */
export const USER_BUCKETS = ['grave-images', 'person-images'] as const;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

/** The files of the user's folders that other people's memorials show, by bucket (`account_kept_files`). */
async function keptFiles(admin: SupabaseAdmin, userId: string): Promise<Map<string, Set<string>>> {
  const rows = await admin.rpc('account_kept_files', { account: userId });
  const kept = new Map<string, Set<string>>();
  for (const row of Array.isArray(rows) ? rows : []) {
    const { bucket_id: bucket, name } = (row ?? {}) as { bucket_id?: unknown; name?: unknown };
    if (typeof bucket !== 'string' || typeof name !== 'string') continue;
    kept.set(bucket, (kept.get(bucket) ?? new Set()).add(name));
  }
  return kept;
}

/** The token's `aal` claim (the auth server checked the token in `userOfToken`). */
function levelOf(token: string): unknown {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { aal?: unknown }).aal;
  } catch {
    return undefined;
  }
}

async function passwordOf(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = await request.json();
    const password = typeof body === 'object' && body !== null ? Reflect.get(body, 'password') : undefined;
    return typeof password === 'string' && password !== '' ? password : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Deletes the caller's account, once they have given its current password (`{password}`) and, with two-step
 * sign-in on, from a session that entered a code (aal2): a borrowed session alone cannot. First every file the account's memorials show, in whoever's folder (an editor may have uploaded a
 * cover, portrait or gallery photo into their own), then the files in the account's own folders, then the auth
 * user, which cascades to profile, memorials, memories, reminders, collaborations, subscription and security
 * events. Files go first: once the user is gone nothing would point at them any more. A photo they added to
 * someone else's memorial stays where it is: it belongs to that memorial, which a family wrote, and goes when
 * that memorial's owner deletes theirs (README, "Your data").
 */
export async function deleteAccount(request: Request, admin: SupabaseAdmin): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'DELETE') {
    return json({ error: 'Method not allowed' }, 405);
  }
  const token = bearerToken(request);
  const user = token ? await admin.userOfToken(token) : undefined;
  if (!user || !token) return json({ error: 'Sign in to delete your account' }, 401);
  // With two-step sign-in on, a password alone is not enough: the session must have had a code (aal2).
  if (user.twoStep && levelOf(token) !== 'aal2')
    return json({ error: 'Enter a code from your authenticator app to delete your account' }, 403);
  const password = await passwordOf(request);
  if (!password) return json({ error: 'Enter your password to delete your account' }, 400);
  if (!(await admin.passwordMatches(user.email, password)))
    return json({ error: 'The password is not correct' }, 403);
  let deletedFiles = 0;
  const shown = await admin.rpc('account_memorial_files', { account: user.id });
  const others = new Map<string, string[]>();
  for (const row of Array.isArray(shown) ? shown : []) {
    const { bucket_id: bucket, name } = (row ?? {}) as { bucket_id?: unknown; name?: unknown };
    if (typeof bucket !== 'string' || typeof name !== 'string' || name.startsWith(`${user.id}/`)) continue;
    others.set(bucket, [...(others.get(bucket) ?? []), name]);
  }
  for (const [bucket, names] of others) deletedFiles += await admin.removeObjects(bucket, names);
  const kept = await keptFiles(admin, user.id);
  for (const bucket of USER_BUCKETS) {
    deletedFiles += await admin.removeFolder(bucket, user.id, kept.get(bucket));
  }
  await admin.deleteUser(user.id);
  return json({ success: true, deletedFiles });
}
