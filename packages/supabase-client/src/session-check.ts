import type { Database } from '@evergreen/domain/database';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Asks the auth server whether this browser's session still exists (GET /auth/v1/user). A session ended from
 * another device ("Sign out" in Settings, "Sign out everywhere else", a new password) answers
 * `session_not_found`: supabase-js then forgets it and emits SIGNED_OUT, and the page goes to the sign-in form.
 * Anything else (offline, a slow server) keeps the session: only the server's "no such session" signs out.
 */
export async function checkSessionAlive(supabase: SupabaseClient<Database>): Promise<void> {
  await supabase.auth.getUser();
}
