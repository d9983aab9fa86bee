import { paths } from '@evergreen/domain/paths';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The signed-in user as the auth server has it now, with a pending e-mail change (`new_email`) if any. */
export interface AccountEmail {
  email: string;
  /** The address waiting for confirmation, if a change is pending. */
  pending: string | null;
}

export async function getAccountEmail(): Promise<AccountEmail> {
  const { data, error } = await getSupabase().auth.getUser();
  if (error) throw error;
  return { email: data.user.email ?? '', pending: data.user.new_email || null };
}

export const accountEmailQuery = () =>
  queryOptions({ queryKey: ['settings', 'account-email'], queryFn: getAccountEmail });

export const useAccountEmail = () => useQuery(accountEmailQuery());

/**
 * Asks to move the account to `email`. Nothing changes until both addresses confirm by the links mailed to them;
 * the server wants the current password as proof that it is the owner asking, not a borrowed session.
 */
export async function changeEmail(email: string, currentPassword: string): Promise<void> {
  const auth = getSupabase().auth;
  // `current_password` is GoTrue's field; supabase-js sends the attributes as they are.
  const attributes = { email, current_password: currentPassword } as Parameters<typeof auth.updateUser>[0];
  const emailRedirectTo = `${window.location.origin}${paths.settings}`;
  const { error } = await auth.updateUser(attributes, { emailRedirectTo });
  if (error) throw error;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, currentPassword }: { email: string; currentPassword: string }) =>
      changeEmail(email, currentPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountEmailQuery().queryKey }),
  });
}
