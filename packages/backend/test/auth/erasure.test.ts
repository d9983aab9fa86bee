import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graveScene } from '../../src/db/png.ts';
import { createMemorial, share } from '../fixtures.ts';
import { backend, databaseConnection, signUp, type TestUser } from '../helpers.ts';

// Issue 27, item 5: deleting accounts leaves no file (on disk or in storage.objects) and no row behind, whichever
// of an owner and their editor leaves first. The rule (README, "Your data"): a memorial's files go with the
// memorial's owner, whoever uploaded them; a photo added to someone else's memorial stays with that memorial.

const db = databaseConnection();

const BUCKETS = ['grave-images', 'person-images'] as const;
type Bucket = (typeof BUCKETS)[number];

async function upload(user: TestUser, bucket: Bucket): Promise<string> {
  const path = `${user.id}/${crypto.randomUUID()}.png`;
  const { error } = await user.client.storage
    .from(bucket)
    .upload(path, new Blob([graveScene(8)], { type: 'image/png' }));
  if (error) throw new Error(`upload: ${error.message}`);
  return path;
}

const publicUrl = (bucket: Bucket, path: string) =>
  `${backend().url}/storage/v1/object/public/${bucket}/${path}`;

async function deleteAccount(user: TestUser): Promise<void> {
  const { error } = await user.client.functions.invoke('delete-account', {
    method: 'POST',
    body: { password: user.password },
  });
  expect(error).toBeNull();
}

/** Files on disk under the user's folders. */
function filesOnDisk(userId: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(path);
    }
  };
  for (const bucket of BUCKETS) walk(join(backend().storageDir, bucket, userId));
  return found;
}

const objectRows = async (userId: string) =>
  (await db.query('select bucket_id, name from storage.objects where name like $1', [`${userId}/%`])).rows;

/** Every row that names the user, in the tables that hold a user's data. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, number>>(
    `select (select count(*) from auth.users where id = $1)::int as users,
            (select count(*) from auth.sessions where user_id = $1)::int as sessions,
            (select count(*) from private.profiles where id = $1)::int as profiles,
            (select count(*) from public.graves where user_id = $1)::int as memorials,
            (select count(*) from public.grave_photos where created_by = $1)::int as photos,
            (select count(*) from public.grave_managers where user_id = $1)::int as collaborations,
            (select count(*) from public.security_events where user_id = $1)::int as security_events,
            (select count(*) from auth.email_change_undo where user_id = $1)::int as undo_links`,
    [userId],
  );
  return rows[0] ?? {};
}

const NO_ROWS = {
  users: 0,
  sessions: 0,
  profiles: 0,
  memorials: 0,
  photos: 0,
  collaborations: 0,
  security_events: 0,
  undo_links: 0,
};

/** An owner's memorial whose cover, portrait and a gallery photo the editor uploaded into the editor's folder. */
async function memorialFurnishedByEditor() {
  const [owner, editor] = await Promise.all([signUp('erase-owner'), signUp('erase-editor')]);
  const memorial = await createMemorial(owner);
  await share(memorial.id, editor, 'editor');
  const cover = await upload(editor, 'grave-images');
  const portrait = await upload(editor, 'person-images');
  const photo = await upload(editor, 'grave-images');
  const ownersPhoto = await upload(owner, 'grave-images');
  const edit = await editor.client
    .from('graves')
    .update({
      image_url: publicUrl('grave-images', cover),
      person_image_url: publicUrl('person-images', portrait),
    })
    .eq('id', memorial.id);
  expect(edit.error).toBeNull();
  for (const [user, path] of [
    [editor, photo],
    [owner, ownersPhoto],
  ] as const) {
    const added = await user.client
      .from('grave_photos')
      .insert({ grave_id: memorial.id, storage_path: path });
    expect(added.error).toBeNull();
  }
  // A file of the editor's own memorial, and one the owner keeps in their folder unused.
  const editorsMemorial = await createMemorial(editor, {
    image_url: publicUrl('grave-images', await upload(editor, 'grave-images')),
  });
  await upload(owner, 'person-images');
  const shown = { cover, portrait, photo, ownersPhoto };
  return { owner, editor, memorial, editorsMemorial, shown };
}

const loads = async (bucket: Bucket, path: string) => (await fetch(publicUrl(bucket, path))).status === 200;

describe('erasure', () => {
  it('editor first, then owner: the memorial keeps the editor’s files until its owner leaves', async () => {
    const { owner, editor, shown } = await memorialFurnishedByEditor();
    await deleteAccount(editor);
    // The photos the editor gave the memorial stay with it (the rule); nothing else of theirs does.
    expect(await loads('grave-images', shown.cover)).toBe(true);
    expect(await loads('person-images', shown.portrait)).toBe(true);
    expect(await loads('grave-images', shown.photo)).toBe(true);
    expect((await objectRows(editor.id)).map((row) => row.name).sort()).toEqual(
      [shown.cover, shown.portrait, shown.photo].sort(),
    );
    expect(filesOnDisk(editor.id)).toHaveLength(3);
    expect(await rowsOf(editor.id)).toEqual(NO_ROWS);

    await deleteAccount(owner);
    for (const user of [owner, editor]) {
      expect(await objectRows(user.id)).toEqual([]);
      expect(filesOnDisk(user.id)).toEqual([]);
      expect(await rowsOf(user.id)).toEqual(NO_ROWS);
    }
    expect(await loads('grave-images', shown.cover)).toBe(false);
  });

  it('owner first, then editor: the memorial’s files go with the owner, in whoever’s folder', async () => {
    const { owner, editor, editorsMemorial, shown } = await memorialFurnishedByEditor();
    await deleteAccount(owner);
    for (const [bucket, path] of [
      ['grave-images', shown.cover],
      ['person-images', shown.portrait],
      ['grave-images', shown.photo],
      ['grave-images', shown.ownersPhoto],
    ] as const) {
      expect(await loads(bucket, path)).toBe(false);
    }
    expect(await objectRows(owner.id)).toEqual([]);
    expect(filesOnDisk(owner.id)).toEqual([]);
    expect(await rowsOf(owner.id)).toEqual(NO_ROWS);
    // The editor's own memorial and its cover are untouched.
    expect((await editor.client.from('graves').select('id').eq('id', editorsMemorial.id)).data).toHaveLength(
      1,
    );
    expect(await objectRows(editor.id)).toHaveLength(1);

    await deleteAccount(editor);
    expect(await objectRows(editor.id)).toEqual([]);
    expect(filesOnDisk(editor.id)).toEqual([]);
    expect(await rowsOf(editor.id)).toEqual(NO_ROWS);
  });

  it('refuses without the current password, and with a wrong one (a borrowed session cannot delete)', async () => {
    const user = await signUp('erase-stolen');
    const bare = await user.client.functions.invoke('delete-account', { method: 'POST' });
    expect((bare.error as { context?: Response } | null)?.context?.status).toBe(400);
    const wrong = await user.client.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: 'a-guess' },
    });
    expect((wrong.error as { context?: Response } | null)?.context?.status).toBe(403);
    expect((await rowsOf(user.id)).users).toBe(1);
  });
});
