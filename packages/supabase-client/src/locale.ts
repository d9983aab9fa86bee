import type { Database } from '@evergreen/domain/database';
import { isLocale, type Locale } from '@evergreen/domain/locale';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The language a signed-in person chose (profiles.locale): the app starts in it, and the server writes their
 * e-mails and calendar entries in it. Only its owner reads it. Null when there is no profile or the value is not a
 * language the app speaks.
 */
export async function loadProfileLocale(
  supabase: SupabaseClient<Database>,
  userId: string,
): Promise<Locale | null> {
  const { data, error } = await supabase.from('profiles').select('locale').eq('id', userId).maybeSingle();
  if (error) throw error;
  return isLocale(data?.locale) ? data.locale : null;
}

/**
 * Saves a person's language on their profile, as Settings saves their time zone: the profiles view computes the
 * column (it reads as null for anyone else's row), so the generated types call it read-only; its INSTEAD OF UPDATE
 * trigger saves it.
 */
export async function saveProfileLocale(
  supabase: SupabaseClient<Database>,
  userId: string,
  locale: Locale,
): Promise<void> {
  const { error } = await supabase
    .from('profiles')
    .update({ locale } as Record<string, unknown> as Record<string, never>)
    .eq('id', userId);
  if (error) throw error;
}
