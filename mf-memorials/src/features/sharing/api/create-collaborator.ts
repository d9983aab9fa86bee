import { ERRORS, MessageError } from '@evergreen/domain/errors';
import { queryKeys } from '@evergreen/domain/query-keys';
import { type CollaboratorRole, normalizeEmail } from '@evergreen/domain/sharing';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collaboratorsQueryKey } from './get-collaborators';

/** An error whose text is already the one to show (spec section 8). */
export class ShareError extends MessageError {}

/**
 * Gives a registered person access by the exact e-mail the owner typed, in one call: the database finds the
 * account and refuses a non-owner, the owner's own address, a duplicate and a full plan with the spec's
 * messages, and limits how many addresses one user may look up (ARCHITECTURE section 5). An address without an
 * account answers no row.
 */
export async function createCollaborator(
  graveId: string,
  email: string,
  role: CollaboratorRole,
): Promise<void> {
  const { data, error } = await getSupabase().rpc('share_memorial', {
    grave_id: graveId,
    email: normalizeEmail(email),
    role,
  });
  if (error) throw error;
  if (data.length === 0) throw new ShareError(ERRORS.shareNoSuchUser);
}

/** A new collaborator changes this memorial's list of people and the owner's collaborator usage. */
export function useCreateCollaborator(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: CollaboratorRole }) =>
      createCollaborator(graveId, email, role),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaboratorsQueryKey(graveId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() }),
      ]),
  });
}
