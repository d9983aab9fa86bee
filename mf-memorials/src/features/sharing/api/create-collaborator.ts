import { ERRORS } from '@evergreen/domain/errors';
import { queryKeys } from '@evergreen/domain/query-keys';
import { type CollaboratorRole, normalizeEmail } from '@evergreen/domain/sharing';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './create-collaborator';
import { collaboratorsQueryKey } from './get-collaborators';

/** An error whose text is already the one to show (spec section 8). */
export class ShareError extends Error {}

/**
 * Gives a registered person access: find them by their exact e-mail, refuse a duplicate, then insert. The
 * database still checks the plan's collaborator limit and answers its own message.
 */
export async function createCollaborator(
  graveId: string,
  email: string,
  role: CollaboratorRole,
): Promise<void> {
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

/** A new collaborator changes this memorial's list of people and the owner's collaborator usage. */
export function useCreateCollaborator(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: CollaboratorRole }) =>
      self.createCollaborator(graveId, email, role),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaboratorsQueryKey(graveId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() }),
      ]),
  });
}
