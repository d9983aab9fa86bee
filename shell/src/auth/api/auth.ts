import { paths } from '@evergreen/domain/paths';
import { whenSupabaseReady } from '@evergreen/supabase-client';

// A visitor's page has not loaded supabase-js yet: each call waits for the one client (at once when loaded).

export interface Credentials {
  email: string;
  password: string;
}

export async function signIn({ email, password }: Credentials): Promise<void> {
  const { error } = await (await whenSupabaseReady()).auth.signInWithPassword({ email, password });
  if (error) throw error;
}

export async function signUp({
  email,
  password,
  fullName,
}: Credentials & { fullName: string }): Promise<void> {
  const { error } = await (await whenSupabaseReady()).auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName } },
  });
  if (error) throw error;
}

/** The e-mail's link comes back to /auth?reset=true on this origin, signed in for recovery. */
export async function sendPasswordReset(email: string): Promise<void> {
  const redirectTo = `${window.location.origin}${paths.auth}?reset=true`;
  const { error } = await (await whenSupabaseReady()).auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

export async function updatePassword(password: string): Promise<void> {
  const { error } = await (await whenSupabaseReady()).auth.updateUser({ password });
  if (error) throw error;
}
