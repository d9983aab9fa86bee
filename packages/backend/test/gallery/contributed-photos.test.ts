// Photos a user added to other people's memorials outlive their account (issue 15, supabase/schemas/95_storage.sql): they
// belong to the memorial a family wrote. Their own memorials' files still go with the account.
import { describe, expect, it } from 'vitest';
import { createMemorial, share } from '../fixtures.ts';
import { backend, client, signUp, type TestUser } from '../helpers.ts';
import { addPhoto, publicUrl, stored, upload } from './gallery-helpers.ts';

async function deleteAccount(user: TestUser): Promise<unknown> {
  const { data, error } = await user.client.functions.invoke('delete-account', {
    method: 'POST',
    body: { password: user.password },
  });
  if (error) throw new Error(`delete-account: ${error.message}`);
  return data;
}

/** The storage's thumbnail of a photo, as the gallery grid asks for it. */
const thumbnail = (path: string) =>
  fetch(
    `${backend().url}/storage/v1/render/image/public/grave-images/${path}?width=300&height=300&resize=cover`,
  );

describe("an editor's account deletion", () => {
  it("keeps the photos they added to someone else's memorial, rows and files, and removes their own memorials' files", async () => {
    const [owner, editor] = await Promise.all([signUp('kept-owner'), signUp('kept-editor')]);
    const family = await createMemorial(owner, { is_public: true });
    await share(family.id, editor, 'editor');
    const galleryPhoto = await upload(editor);
    const added = await addPhoto(editor, family.id, galleryPhoto, 'Grandma at the lake');
    if (added.error) throw added.error;
    // The editor also chose the memorial's cover from their own upload.
    const cover = await upload(editor);
    const changed = await editor.client
      .from('graves')
      .update({ image_url: publicUrl(cover) })
      .eq('id', family.id);
    expect(changed.error).toBeNull();

    const ownMemorialCover = await upload(editor);
    const own = await createMemorial(editor, { image_url: publicUrl(ownMemorialCover) });
    const ownGalleryPhoto = await upload(editor);
    expect((await addPhoto(editor, own.id, ownGalleryPhoto)).error).toBeNull();
    const unused = await upload(editor);

    expect(await deleteAccount(editor)).toEqual({ success: true, deletedFiles: 3 });

    // The family's memorial shows what it showed, to its owner and to a public visitor.
    for (const reader of [owner.client, client()]) {
      const gallery = await reader
        .from('grave_photos')
        .select('caption, storage_path')
        .eq('grave_id', family.id);
      expect(gallery.data).toEqual([{ caption: 'Grandma at the lake', storage_path: galleryPhoto }]);
      const memorial = await reader.from('graves').select('image_url').eq('id', family.id).single();
      expect(memorial.data?.image_url).toBe(publicUrl(cover));
    }
    expect(await stored(galleryPhoto)).toBe(true);
    expect(await stored(cover)).toBe(true);
    const rendered = await thumbnail(galleryPhoto);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('content-type')).toMatch(/^image\//);

    // Everything of the editor's own memorial and folder is gone.
    for (const path of [ownMemorialCover, ownGalleryPhoto, unused]) expect(await stored(path)).toBe(false);
    expect((await owner.client.from('graves').select('id').eq('id', own.id)).data).toEqual([]);
  });

  it('leaves the owner free to remove a kept photo later, file and all', async () => {
    const [owner, editor] = await Promise.all([signUp('later-owner'), signUp('later-editor')]);
    const family = await createMemorial(owner);
    await share(family.id, editor, 'editor');
    const photo = await upload(editor);
    const added = await addPhoto(editor, family.id, photo);
    if (added.error) throw added.error;
    await deleteAccount(editor);
    expect(await stored(photo)).toBe(true);

    expect((await owner.client.from('grave_photos').delete().eq('id', added.data.id)).error).toBeNull();
    const removed = await owner.client.storage.from('grave-images').remove([photo]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect(await stored(photo)).toBe(false);
  });

  it("removes a kept photo with the owner's account, as the rest of their memorial's gallery", async () => {
    const [owner, editor] = await Promise.all([signUp('gone-owner'), signUp('gone-editor')]);
    const family = await createMemorial(owner);
    await share(family.id, editor, 'editor');
    const photo = await upload(editor);
    expect((await addPhoto(editor, family.id, photo)).error).toBeNull();
    await deleteAccount(editor);

    expect(await deleteAccount(owner)).toEqual({ success: true, deletedFiles: 1 });
    expect(await stored(photo)).toBe(false);
  });

  it("keeps a photo one family's account deletion would take from another family's gallery", async () => {
    const [first, second, editor] = await Promise.all([
      signUp('two-first'),
      signUp('two-second'),
      signUp('two-editor'),
    ]);
    const [a, b] = await Promise.all([createMemorial(first), createMemorial(second)]);
    await Promise.all([share(a.id, editor, 'editor'), share(b.id, editor, 'editor')]);
    const photo = await upload(editor);
    expect((await addPhoto(editor, a.id, photo)).error).toBeNull();
    expect((await addPhoto(editor, b.id, photo)).error).toBeNull();

    expect(await deleteAccount(first)).toEqual({ success: true, deletedFiles: 0 });
    expect(await stored(photo)).toBe(true);
    const gallery = await second.client.from('grave_photos').select('storage_path').eq('grave_id', b.id);
    expect(gallery.data).toEqual([{ storage_path: photo }]);
  });
});
