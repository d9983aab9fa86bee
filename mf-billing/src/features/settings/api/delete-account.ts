import { getSupabase, signOut } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';
import { callFunction } from './functions';

/** Deletes the account with everything in it (the delete-account function), then signs out (spec section 4). */
export async function deleteAccount(): Promise<void> {
  await callFunction('delete-account');
  await signOut(getSupabase());
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => deleteAccount() });
}
