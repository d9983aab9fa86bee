import { columnValue, exists, inserted, type World } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

/** A gallery photo row on one of the owner's memorials, added as the service role. */
async function photo(w: World, graveId: string): Promise<string> {
  const { data, error } = await w.service
    .from('grave_photos')
    .insert({ grave_id: graveId, storage_path: `${w.owner.id}/${crypto.randomUUID()}.png`, caption: 'c' })
    .select('id')
    .single();
  if (error) throw new Error(`grave_photos: ${error.message}`);
  return data.id as string;
}

export const GALLERY: Subject[] = [
  {
    table: 'grave_photos',
    what: 'read a gallery photo of the private memorial',
    allowed: 'nYYYnY',
    attempt: async (a, w) => {
      const id = await photo(w, w.privateGrave);
      return (await rows(a.client.from('grave_photos').select('id').eq('id', id))).length === 1;
    },
  },
  {
    table: 'grave_photos',
    what: 'read a gallery photo of the public memorial',
    allowed: 'YYYYYY',
    attempt: async (a, w) => {
      const id = await photo(w, w.publicGrave);
      return (await rows(a.client.from('grave_photos').select('id').eq('id', id))).length === 1;
    },
  },
  {
    table: 'grave_photos',
    what: 'add a photo to the private memorial gallery',
    allowed: 'nYnYnY',
    attempt: (a, w) => {
      const row = {
        grave_id: w.privateGrave,
        storage_path: `${someone(a, w.owner.id)}/${crypto.randomUUID()}.png`,
      };
      return inserted(w, 'grave_photos', a.client.from('grave_photos').insert(row).select('id').single());
    },
  },
  {
    table: 'grave_photos',
    what: 'caption a photo of the private memorial gallery',
    allowed: 'nYnYnY',
    attempt: async (a, w) => {
      const id = await photo(w, w.privateGrave);
      await a.client.from('grave_photos').update({ caption: 'edited' }).eq('id', id);
      return (await columnValue(w, 'grave_photos', id, 'caption')) === 'edited';
    },
  },
  {
    table: 'grave_photos',
    what: 'remove a photo from the public memorial gallery',
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const id = await photo(w, w.publicGrave);
      await a.client.from('grave_photos').delete().eq('id', id);
      return !(await exists(w, 'grave_photos', id));
    },
  },
  {
    table: 'grave_photos',
    what: 'remove a photo from the private memorial gallery',
    allowed: 'nYnYnY',
    attempt: async (a, w) => {
      const id = await photo(w, w.privateGrave);
      await a.client.from('grave_photos').delete().eq('id', id);
      return !(await exists(w, 'grave_photos', id));
    },
  },
];
