import { queryKeys } from '@evergreen/domain/query-keys';
import type { CollaboratorRole } from '@evergreen/domain/sharing';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface Collaborator {
  id: string;
  user_id: string;
  role: CollaboratorRole;
  email: string;
  full_name: string | null;
}

/**
 * Who has access to a memorial, for the owner managing it: each person's name, and the e-mail the owner shared
 * to (kept on the row; a profile shows its e-mail to nobody but its owner).
 */
export async function getCollaborators(graveId: string): Promise<Collaborator[]> {
  const { data, error } = await getSupabase()
    .from('grave_managers')
    // PostgREST follows grave_managers.user_id to the profiles view: one request, no join in the browser.
    .select('id, user_id, role, invited_email, created_at, person:profiles(full_name)')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data.map((manager) => ({
    id: manager.id,
    user_id: manager.user_id,
    role: manager.role,
    email: manager.invited_email,
    full_name: manager.person?.full_name ?? null,
  }));
}

/** Under the memorial's key: deleting the memorial drops its collaborators from the cache too. */
export const collaboratorsQueryKey = (graveId: string) =>
  [...queryKeys.memorial(graveId), 'collaborators'] as const;

export const collaboratorsQueryOptions = (graveId: string) =>
  queryOptions({ queryKey: collaboratorsQueryKey(graveId), queryFn: () => getCollaborators(graveId) });

export function useCollaborators(graveId: string) {
  return useQuery(collaboratorsQueryOptions(graveId));
}
