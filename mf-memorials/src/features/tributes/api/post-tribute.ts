import type { TributeKind } from '@evergreen/domain/posting';
import { getSupabase } from '@evergreen/supabase-client';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoConnectionError, type SendResult } from '../../../outbox/outbox';
import { REPLAY_TOKEN } from '../../../posting/form-token';
import { postErrorText } from '../../../posting/post-error-text';
import { replayToken } from '../../../posting/replay-token';
import { tributesQueryKey } from './get-tributes';

export interface NewTribute {
  kind: TributeKind;
  note: string | null;
  /** The form's token (`useFormToken`) and its hidden field, checked by the database's post guard. */
  formToken: string | null;
  honeypot: string;
  /** Made on the device (the outbox): sent again, it answers the tribute already stored and stores nothing more. */
  idempotencyKey?: string;
}

/** Leaves a candle or flowers through `post_tribute`: answers whether its note waits for the family. */
export async function postTribute(graveId: string, tribute: NewTribute): Promise<{ pending: boolean }> {
  const { data, error, status } = await getSupabase().rpc('post_tribute', {
    memorial_id: graveId,
    kind: tribute.kind,
    note: tribute.note ?? '',
    form_token: tribute.formToken ?? '',
    honeypot: tribute.honeypot,
    idempotency_key: tribute.idempotencyKey,
  });
  if (status === 0) throw new NoConnectionError(error?.message);
  if (error) throw error;
  return { pending: data.status === 'pending' };
}

export const TRIBUTE_FAILED = msg`Failed to leave your tribute`;

/**
 * The outbox's "post tribute" call (issue 30 item 4): a candle (or flowers) left offline, sent as the form would have
 * sent it, with a token of its own if the form had none (`replayToken`).
 */
export async function sendTribute(
  args: Record<string, string>,
  idempotencyKey: string,
  i18n: I18n,
): Promise<SendResult> {
  const { graveId = '', kind = 'candle', note = '', formToken, honeypot = '' } = args;
  const { data } = await getSupabase().auth.getSession();
  if (!data.session) return { offline: true };
  try {
    const token = await replayToken(formToken, REPLAY_TOKEN);
    await postTribute(graveId, {
      kind: kind === 'flowers' ? 'flowers' : 'candle',
      note: note || null,
      formToken: token,
      honeypot,
      idempotencyKey,
    });
    return { sent: true };
  } catch (error) {
    if (error instanceof NoConnectionError) return { offline: true };
    return { refused: postErrorText(i18n, error, TRIBUTE_FAILED) };
  }
}

export function usePostTribute(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tribute: NewTribute) => postTribute(graveId, tribute),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tributesQueryKey(graveId) }),
  });
}
