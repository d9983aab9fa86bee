import { whenSupabaseReady } from '@evergreen/supabase-client';

/**
 * Tells the memorial-visit function that someone opened a public memorial. The database counts each visitor once
 * a day from a hash it forgets (no cookie, nothing stored here); the answer says nothing and is not waited for.
 * Never rejects: a visit that could not be counted must not disturb the page.
 */
export async function recordVisit(memorialId: string): Promise<void> {
  try {
    const supabase = await whenSupabaseReady();
    await supabase.functions.invoke('memorial-visit', { method: 'POST', body: { memorial: memorialId } });
  } catch {
    // Offline, blocked by an extension, or the function is down: the visit goes uncounted, nothing else.
  }
}
