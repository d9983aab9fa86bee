import { exists, inserted, type World } from '../rls-world.ts';
import { rows, type Subject } from './subject.ts';

/** A Family owner's memorial linked, as the service role, to the given memorial of theirs. */
async function linkTo(w: World, relativeId: string): Promise<string> {
  const { data: grave, error: graveError } = await w.service
    .from('graves')
    .insert({ user_id: w.owner.id, full_name: 'Relative', is_public: relativeId === w.publicGrave })
    .select('id')
    .single();
  if (graveError) throw new Error(`graves: ${graveError.message}`);
  const { data, error } = await w.service
    .from('family_links')
    .insert({ grave_id: grave.id, relative_id: relativeId, relation: 'parent' })
    .select('id')
    .single();
  if (error) throw new Error(`family_links: ${error.message}`);
  return data.id as string;
}

// The world's owner is on the Family plan. A link is read by whoever can see both memorials, made by an owner or
// editor of the memorial it is made on, and removed by an owner or editor of either side.
export const FAMILY_LINKS: Subject[] = [
  {
    table: 'family_links',
    what: 'read a link between two public memorials',
    allowed: 'YYYYYY',
    attempt: async (a, w) => {
      const id = await linkTo(w, w.publicGrave);
      return (await rows(a.client.from('family_links').select('id').eq('id', id))).length === 1;
    },
  },
  {
    table: 'family_links',
    what: 'read a link of the private memorial (other side private, unshared)',
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const id = await linkTo(w, w.privateGrave);
      return (await rows(a.client.from('family_links').select('id').eq('id', id))).length === 1;
    },
  },
  {
    table: 'family_links',
    what: 'link the private memorial to the public one',
    allowed: 'nYnYnY',
    attempt: (a, w) => {
      const row = { grave_id: w.privateGrave, relative_id: w.publicGrave, relation: 'sibling' };
      return inserted(w, 'family_links', a.client.from('family_links').insert(row).select('id').single());
    },
  },
  {
    table: 'family_links',
    what: 'remove a link between two public memorials',
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const id = await linkTo(w, w.publicGrave);
      await a.client.from('family_links').delete().eq('id', id);
      return !(await exists(w, 'family_links', id));
    },
  },
];
