/**
 * What the page sends to rpc import_archive (issue 12, with the gallery of issue 15): the archive's rows cut down
 * to the columns the database function restores. Re-exported by './archive'.
 */
import type { ArchiveExport } from './archive';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The columns rpc import_archive reads; the rest of an exported row (old ids, owners, updated_at) stays behind. */
const IMPORTED = {
  graves: [
    'id',
    'full_name',
    'birth_date',
    'death_date',
    'cemetery_name',
    'plot_number',
    'section',
    'description',
    'epitaph',
    'memories',
    'is_public',
    'hide_from_search',
    'image_url',
    'person_image_url',
    'latitude',
    'longitude',
    'slug',
    'created_at',
  ],
  reminders: [
    'grave_id',
    'reminder_date',
    'next_reminder_date',
    'reminder_type',
    'frequency',
    'custom_message',
    'is_active',
    'created_at',
  ],
  memories: ['grave_id', 'memory_text', 'created_at'],
  grave_photos: ['grave_id', 'storage_path', 'caption', 'position'],
} as const;

const pick = (row: unknown, columns: readonly string[]) =>
  Object.fromEntries(
    columns
      .filter((column) => isRecord(row) && column in row)
      .map((c) => [c, (row as Record<string, unknown>)[c]]),
  );

/**
 * What the page sends to rpc import_archive: the memorials, and the reminders, memories and gallery photos that
 * belong to them (those on other people's memorials are not restored), each with only the columns it restores.
 */
export function importPayload(data: ArchiveExport) {
  const ids = new Set(data.graves.map((grave) => grave.id));
  const ours = (row: unknown) => isRecord(row) && typeof row.grave_id === 'string' && ids.has(row.grave_id);
  return {
    graves: data.graves.map((grave) => pick(grave, IMPORTED.graves)),
    reminders: data.reminders.filter(ours).map((row) => pick(row, IMPORTED.reminders)),
    memories: data.memories.filter(ours).map((row) => pick(row, IMPORTED.memories)),
    grave_photos: data.grave_photos.filter(ours).map((row) => pick(row, IMPORTED.grave_photos)),
  };
}
