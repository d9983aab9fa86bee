import { describe, expect, it } from 'vitest';
import { graveScene } from '../../src/db/png.ts';
import { createMemorial, share } from '../fixtures.ts';
import { backend, signUp, type TestUser } from '../helpers.ts';

// Photos belong to the memorial that shows them: whoever removes a photo from a memorial (by deleting the
// memorial or replacing the photo) may delete the file, even when a collaborator uploaded it.

async function uploadCover(user: TestUser): Promise<{ path: string; url: string }> {
  const path = `${user.id}/${crypto.randomUUID()}.png`;
  const bucket = user.client.storage.from('grave-images');
  const { error } = await bucket.upload(path, new Blob([graveScene(16)], { type: 'image/png' }));
  if (error) throw new Error(`upload: ${error.message}`);
  return { path, url: bucket.getPublicUrl(path).data.publicUrl };
}

const removeCover = async (user: TestUser, path: string) =>
  (await user.client.storage.from('grave-images').remove([path])).data?.map((object) => object.name) ?? [];

const stored = async (url: string) => (await fetch(url)).status === 200;

async function editorsCoverOnOwnersMemorial() {
  const [owner, editor] = await Promise.all([signUp('photo-owner'), signUp('photo-editor')]);
  const memorial = await createMemorial(owner);
  await share(memorial.id, editor, 'editor');
  const cover = await uploadCover(editor);
  const { error } = await editor.client.from('graves').update({ image_url: cover.url }).eq('id', memorial.id);
  if (error) throw new Error(`set cover: ${error.message}`);
  return { owner, editor, memorial, cover };
}

describe('memorial photos', () => {
  it('lets the owner delete a photo an editor uploaded once the memorial is deleted, and nobody else', async () => {
    const { owner, memorial, cover } = await editorsCoverOnOwnersMemorial();
    const stranger = await signUp('photo-stranger');
    expect(await removeCover(owner, cover.path)).toEqual([]);

    await owner.client.from('graves').delete().eq('id', memorial.id);
    expect(await removeCover(stranger, cover.path)).toEqual([]);
    expect(await stored(cover.url)).toBe(true);
    expect(await removeCover(owner, cover.path)).toEqual([cover.path]);
    expect(await stored(cover.url)).toBe(false);
  });

  it('lets an editor who replaces the owner photo delete the old file', async () => {
    const [owner, editor] = await Promise.all([signUp('replaced-owner'), signUp('replacing-editor')]);
    const ownersCover = await uploadCover(owner);
    const memorial = await createMemorial(owner, { image_url: ownersCover.url });
    await share(memorial.id, editor, 'editor');
    expect(await removeCover(editor, ownersCover.path)).toEqual([]);

    const newCover = await uploadCover(editor);
    await editor.client.from('graves').update({ image_url: newCover.url }).eq('id', memorial.id);
    expect(await removeCover(editor, ownersCover.path)).toEqual([ownersCover.path]);
  });

  it('keeps a photo another memorial still shows', async () => {
    const victim = await signUp('photo-victim');
    const attacker = await signUp('photo-attacker');
    const victimsCover = await uploadCover(victim);
    await createMemorial(victim, { image_url: victimsCover.url, is_public: true });

    // Pointing one's own memorial at someone else's public photo and removing it again releases nothing.
    const decoy = await createMemorial(attacker, { image_url: victimsCover.url });
    await attacker.client.from('graves').delete().eq('id', decoy.id);
    expect(await removeCover(attacker, victimsCover.path)).toEqual([]);
    expect(await stored(victimsCover.url)).toBe(true);
  });

  it('releases nothing when the service role deletes a memorial', async () => {
    const { owner, memorial, cover } = await editorsCoverOnOwnersMemorial();
    const response = await fetch(`${backend().url}/rest/v1/graves?id=eq.${memorial.id}`, {
      method: 'DELETE',
      headers: { apikey: backend().serviceRoleKey, authorization: `Bearer ${backend().serviceRoleKey}` },
    });
    expect(response.status).toBe(204);
    expect(await removeCover(owner, cover.path)).toEqual([]);
  });
});
