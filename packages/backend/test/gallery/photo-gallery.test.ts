// Photo gallery (issue 15): the owner's plan bounds a memorial's gallery, the owner and editors set its order,
// a read-only memorial's gallery is read-only, and removing photos (one, a memorial, an account) lets their
// files go, wherever they were uploaded.
import { describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser } from '../helpers.ts';
import { addPhoto, publicUrl, stored, upload } from './gallery-helpers.ts';

async function priceOf(planId: string): Promise<string> {
  const { data, error } = await client().rpc('billing_plans');
  if (error) throw error;
  const plan = (data as { plan_id: string; price_id: string | null }[]).find((row) => row.plan_id === planId);
  if (!plan?.price_id) throw new Error(`no price for ${planId}`);
  return plan.price_id;
}

/** Fills a gallery up to `count` photos as the service role (rows only; the limit counts rows). */
async function fill(graveId: string, ownerId: string, count: number) {
  const rows = Array.from({ length: count }, () => ({
    grave_id: graveId,
    storage_path: `${ownerId}/${crypto.randomUUID()}.png`,
  }));
  const { error } = await serviceClient().from('grave_photos').insert(rows);
  if (error) throw new Error(`fill: ${error.message}`);
}

async function order(user: TestUser | undefined, graveId: string) {
  const { data, error } = await (user?.client ?? client())
    .from('grave_photos')
    .select('caption')
    .eq('grave_id', graveId)
    .order('position');
  if (error) throw error;
  return data.map((row) => row.caption);
}

describe('the gallery limit of the owner plan', () => {
  it.each([
    ['free', 10, 'Your Free plan allows 10 photos per memorial.'],
    ['personal', 100, 'Your Personal plan allows 100 photos per memorial.'],
    ['family', 500, 'Your Family plan allows 500 photos per memorial.'],
  ])('%s: %i photos, then the message naming the plan', async (planId, limit, message) => {
    const [owner, editor] = await Promise.all([signUp(`gallery-${planId}`), signUp(`gallery-${planId}-ed`)]);
    if (planId !== 'free') await setPlan(owner.id, await priceOf(planId));
    const memorial = await createMemorial(owner);
    await share(memorial.id, editor, 'editor');
    const limits = await owner.client
      .from('graves')
      .select('photo_limit, photo_limit_message')
      .eq('id', memorial.id)
      .single();
    expect(limits.data).toEqual({ photo_limit: limit, photo_limit_message: message });

    await fill(memorial.id, owner.id, limit - 1);
    expect((await addPhoto(editor, memorial.id, await upload(editor), 'last one')).error).toBeNull();
    // The editor is bound by the owner's plan, whatever their own.
    const refused = await addPhoto(editor, memorial.id, await upload(editor));
    expect(refused.error).toMatchObject({ code: 'P0001', message });
    const ownerRefused = await addPhoto(owner, memorial.id, await upload(owner));
    expect(ownerRefused.error?.message).toBe(message);
    const { count } = await serviceClient()
      .from('grave_photos')
      .select('id', { count: 'exact', head: true })
      .eq('grave_id', memorial.id);
    expect(count).toBe(limit);
  });

  it('counts the rows of one insert of several photos', async () => {
    const owner = await signUp('gallery-bulk');
    const memorial = await createMemorial(owner);
    await fill(memorial.id, owner.id, 8);
    const paths = [await upload(owner), await upload(owner), await upload(owner)];
    const { error } = await owner.client
      .from('grave_photos')
      .insert(paths.map((path) => ({ grave_id: memorial.id, storage_path: path })));
    expect(error?.message).toBe('Your Free plan allows 10 photos per memorial.');
    const two = await owner.client
      .from('grave_photos')
      .insert(paths.slice(0, 2).map((path) => ({ grave_id: memorial.id, storage_path: path })))
      .select('position');
    expect(two.data?.map((row) => row.position)).toEqual([8, 9]);
  });
});

