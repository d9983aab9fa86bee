import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityEventsQuery } from './get-security-events';
import { sessionsQuery } from './get-sessions';

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

/**
 * Sets a new password. The server wants the current one first (GoTrue's `current_password`), keeps the spec's
 * 6-character floor, and ends every other session: whoever knew the old password is signed out.
 */
export async function changePassword({ currentPassword, password }: PasswordChange): Promise<void> {
  const auth = getSupabase().auth;
  // `current_password` is GoTrue's field; supabase-js sends the attributes as they are.
  const attributes = { password, current_password: currentPassword } as Parameters<typeof auth.updateUser>[0];
  const { error } = await auth.updateUser(attributes);
  if (error) throw error;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: securityEventsQuery().queryKey }),
      ]),
  });
}
