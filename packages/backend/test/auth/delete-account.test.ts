import { describe, expect, it } from 'vitest';
import { graveScene } from '../../src/db/png.ts';
import { backend, databaseConnection, serviceClient, signUp } from '../helpers.ts';

// delete-account must let a user leave whatever their storage folders hold (issue 9, finding 6). The basic
// journey is in platform.test.ts (Node) and deno-function.test.ts (the deployed Deno entry).

const db = databaseConnection();

/** A row as an older server (or another storage backend) could leave it: no file behind it. */
const leftoverRow = (bucket: string, name: string, owner: string) =>
  db.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3::uuid, $3::text, '{"mimetype": "image/png", "size": 1}')`,
    [bucket, name, owner],
  );

describe('delete-account with leftovers in the folders', () => {
  it('removes objects that are also folders, rows without files, and then the account', async () => {
    const user = await signUp('leftovers');
    const image = new Blob([graveScene(8)], { type: 'image/png' });
    const graves = user.client.storage.from('grave-images');
    expect((await graves.upload(`${user.id}/a.png/b.png`, image)).error).toBeNull();
    expect((await graves.upload(`${user.id}/n/m/k.png`, image)).error).toBeNull();
    expect(
      (await user.client.storage.from('person-images').upload(`${user.id}/p.png`, image)).error,
    ).toBeNull();
    // What uploading a.png after a.png/b.png left before the fix: a row for a.png, whose path is a folder.
    await leftoverRow('grave-images', `${user.id}/a.png`, user.id);
    await leftoverRow('grave-images', `${user.id}/n`, user.id);
    await leftoverRow('grave-images', `${user.id}/n/m`, user.id);
    await leftoverRow('grave-images', `${user.id}/ghost.png`, user.id);

    const { data, error } = await user.client.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: user.password },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, deletedFiles: 7 });
    const left = await db.query('select bucket_id, name from storage.objects where name like $1', [
      `${user.id}/%`,
    ]);
    expect(left.rows).toEqual([]);
    expect((await serviceClient().auth.admin.getUserById(user.id)).error?.status).toBe(404);
    const url = `${backend().url}/storage/v1/object/public/grave-images/${user.id}/a.png/b.png`;
    expect((await fetch(url)).status).toBe(404);
  });

  it("removes a row named to climb into another user's folder without touching that user's file", async () => {
    const [user, other] = await Promise.all([signUp('climber'), signUp('climbed')]);
    const image = new Blob([graveScene(8)], { type: 'image/png' });
    expect(
      (await other.client.storage.from('grave-images').upload(`${other.id}/p.png`, image)).error,
    ).toBeNull();
    // What an encoded slash (`%2F..%2F`) could store before the fix.
    await leftoverRow('grave-images', `${user.id}/../${other.id}/p.png`, user.id);
    const { data, error } = await user.client.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: user.password },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, deletedFiles: 1 });
    const left = await db.query('select name from storage.objects where name like $1', [`${user.id}/%`]);
    expect(left.rows).toEqual([]);
    const url = `${backend().url}/storage/v1/object/public/grave-images/${other.id}/p.png`;
    expect((await fetch(url)).status).toBe(200);
  });

  it('serves a leftover row whose path is a folder as not found, never as a broken 200', async () => {
    const user = await signUp('broken-row');
    const image = new Blob([graveScene(8)], { type: 'image/png' });
    expect(
      (await user.client.storage.from('grave-images').upload(`${user.id}/d/e.png`, image)).error,
    ).toBeNull();
    await leftoverRow('grave-images', `${user.id}/d`, user.id);
    const response = await fetch(`${backend().url}/storage/v1/object/public/grave-images/${user.id}/d`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });
});
