import { isUuid, type MemorialAccess, type MemorialFields } from '@evergreen/domain/memorial-form';
import { newestFirst } from '@evergreen/domain/memorials';
import { type GraveRow, getSupabase } from '@evergreen/supabase-client';

export type Memorial = GraveRow;

export interface MemorialPhotos {
  image_url: string | null;
  person_image_url: string | null;
}

/** The user's own memorials and those shared with them, newest first. */
export async function listMemorials(userId: string): Promise<Memorial[]> {
  const supabase = getSupabase();
  const [own, shared] = await Promise.all([
    supabase.from('graves').select('*').eq('user_id', userId),
    supabase.from('grave_managers').select('grave_id').eq('user_id', userId),
  ]);
  if (own.error) throw own.error;
  if (shared.error) throw shared.error;
  const sharedIds = shared.data.map((row) => row.grave_id);
  let sharedMemorials: Memorial[] = [];
  if (sharedIds.length > 0) {
    const { data, error } = await supabase.from('graves').select('*').in('id', sharedIds);
    if (error) throw error;
    sharedMemorials = data;
  }
  return newestFirst([...own.data, ...sharedMemorials]);
}

/** A memorial the user can see, or null when there is none (or it is not theirs to see). */
export async function getMemorial(id: string): Promise<Memorial | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await getSupabase().from('graves').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** A public memorial by id or readable slug (/graves/demo); null when missing or private. */
export async function getPublicMemorial(idOrSlug: string): Promise<Memorial | null> {
  const query = getSupabase().from('graves').select('*').eq('is_public', true);
  const { data, error } = await (isUuid(idOrSlug)
    ? query.eq('id', idOrSlug)
    : query.eq('slug', idOrSlug.toLowerCase())
  ).maybeSingle();
  if (error) throw error;
  return data;
}

/** Owner, or the collaborator role the user holds on someone else's memorial. */
export async function getMemorialAccess(memorial: Memorial, userId: string | null): Promise<MemorialAccess> {
  if (!userId) return 'visitor';
  if (memorial.user_id === userId) return 'owner';
  const { data, error } = await getSupabase()
    .from('grave_managers')
    .select('role')
    .eq('grave_id', memorial.id)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? 'visitor';
}

export async function createMemorial(
  userId: string,
  fields: MemorialFields,
  photos: MemorialPhotos,
): Promise<Memorial> {
  const { data, error } = await getSupabase()
    .from('graves')
    .insert({ ...fields, ...photos, user_id: userId })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export async function updateMemorial(
  id: string,
  fields: MemorialFields,
  photos: MemorialPhotos,
): Promise<Memorial> {
  const { data, error } = await getSupabase()
    .from('graves')
    .update({ ...fields, ...photos })
    .eq('id', id)
    .select()
    .single();
  if (error) throw error;
  return data;
}

/** Deletes the row; its collaborators, memories and reminders go with it in the database. */
export async function deleteMemorial(id: string): Promise<void> {
  const { error, count } = await getSupabase().from('graves').delete({ count: 'exact' }).eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('This memorial could not be deleted.');
}

/** How many active reminders the user has for this memorial (reminders are private to each user). */
export async function countActiveReminders(graveId: string): Promise<number> {
  const { count, error } = await getSupabase()
    .from('reminders')
    .select('id', { count: 'exact', head: true })
    .eq('grave_id', graveId)
    .eq('is_active', true);
  if (error) throw error;
  return count ?? 0;
}
