import { ERRORS } from '@evergreen/domain/errors';
import { getSupabase } from '@evergreen/supabase-client';
import type { I18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoConnectionError, type SendResult } from '../../../outbox/outbox';
import { REPLAY_TOKEN } from '../../../posting/form-token';
import { postErrorText } from '../../../posting/post-error-text';
import { replayToken } from '../../../posting/replay-token';
import { memoriesQueryKey } from './get-memories';

export interface NewMemory {
  text: string;
  /** The form's token (`useFormToken`) and its hidden field, checked by the database's post guard. */
  formToken: string | null;
  honeypot: string;
  /**
   * Made on the device: sending the same memory again (an outbox replay after a lost answer) answers the one already
   * stored (unique per author) and stores nothing more.
   */
  idempotencyKey?: string;
}

/** Posts through `post_memory`: answers whether it waits for the family's approval. */
export async function createMemory(graveId: string, memory: NewMemory): Promise<{ pending: boolean }> {
  const { data, error, status } = await getSupabase().rpc('post_memory', {
    memorial_id: graveId,
    memory_text: memory.text,
    form_token: memory.formToken ?? '',
    honeypot: memory.honeypot,
    idempotency_key: memory.idempotencyKey,
  });
  if (status === 0) throw new NoConnectionError(error?.message);
  if (error) throw error;
  return { pending: data.status === 'pending' };
}

/**
 * The outbox's "post memory" call (issue 30): the same post, with the form's token and hidden field if the form had
 * them (else a token of its own, `replayToken`) and the session as it is now (supabase-js refreshes an expired token
 * first), reporting a lost connection apart from a refusal (in the reader's language).
 */
export async function postMemory(
  args: Record<string, string>,
  idempotencyKey: string,
  i18n: I18n,
): Promise<SendResult> {
  const { graveId = '', text = '', formToken, honeypot = '' } = args;
  const { data } = await getSupabase().auth.getSession();
  if (!data.session) return { offline: true };
  try {
    const token = await replayToken(formToken, REPLAY_TOKEN);
    await createMemory(graveId, { text, formToken: token, honeypot, idempotencyKey });
    return { sent: true };
  } catch (error) {
    if (error instanceof NoConnectionError) return { offline: true };
    return { refused: postErrorText(i18n, error, ERRORS.memorySave) };
  }
}

export function useCreateMemory(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memory: NewMemory) => createMemory(graveId, memory),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
