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

/**
 * Deletes the caller's account: their memorials' gallery photos (an editor may have uploaded some into their own
 * folder), the files in their storage folders, then the auth user, which cascades to profile, memorials,
 * memories, reminders, collaborations and subscription. Files go first: once the user is gone nothing would
 * point at them any more. A photo they added to someone else's memorial stays where it is: it belongs to that
 * memorial, which a family wrote (supabase/schemas/95_storage.sql).
 */
export async function deleteAccount(request: Request, admin: SupabaseAdmin): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'DELETE') {
    return json({ error: 'Method not allowed' }, 405);
  }
  const token = bearerToken(request);
  const user = token ? await admin.userOfToken(token) : undefined;
  if (!user) return json({ error: 'Sign in to delete your account' }, 401);
  let deletedFiles = 0;
  const gallery = await admin.rpc('account_gallery_files', { account: user.id });
  const galleryFiles = Array.isArray(gallery)
    ? gallery.filter((name): name is string => typeof name === 'string' && !name.startsWith(`${user.id}/`))
    : [];
  if (galleryFiles.length > 0) deletedFiles += await admin.removeObjects('grave-images', galleryFiles);
  const kept = await keptFiles(admin, user.id);
  for (const bucket of USER_BUCKETS) {
    deletedFiles += await admin.removeFolder(bucket, user.id, kept.get(bucket));
  }
  await admin.deleteUser(user.id);
  return json({ success: true, deletedFiles });
}
