import type { BulkImportPayload } from '@evergreen/domain/bulk-import';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Creates every memorial of the file in one transaction, or none (`import_memorials`, backend
 * supabase/schemas/90_import.sql): the database checks each row again and the plan. Answers how many were created.
 */
export async function importMemorials(memorials: BulkImportPayload): Promise<number> {
  const { data, error } = await getSupabase().rpc('import_memorials', { memorials });
  if (error) throw error;
  return data;
}

/** New memorials change the dashboard list and the plan usage of every remote that shows them. */
export function useImportMemorials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memorials: BulkImportPayload) => importMemorials(memorials),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.memorials() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() }),
      ]),
  });
}
