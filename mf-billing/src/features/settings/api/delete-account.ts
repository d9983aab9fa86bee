import { getSupabase, signOut } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';
import { callFunction } from './functions';

/**
 * Deletes the account with everything in it (the delete-account function), then signs out (spec section 4). The
 * function asks for the current password, so a borrowed session cannot delete the account.
 */
export async function deleteAccount(password: string): Promise<void> {
  await callFunction('delete-account', { password });
  await signOut(getSupabase());
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => deleteAccount(password) });
}
