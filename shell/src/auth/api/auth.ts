import { paths } from '@evergreen/domain/paths';
import { getSupabase } from '@evergreen/supabase-client';

export interface Credentials {
  email: string;
  password: string;
}

export async function signIn({ email, password }: Credentials): Promise<void> {
  const { error } = await getSupabase().auth.signInWithPassword({ email, password });
  if (error) throw error;
}

export async function signUp({
  email,
  password,
  fullName,
}: Credentials & { fullName: string }): Promise<void> {
  const { error } = await getSupabase().auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName } },
  });
  if (error) throw error;
}

/** The e-mail's link comes back to /auth?reset=true on this origin, signed in for recovery. */
export async function sendPasswordReset(email: string): Promise<void> {
  const redirectTo = `${window.location.origin}${paths.auth}?reset=true`;
  const { error } = await getSupabase().auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

export async function updatePassword(password: string): Promise<void> {
  const { error } = await getSupabase().auth.updateUser({ password });
  if (error) throw error;
}
