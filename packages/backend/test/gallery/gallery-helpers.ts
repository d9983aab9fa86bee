import { graveScene } from '../../src/db/png.ts';
import { backend, type TestUser } from '../helpers.ts';

/** A small PNG uploaded into the user's own folder of grave-images, as the app uploads a gallery photo. */
export async function upload(user: TestUser): Promise<string> {
  const path = `${user.id}/${crypto.randomUUID()}.png`;
  const { error } = await user.client.storage
    .from('grave-images')
    .upload(path, new Blob([graveScene(8)], { type: 'image/png' }));
  if (error) throw new Error(`upload: ${error.message}`);
  return path;
}

export const publicUrl = (path: string) => `${backend().url}/storage/v1/object/public/grave-images/${path}`;
/** Whether anyone can still load the file at its public address. */
export const stored = async (path: string) => (await fetch(publicUrl(path))).status === 200;

export const addPhoto = (user: TestUser, graveId: string, path: string, caption = '') =>
  user.client
    .from('grave_photos')
    .insert({ grave_id: graveId, storage_path: path, caption })
    .select()
    .single();
