import type { FamilyRelation } from '@evergreen/domain/family';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface NewLink {
  graveId: string;
  relativeId: string;
  /** What the relative is to the memorial: the database stores the pair once and turns it round for the other. */
  relation: FamilyRelation;
}

/** The database checks who may link, the plan, duplicates and contradictions, and answers in words. */
export async function addLink({ graveId, relativeId, relation }: NewLink): Promise<void> {
  const { error } = await getSupabase()
    .from('family_links')
    .insert({ grave_id: graveId, relative_id: relativeId, relation });
  if (error) throw error;
}

export async function removeLink(linkId: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('family_links')
    .delete({ count: 'exact' })
    .eq('id', linkId);
  if (error) throw error;
  if (count === 0) throw new Error('This link could not be removed.');
}

/** A link shows on both memorials: both lists are refreshed. */
function useRefreshBoth() {
  const queryClient = useQueryClient();
  return (...graveIds: string[]) =>
    Promise.all(
      graveIds.map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.memorialFamily(id) })),
    );
}

export function useAddLink() {
  const refresh = useRefreshBoth();
  return useMutation({
    mutationFn: (link: NewLink) => addLink(link),
    onSuccess: (_done, link) => refresh(link.graveId, link.relativeId),
  });
}

export function useRemoveLink(graveId: string) {
  const refresh = useRefreshBoth();
  return useMutation({
    mutationFn: ({ linkId }: { linkId: string; relativeId: string }) => removeLink(linkId),
    onSettled: (_done, _error, { relativeId }) => refresh(graveId, relativeId),
  });
}