describe('gallery rows', () => {
  it('keeps captions bounded, files the adder uploaded, and memorial and file fixed', async () => {
    const [owner, other] = await Promise.all([signUp('gallery-rules'), signUp('gallery-rules-other')]);
    const memorial = await createMemorial(owner);
    const long = await addPhoto(owner, memorial.id, await upload(owner), 'x'.repeat(501));
    expect(long.error?.code).toBe('23514');
    const foreign = await addPhoto(owner, memorial.id, await upload(other));
    expect(foreign.error).toMatchObject({
      code: '42501',
      message: 'A gallery photo must be a file you uploaded.',
    });
    const photo = await addPhoto(owner, memorial.id, await upload(owner), 'x'.repeat(500));
    expect(photo.error).toBeNull();
    expect(photo.data).toMatchObject({ created_by: owner.id, position: 0 });
    const moved = await owner.client
      .from('grave_photos')
      .update({ storage_path: `${owner.id}/other.png` })
      .eq('id', photo.data?.id);
    expect(moved.error?.message).toBe('Only the caption and the order of a photo can change.');
  });

  it('sets the order in one call: every photo once, by the owner or an editor only', async () => {
    const [owner, editor, viewer] = await Promise.all([
      signUp('reorder-owner'),
      signUp('reorder-editor'),
      signUp('reorder-viewer'),
    ]);
    await setPlan(owner.id, await priceOf('personal'));
    const memorial = await createMemorial(owner, { is_public: true });
    await share(memorial.id, editor, 'editor');
    await share(memorial.id, viewer, 'viewer');
    const ids: string[] = [];
    for (const caption of ['first', 'second', 'third']) {
      const { data, error } = await addPhoto(owner, memorial.id, await upload(owner), caption);
      if (error) throw error;
      ids.push(data.id);
    }
    const [a, b, c] = ids as [string, string, string];
    expect(
      (await editor.client.rpc('reorder_grave_photos', { memorial: memorial.id, photo_ids: [c, a, b] }))
        .error,
    ).toBeNull();
    expect(await order(undefined, memorial.id)).toEqual(['third', 'first', 'second']);

    const byViewer = await viewer.client.rpc('reorder_grave_photos', {
      memorial: memorial.id,
      photo_ids: [a, b, c],
    });
    expect(byViewer.error).toMatchObject({
      code: '42501',
      message: 'Only the owner and editors can reorder this gallery.',
    });
    const byAnon = await client().rpc('reorder_grave_photos', {
      memorial: memorial.id,
      photo_ids: [a, b, c],
    });
    expect(byAnon.error).not.toBeNull();
    for (const wrong of [
      [a, b],
      [a, b, b],
      [a, b, c, crypto.randomUUID()],
    ]) {
      const answer = await owner.client.rpc('reorder_grave_photos', {
        memorial: memorial.id,
        photo_ids: wrong,
      });
      expect(answer.error).toMatchObject({
        code: '22023',
        message: 'The new order must list every photo of this gallery once.',
      });
    }
    expect(await order(owner, memorial.id)).toEqual(['third', 'first', 'second']);
  });
});

describe('a read-only memorial', () => {
  it('keeps its gallery readable and unchangeable until the memorial is deleted', async () => {
    const owner = await signUp('gallery-frozen');
    await setPlan(owner.id, await priceOf('personal'));
    for (let n = 0; n < 5; n++) await createMemorial(owner);
    const frozen = await createMemorial(owner, { is_public: true });
    const path = await upload(owner);
    const photo = await addPhoto(owner, frozen.id, path, 'kept');
    if (photo.error) throw photo.error;
    await setPlan(owner.id, null);
    const reason =
      'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.';

    expect((await addPhoto(owner, frozen.id, await upload(owner))).error?.message).toBe(reason);
    const edit = await owner.client
      .from('grave_photos')
      .update({ caption: 'changed' })
      .eq('id', photo.data.id);
    expect(edit.error?.message).toBe(reason);
    const removal = await owner.client.from('grave_photos').delete().eq('id', photo.data.id);
    expect(removal.error?.message).toBe(reason);
    expect(await order(undefined, frozen.id)).toEqual(['kept']);

    expect((await owner.client.from('graves').delete().eq('id', frozen.id)).error).toBeNull();
    expect((await owner.client.storage.from('grave-images').remove([path])).data).toHaveLength(1);
    expect(await stored(path)).toBe(false);
  });
});

