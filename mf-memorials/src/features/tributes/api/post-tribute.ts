import type { TributeKind } from '@evergreen/domain/posting';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tributesQueryKey } from './get-tributes';

export interface NewTribute {
  kind: TributeKind;
  note: string | null;
  /** The form's token (`useFormToken`) and its hidden field, checked by the database's post guard. */
  formToken: string | null;
  honeypot: string;
}

/** Leaves a candle or flowers through `post_tribute`: answers whether its note waits for the family. */
export async function postTribute(graveId: string, tribute: NewTribute): Promise<{ pending: boolean }> {
  const { data, error } = await getSupabase().rpc('post_tribute', {
    memorial_id: graveId,
    kind: tribute.kind,
    note: tribute.note ?? '',
    form_token: tribute.formToken ?? '',
    honeypot: tribute.honeypot,
  });
  if (error) throw error;
  return { pending: data.status === 'pending' };
}

export function usePostTribute(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tribute: NewTribute) => postTribute(graveId, tribute),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tributesQueryKey(graveId) }),
  });
}
