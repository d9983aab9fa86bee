import { toDateOnly } from '@evergreen/domain/dates';
import { getSupabase, type Tables } from '@evergreen/supabase-client';
import { useMutation } from '@tanstack/react-query';

/** The spec's export file: the user's own rows, keyed as section 7 names them. */
export interface DataExport {
  profile: Tables<'profiles'> | null;
  graves: Tables<'graves'>[];
  reminders: Tables<'reminders'>[];
  memories: Tables<'visitor_memories'>[];
  exported_at: string;
}

/** Reads every row the user owns (filtered by user_id, not merely what RLS lets them see: shared memorials stay out). */
export async function collectExport(userId: string, now: Date = new Date()): Promise<DataExport> {
  const supabase = getSupabase();
  const [profile, graves, reminders, memories] = await Promise.all([
    supabase.from('profiles').select('*').eq('id', userId).maybeSingle(),
    supabase.from('graves').select('*').eq('user_id', userId),
    supabase.from('reminders').select('*').eq('user_id', userId),
    supabase.from('visitor_memories').select('*').eq('user_id', userId),
  ]);
  for (const result of [profile, graves, reminders, memories]) if (result.error) throw result.error;
  return {
    profile: profile.data,
    graves: graves.data ?? [],
    reminders: reminders.data ?? [],
    memories: memories.data ?? [],
    exported_at: now.toISOString(),
  };
}

/** A gallery row as the archive keeps it (issue 15): every column of grave_photos. */
export type GalleryExportRow = Tables<'grave_photos'>;

/**
 * The gallery rows of the user's own memorials, by memorial and in their order, whoever added them (an editor's
 * photo is part of the memorial). Only the .zip archive carries them: "Export Data" keeps the spec's keys.
 */
export async function collectGallery(userId: string): Promise<GalleryExportRow[]> {
  const { data, error } = await getSupabase()
    .from('grave_photos')
    .select('id, grave_id, storage_path, caption, position, created_by, created_at, graves!inner(user_id)')
    .eq('graves.user_id', userId)
    .order('grave_id')
    .order('position')
    .order('created_at');
  if (error) throw error;
  return (data ?? []).map(({ id, grave_id, storage_path, caption, position, created_by, created_at }) => ({
    id,
    grave_id,
    storage_path,
    caption,
    position,
    created_by,
    created_at,
  }));
}

/** evergreen-export-YYYY-MM-DD.json, on the user's own calendar date. */
export function exportFileName(now: Date): string {
  return `evergreen-export-${toDateOnly(now)}.json`;
}

/** Hands the JSON to the browser as a download. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadFile(fileName, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
}

/** Hands a file to the browser as a download. */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportData(userId: string): Promise<void> {
  const now = new Date();
  const data = await collectExport(userId, now);
  downloadJson(exportFileName(now), data);
}

export function useExportData() {
  return useMutation({ mutationFn: (userId: string) => exportData(userId) });
}
