import type { ClaimKind } from '@evergreen/domain/moderation';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';

/** Sends the mails the database queued with a change (here: the claim, to the memorial's owner). */
export function sendQueuedNotices(): void {
  void getSupabase()
    .functions.invoke('send-moderation-notices', { body: {} })
    .catch(() => undefined);
}

export interface ClaimInput {
  kind: ClaimKind;
  message: string;
}

/** Asks the owner of a public memorial to add the signed-in user as an editor, or to hand the memorial over. */
export async function requestClaim(graveId: string, { kind, message }: ClaimInput): Promise<void> {
  const { error } = await getSupabase().rpc('request_memorial_claim', {
    grave_id: graveId,
    kind,
    message: message.trim(),
  });
  if (error) throw error;
  sendQueuedNotices();
}

export function useRequestClaim(graveId: string) {
  return useMutation({ mutationFn: (input: ClaimInput) => requestClaim(graveId, input) });
}
