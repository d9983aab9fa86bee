/** The memorial form of the create wizard and the edit page, and how it maps onto a grave row. */

export interface MemorialFormValues {
  full_name: string;
  /** yyyy-MM-dd or '' */
  birth_date: string;
  death_date: string;
  cemetery_name: string;
  plot_number: string;
  section: string;
  description: string;
  epitaph: string;
  memories: string;
  is_public: boolean;
  /** A public memorial that asks search engines not to index it (and stays out of the sitemap). */
  hide_from_search: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface MemorialFields {
  full_name: string;
  birth_date: string | null;
  death_date: string | null;
  cemetery_name: string | null;
  plot_number: string | null;
  section: string | null;
  description: string | null;
  epitaph: string | null;
  memories: string | null;
  is_public: boolean;
  hide_from_search: boolean;
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_MEMORIAL_FORM: MemorialFormValues = {
  full_name: '',
  birth_date: '',
  death_date: '',
  cemetery_name: '',
  plot_number: '',
  section: '',
  description: '',
  epitaph: '',
  memories: '',
  is_public: false,
  hide_from_search: false,
  latitude: null,
  longitude: null,
};

export const WIZARD_STEPS = ['Basic Info', 'Location', 'Photos', 'Details'] as const;

/** Full name is the one required field (trimmed); the database refuses a blank one too. */
export function hasFullName(values: Pick<MemorialFormValues, 'full_name'>): boolean {
  return values.full_name.trim() !== '';
}

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Empty optional fields are stored as null, never as empty strings. */
export function toMemorialFields(values: MemorialFormValues): MemorialFields {
  return {
    full_name: values.full_name.trim(),
    birth_date: optional(values.birth_date),
    death_date: optional(values.death_date),
    cemetery_name: optional(values.cemetery_name),
    plot_number: optional(values.plot_number),
    section: optional(values.section),
    description: optional(values.description),
    epitaph: optional(values.epitaph),
    memories: optional(values.memories),
    is_public: values.is_public,
    hide_from_search: values.hide_from_search,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}

export function toFormValues(fields: MemorialFields): MemorialFormValues {
  return {
    full_name: fields.full_name,
    birth_date: fields.birth_date ?? '',
    death_date: fields.death_date ?? '',
    cemetery_name: fields.cemetery_name ?? '',
    plot_number: fields.plot_number ?? '',
    section: fields.section ?? '',
    description: fields.description ?? '',
    epitaph: fields.epitaph ?? '',
    memories: fields.memories ?? '',
    is_public: fields.is_public,
    hide_from_search: fields.hide_from_search,
    latitude: fields.latitude,
    longitude: fields.longitude,
  };
}

/** An id is a UUID; anything else in /graves/{x} is a readable slug. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export type MemorialAccess = 'owner' | 'editor' | 'viewer' | 'visitor';

/** Owners and editors may edit; viewers and visitors only look. */
export function canEditMemorial(access: MemorialAccess): boolean {
  return access === 'owner' || access === 'editor';
}
