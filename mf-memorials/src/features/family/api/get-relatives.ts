import { isFamilyRelation, type Relative } from '@evergreen/domain/family';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A linked memorial, with what its link needs to show: its public address when it has one. */
export interface FamilyMember extends Relative {
  isPublic: boolean;
  slug: string | null;
}

/**
 * A memorial's relatives as it sees them (`memorial_relatives`): the database lists only those whose memorial the
 * reader can see. `publicOnly` keeps to public memorials, for the public page, whoever reads it.
 */
export async function getRelatives(graveId: string, publicOnly = false): Promise<FamilyMember[]> {
  let query = getSupabase()
    .from('memorial_relatives')
    .select('link_id, relative_id, relation, full_name, birth_date, death_date, slug, is_public')
    .eq('memorial_id', graveId);
  if (publicOnly) query = query.eq('is_public', true);
  const { data, error } = await query;
  if (error) throw error;
  // View columns are nullable in the generated types; the view never yields a row without these.
  return data.flatMap((row) =>
    row.link_id && row.relative_id && row.full_name && isFamilyRelation(row.relation)
      ? [
          {
            linkId: row.link_id,
            id: row.relative_id,
            relation: row.relation,
            name: row.full_name,
            birthDate: row.birth_date,
            deathDate: row.death_date,
            isPublic: row.is_public === true,
            slug: row.slug,
          },
        ]
      : [],
  );
}

export const relativesQueryOptions = (graveId: string, publicOnly = false) =>
  queryOptions({
    queryKey: [...queryKeys.memorialFamily(graveId), publicOnly ? 'public' : 'visible'] as const,
    queryFn: () => getRelatives(graveId, publicOnly),
  });

export function useRelatives(graveId: string, publicOnly = false) {
  return useQuery(relativesQueryOptions(graveId, publicOnly));
}
