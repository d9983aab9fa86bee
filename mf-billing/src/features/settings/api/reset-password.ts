import { paths } from '@evergreen/domain/paths';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';

/** Spec section 7: the reset e-mail's link comes back to /auth?reset=true on this app's own origin. */
export async function sendPasswordReset(email: string): Promise<void> {
  const redirectTo = `${window.location.origin}${paths.auth}?reset=true`;
  const { error } = await getSupabase().auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: (email: string) => sendPasswordReset(email) });
}
