import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createUser, expect, type TestUser, test } from './fixtures';
import {
  type ApiSession,
  apiSignIn,
  createMemorial,
  photo,
  postMemory,
  restAs,
  signInAt,
} from './memorial-helpers';

/**
 * Portability (issue 12): "Download everything (.zip)" and "Import from archive" on the settings page, against the
 * real backend. A family takes its memorials with their photos out of one account and back into a new one.
 */

const env = () => ({ url: process.env.SUPABASE_URL ?? '', anonKey: process.env.SUPABASE_ANON_KEY ?? '' });
const data = (page: Page) => page.getByRole('region', { name: 'Data Management' });

/** Uploads these exact bytes into the user's folder and answers the public URL. */
async function upload(session: ApiSession, bucket: string, name: string, bytes: Buffer): Promise<string> {
  const { url, anonKey } = env();
  const path = `${session.userId}/${name}`;
  const response = await fetch(`${url}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${session.token}`, 'Content-Type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return `${url}/storage/v1/object/public/${bucket}/${path}`;
}

async function bytesAt(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Signs up again with the address of a deleted account, as a returning person would. */
async function signUpAgain(user: TestUser): Promise<void> {
  const { url, anonKey } = env();
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey },
    body: JSON.stringify({ email: user.email, password: user.password, data: { full_name: user.name } }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
}

interface Restored {
  id: string;
  full_name: string;
  birth_date: string | null;
  death_date: string | null;
  is_public: boolean;
  image_url: string | null;
  person_image_url: string | null;
}

async function memorialsOf(session: ApiSession): Promise<Restored[]> {
  const response = await restAs(
    session,
    'GET',
    `graves?user_id=eq.${session.userId}&select=id,full_name,birth_date,death_date,is_public,image_url,person_image_url&order=full_name`,
    undefined,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Restored[];
}

async function downloadArchive(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await data(page).getByRole('button', { name: 'Download everything (.zip)' }).click();
  const download = await downloading;
  await expect(
    page.getByText('Archive downloaded: your data and every photo are in the .zip file.'),
  ).toBeVisible();
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  expect(download.suggestedFilename()).toBe(`evergreen-archive-${today}.zip`);
  return download.path();
}

const chooseArchive = (page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) =>
  data(page).getByLabel('Archive to import (.zip)').setInputFiles(file);

test('a family downloads everything, deletes the account, and restores it all into a new one', async ({
  page,
  app,
}) => {
  const user = await createUser('Archiving Person');
  const before = await apiSignIn(user);
  const cover = photo(64, 48, [200, 40, 40]);
  const portrait = photo(40, 60, [40, 40, 200]);
  const other = photo(30, 30, [20, 160, 20]);
  const coverUrl = await upload(before, 'grave-images', 'cover.png', cover);
  const portraitUrl = await upload(before, 'person-images', 'portrait.png', portrait);
  const otherUrl = await upload(before, 'grave-images', 'other.png', other);
  const galleryPhoto = photo(50, 50, [240, 200, 40]);
  const galleryUrl = await upload(before, 'grave-images', 'gallery.png', galleryPhoto);
  const grace = await createMemorial(before, {
    full_name: 'Grace Hopper',
    birth_date: '1906-12-09',
    death_date: '1992-01-01',
    is_public: true,
    hide_from_search: true,
    image_url: coverUrl,
    person_image_url: portraitUrl,
  });
  // Her gallery (issue 15): one captioned photo, restored with the same bytes and caption.
  const galleryRow = await restAs(before, 'POST', 'grave_photos', {
    grave_id: grace,
    storage_path: `${before.userId}/gallery.png`,
    caption: 'At the Harvard Mark I',
  });
  expect(galleryRow.ok).toBe(true);
  await createMemorial(before, {
    full_name: 'Alan Turing',
    birth_date: '1912-06-23',
    death_date: '1954-06-07',
    is_public: false,
    image_url: otherUrl,
  });
  await createMemorial(before, { full_name: 'Unnamed Sailor', is_public: false });
  const memory = await postMemory(before, grace, 'She taught us to ask forgiveness, not permission.');
  expect(memory.ok).toBe(true);

  await signInAt(page, app(''), user, '/dashboard/settings');
  const archive = await downloadArchive(page);
  expect((await readFile(archive)).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Confirm Delete' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
  // The old account's photos are gone with it: what comes back below came from the archive.
  expect((await fetch(coverUrl)).status).toBe(404);
  expect((await fetch(galleryUrl)).status).toBe(404);

  await signUpAgain(user);
  const after = await apiSignIn(user);
  expect(after.userId).not.toBe(before.userId);
  await signInAt(page, app(''), user, '/dashboard/settings');
  await chooseArchive(page, archive);
  await expect(page.getByRole('status').filter({ hasText: 'Import complete' })).toHaveText(
    'Import complete: 3 memorials restored.',
  );

  const restored = await memorialsOf(after);
  expect(
    restored.map(({ full_name, birth_date, death_date, is_public }) => [
      full_name,
      birth_date,
      death_date,
      is_public,
    ]),
  ).toEqual([
    ['Alan Turing', '1912-06-23', '1954-06-07', false],
    ['Grace Hopper', '1906-12-09', '1992-01-01', true],
    ['Unnamed Sailor', null, null, false],
  ]);
  const [alan, graceAgain, sailor] = restored;
  expect(graceAgain?.id).not.toBe(grace);
  // Same photo bytes, now in the new account's own folder.
  for (const url of [alan?.image_url, graceAgain?.image_url, graceAgain?.person_image_url]) {
    expect(url).toContain(`/${after.userId}/`);
  }
  expect(await bytesAt(graceAgain?.image_url ?? '')).toEqual(cover);
  expect(await bytesAt(graceAgain?.person_image_url ?? '')).toEqual(portrait);
  expect(await bytesAt(alan?.image_url ?? '')).toEqual(other);
  expect([sailor?.image_url, sailor?.person_image_url, alan?.person_image_url]).toEqual([null, null, null]);
  const hidden = await restAs(
    after,
    'GET',
    `graves?id=eq.${graceAgain?.id}&select=hide_from_search`,
    undefined,
  );
  expect(await hidden.json()).toEqual([{ hide_from_search: true }]);
  const gallery = await restAs(
    after,
    'GET',
    `grave_photos?grave_id=eq.${graceAgain?.id}&select=storage_path,caption,position`,
    undefined,
  );
  const galleryRows = (await gallery.json()) as { storage_path: string; caption: string; position: number }[];
  expect(galleryRows.map(({ caption, position }) => [caption, position])).toEqual([
    ['At the Harvard Mark I', 0],
  ]);
  expect(galleryRows[0]?.storage_path.startsWith(`${after.userId}/`)).toBe(true);
  expect(
    await bytesAt(`${env().url}/storage/v1/object/public/grave-images/${galleryRows[0]?.storage_path}`),
  ).toEqual(galleryPhoto);
  const memories = await restAs(
    after,
    'GET',
    `visitor_memories?grave_id=eq.${graceAgain?.id}&select=memory_text`,
    undefined,
  );
  expect(await memories.json()).toEqual([
    { memory_text: 'She taught us to ask forgiveness, not permission.' },
  ]);

  // And the dashboard shows them again.
  await page.goto(app('/dashboard'));
  for (const name of ['Grace Hopper', 'Alan Turing', 'Unnamed Sailor']) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
});

test('an archive over the Free limit, or a file that is not an archive, is refused with the reason', async ({
  page,
  app,
}) => {
  // Five memorials (the Free limit) in one account, downloaded...
  const full = await createUser('Full Person');
  const fullSession = await apiSignIn(full);
  for (const n of [1, 2, 3, 4, 5]) await createMemorial(fullSession, { full_name: `Memorial ${n}` });
  await signInAt(page, app(''), full, '/dashboard/settings');
  const archive = await downloadArchive(page);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));

  // ...do not fit into a Free account that already has one.
  const user = await createUser('Importing Person');
  const session = await apiSignIn(user);
  await createMemorial(session, { full_name: 'Already Here' });
  await signInAt(page, app(''), user, '/dashboard/settings');
  await chooseArchive(page, archive);
  await expect(page.getByRole('alert').filter({ hasText: 'archive' })).toHaveText(
    'This archive holds 5 memorials, but your Free plan allows 5 and you already have 1. Nothing was imported.',
  );

  await chooseArchive(page, {
    name: 'holiday.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'archive' })).toHaveText(
    'This file is not an Evergreen archive: choose the .zip file made by "Download everything (.zip)".',
  );

  // Nothing was written: the one memorial, and no photo or row from the archive.
  expect((await memorialsOf(session)).map((m) => m.full_name)).toEqual(['Already Here']);
});
