import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { getSupabase } from '@evergreen/supabase-client';
import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendResult } from '../../../outbox/outbox';
import { memoriesQueryKey } from './get-memories';

/** supabase-js answers a request that never reached the server with status 0 (no connection). */
export class NoConnectionError extends Error {}

/**
 * Stores a memory once: `idempotencyKey` is made on the device, so sending the same memory again (an outbox replay
 * after a lost answer) finds the one already stored (unique per author) and stores nothing more.
 */
export async function createMemory(
  graveId: string,
  userId: string,
  text: string,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<void> {
  const { error, status } = await getSupabase()
    .from('visitor_memories')
    .insert({ grave_id: graveId, user_id: userId, memory_text: text, idempotency_key: idempotencyKey });
  if (status === 0) throw new NoConnectionError(error?.message);
  if (error?.code === '23505' && error.message.includes('idempotency_key')) return;
  if (error) throw error;
}

/**
 * The outbox's "post memory" call (issue 30): the same insert, with the session as it is now (supabase-js refreshes
 * an expired token first), reporting a lost connection apart from a refusal.
 */
export async function postMemory(args: Record<string, string>, idempotencyKey: string): Promise<SendResult> {
  const { graveId = '', text = '' } = args;
  const { data } = await getSupabase().auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) return { offline: true };
  try {
    await createMemory(graveId, userId, text, idempotencyKey);
    return { sent: true };
  } catch (error) {
    if (error instanceof NoConnectionError) return { offline: true };
    return { refused: errorText(i18n, error, ERRORS.memorySave) };
  }
}

export function useCreateMemory(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, text, key }: { userId: string; text: string; key: string }) =>
      createMemory(graveId, userId, text, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  });
}