describe('removing gallery photos removes their files', () => {
  it('lets whoever removes a photo, or deletes the memorial, delete an editor upload', async () => {
    const [owner, editor, stranger] = await Promise.all([
      signUp('gallery-files-owner'),
      signUp('gallery-files-editor'),
      signUp('gallery-files-stranger'),
    ]);
    const memorial = await createMemorial(owner);
    await share(memorial.id, editor, 'editor');
    const [kept, removed] = [await upload(editor), await upload(editor)];
    const photos = [await addPhoto(editor, memorial.id, kept), await addPhoto(editor, memorial.id, removed)];
    const remove = async (user: TestUser, path: string) =>
      (await user.client.storage.from('grave-images').remove([path])).data?.length ?? 0;

    expect(await remove(owner, removed)).toBe(0);
    await owner.client.from('grave_photos').delete().eq('id', photos[1]?.data?.id);
    expect(await remove(stranger, removed)).toBe(0);
    expect(await remove(owner, removed)).toBe(1);
    expect(await stored(removed)).toBe(false);

    expect(await remove(owner, kept)).toBe(0);
    await owner.client.from('graves').delete().eq('id', memorial.id);
    expect(await remove(owner, kept)).toBe(1);
    expect(await stored(kept)).toBe(false);
  });

  it('does not release a gallery file when a cover pointing at it is replaced', async () => {
    const [victim, attacker] = await Promise.all([signUp('gallery-victim'), signUp('gallery-attacker')]);
    const memorial = await createMemorial(victim, { is_public: true });
    const path = await upload(victim);
    await addPhoto(victim, memorial.id, path);
    const decoy = await createMemorial(attacker, { image_url: publicUrl(path) });
    await attacker.client.from('graves').delete().eq('id', decoy.id);
    expect((await attacker.client.storage.from('grave-images').remove([path])).data ?? []).toEqual([]);
    expect(await stored(path)).toBe(true);
  });

  it('deleting the account deletes its memorials gallery files, editors uploads included', async () => {
    const [owner, editor] = await Promise.all([signUp('gallery-leaver'), signUp('gallery-leaver-editor')]);
    const memorial = await createMemorial(owner);
    await share(memorial.id, editor, 'editor');
    const editorsOwn = await upload(editor);
    const [ownersPhoto, editorsPhoto] = [await upload(owner), await upload(editor)];
    await addPhoto(owner, memorial.id, ownersPhoto);
    await addPhoto(editor, memorial.id, editorsPhoto);

    const { data, error } = await owner.client.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: owner.password },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, deletedFiles: 2 });
    expect(await stored(ownersPhoto)).toBe(false);
    expect(await stored(editorsPhoto)).toBe(false);
    // The editor's other files are theirs and stay.
    expect(await stored(editorsOwn)).toBe(true);
  });

  it('lets an editor who added photos to a now read-only memorial delete their account', async () => {
    const [owner, editor] = await Promise.all([
      signUp('frozen-gallery-owner'),
      signUp('frozen-gallery-editor'),
    ]);
    await setPlan(owner.id, await priceOf('personal'));
    for (let n = 0; n < 5; n++) await createMemorial(owner);
    const frozen = await createMemorial(owner);
    await share(frozen.id, editor, 'editor');
    const photo = await addPhoto(editor, frozen.id, await upload(editor), 'from the editor');
    if (photo.error) throw photo.error;
    await setPlan(owner.id, null);

    const { error } = await editor.client.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: editor.password },
    });
    expect(error).toBeNull();
    const row = await owner.client.from('grave_photos').select('caption, created_by').eq('id', photo.data.id);
    expect(row.data).toEqual([{ caption: 'from the editor', created_by: null }]);
  });
});
