import { DATE_FORMATS, formatDate } from './dates';

/** What the memorial card and the list need to know about a memorial. */
export interface MemorialSummary {
  user_id: string;
  is_public: boolean;
  birth_date: string | null;
  death_date: string | null;
  created_at: string;
}

/** "birth year - death year", only when both dates exist. */
export function lifeYears(memorial: Pick<MemorialSummary, 'birth_date' | 'death_date'>): string | null {
  const birth = formatDate(memorial.birth_date, DATE_FORMATS.year);
  const death = formatDate(memorial.death_date, DATE_FORMATS.year);
  return birth && death ? `${birth} - ${death}` : null;
}

/** "birth - death" in long form on the details page; either side may be missing. */
export function lifeDates(memorial: Pick<MemorialSummary, 'birth_date' | 'death_date'>): string | null {
  const birth = formatDate(memorial.birth_date);
  const death = formatDate(memorial.death_date);
  if (!birth && !death) return null;
  return `${birth || '?'} - ${death || '?'}`;
}

export function addedOn(memorial: Pick<MemorialSummary, 'created_at'>): string {
  return `Added ${formatDate(memorial.created_at, DATE_FORMATS.short)}`;
}

export type MemorialBadge = 'Shared' | 'Public' | 'Private';

export function memorialBadges(
  memorial: Pick<MemorialSummary, 'user_id' | 'is_public'>,
  userId: string,
): MemorialBadge[] {
  const visibility: MemorialBadge = memorial.is_public ? 'Public' : 'Private';
  return memorial.user_id === userId ? [visibility] : ['Shared', visibility];
}

export interface MemorialCounts {
  owned: number;
  ownedPublic: number;
  shared: number;
  total: number;
}

export function memorialCounts(
  memorials: readonly Pick<MemorialSummary, 'user_id' | 'is_public'>[],
  userId: string,
): MemorialCounts {
  const owned = memorials.filter((memorial) => memorial.user_id === userId);
  return {
    owned: owned.length,
    ownedPublic: owned.filter((memorial) => memorial.is_public).length,
    shared: memorials.length - owned.length,
    total: memorials.length,
  };
}

/** "N memorial(s) preserving precious memories", plus " • M shared with you" when any are shared. */
export function memorialsSubtitle({ total, shared }: Pick<MemorialCounts, 'total' | 'shared'>): string {
  const base = `${total} ${total === 1 ? 'memorial' : 'memorials'} preserving precious memories`;
  return shared > 0 ? `${base} • ${shared} shared with you` : base;
}

/** Newest first, by creation time. */
export function newestFirst<T extends Pick<MemorialSummary, 'created_at'>>(memorials: readonly T[]): T[] {
  return [...memorials].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
