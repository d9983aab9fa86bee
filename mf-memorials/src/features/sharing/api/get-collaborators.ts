import { queryKeys } from '@evergreen/domain/query-keys';
import type { CollaboratorRole } from '@evergreen/domain/sharing';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './get-collaborators';

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
  const supabase = getSupabase();
  const { data: managers, error } = await supabase
    .from('grave_managers')
    .select('id, user_id, role, invited_email, created_at')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  if (managers.length === 0) return [];
  const { data: profiles, error: profileError } = await supabase
    .from('profiles')
    .select('id, full_name')
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
      email: manager.invited_email,
      full_name: profile?.full_name ?? null,
    };
  });
}

/** Under the memorial's key: deleting the memorial drops its collaborators from the cache too. */
export const collaboratorsQueryKey = (graveId: string) =>
  [...queryKeys.memorial(graveId), 'collaborators'] as const;

export const collaboratorsQueryOptions = (graveId: string) =>
  queryOptions({ queryKey: collaboratorsQueryKey(graveId), queryFn: () => self.getCollaborators(graveId) });

export function useCollaborators(graveId: string) {
  return useQuery(collaboratorsQueryOptions(graveId));
}
