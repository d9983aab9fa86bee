import type { Database } from '@evergreen/domain/database';
import type { SupabaseClient, User } from '@supabase/supabase-js';

/** PostgREST's answer to `.single()` when no row matched. */
const NOT_FOUND = 'PGRST116';

export async function loadProfileIdentity(
  supabase: SupabaseClient<Database>,
  userId: string,
): Promise<{ full_name: string | null; email: string | null }> {
  const { data, error } = await supabase
    .from('profiles')
    .select('full_name, email')
    .eq('id', userId)
    .single();
  if (error) throw error;
  return data;
}

/**
 * The database creates the profile on sign-up; an account made before that trigger existed gets one on its
 * next sign-in. Failures are only logged (spec section 8).
 */
export async function ensureProfile(supabase: SupabaseClient<Database>, user: User): Promise<void> {
  const { error } = await supabase.from('profiles').select('id').eq('id', user.id).single();
  if (!error) return;
  if (error.code !== NOT_FOUND) {
    console.error('Could not look up the profile', error);
    return;
  }
  const metadata = user.user_metadata;
  const { error: insertError } = await supabase.from('profiles').insert({
    // The database takes the e-mail from the account itself (the view's insert trigger), never from the request.
    id: user.id,
    full_name: typeof metadata.full_name === 'string' ? metadata.full_name : null,
    avatar_url: typeof metadata.avatar_url === 'string' ? metadata.avatar_url : null,
  });
  if (insertError) console.error('Could not create the profile', insertError);
}

/** Signs out everywhere; a session the server no longer knows (401/403/404) is simply dropped locally. */
export async function signOut(supabase: SupabaseClient<Database>): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (!error) return;
  const status = 'status' in error ? error.status : undefined;
  if (status === 401 || status === 403 || status === 404) {
    await supabase.auth.signOut({ scope: 'local' });
    return;
  }
  throw error;
}
