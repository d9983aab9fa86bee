import type { MemorialAccess } from '@evergreen/domain/memorial-form';
import { useAsync } from '../../../hooks/useAsync';
import { countActiveReminders, getMemorial, getMemorialAccess, type Memorial } from '../api/memorials';

export interface MemorialDetails {
  memorial: Memorial;
  access: MemorialAccess;
  activeReminders: number;
}

/** The memorial, what the user may do with it and their active reminders for it; null when not found. */
export function useMemorialDetails(id: string, userId: string) {
  return useAsync(async (): Promise<MemorialDetails | null> => {
    const memorial = await getMemorial(id);
    if (!memorial) return null;
    const [access, activeReminders] = await Promise.all([
      getMemorialAccess(memorial, userId),
      countActiveReminders(memorial.id),
    ]);
    return { memorial, access, activeReminders };
  }, [id, userId]);
}
