import { ERRORS } from '@evergreen/domain/errors';
import { type CollaboratorRole, normalizeEmail } from '@evergreen/domain/sharing';
import { getSupabase } from '@evergreen/supabase-client';

export interface Collaborator {
  id: string;
  user_id: string;
  role: CollaboratorRole;
  email: string | null;
  full_name: string | null;
}

/** An error whose text is already the one to show (spec section 8). */
export class ShareError extends Error {}

/** Who has access to a memorial, with their names and e-mails (shown to the owner managing access). */
export async function listCollaborators(graveId: string): Promise<Collaborator[]> {
  const supabase = getSupabase();
  const { data: managers, error } = await supabase
    .from('grave_managers')
    .select('id, user_id, role, created_at')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  if (managers.length === 0) return [];
  const { data: profiles, error: profileError } = await supabase
    .from('profiles')
    .select('id, email, full_name')
    .in(
      'id',
      managers.map((manager) => manager.user_id),
    );
  if (profileError) throw profileError;
  return managers.map((manager) => {
    const profile = profiles.find((candidate) => candidate.id === manager.user_id);
    return {
      id: manager.id,
      user_id: manager.user_id,
      role: manager.role,
      email: profile?.email ?? null,
      full_name: profile?.full_name ?? null,
    };
  });
}

/**
 * Gives a registered person access: find them by their exact e-mail, refuse a duplicate, then insert. The
 * database still checks the plan's collaborator limit and answers its own message.
 */
export async function addCollaborator(graveId: string, email: string, role: CollaboratorRole): Promise<void> {
  const supabase = getSupabase();
  const { data: found, error: searchError } = await supabase.rpc('find_profile_by_email', {
    lookup_email: normalizeEmail(email),
  });
  if (searchError) throw new ShareError(ERRORS.shareProfileSearch);
  const person = found?.[0];
  if (!person) throw new ShareError(ERRORS.shareNoSuchUser);

  const { data: existing, error: duplicateError } = await supabase
    .from('grave_managers')
    .select('id')
    .eq('grave_id', graveId)
    .eq('user_id', person.id)
    .maybeSingle();
  // A not-found answer of the duplicate check means "no duplicate" (spec section 8).
  if (duplicateError && duplicateError.code !== 'PGRST116') throw duplicateError;
  if (existing) throw new ShareError(ERRORS.shareDuplicate);

  const { error } = await supabase
    .from('grave_managers')
    .insert({ grave_id: graveId, user_id: person.id, role });
  if (error) throw error;
}

export async function removeCollaborator(id: string): Promise<void> {
  const { error } = await getSupabase().from('grave_managers').delete().eq('id', id);
  if (error) throw error;
}
