import { samplePhoto } from '@evergreen/devtools/sample-photo';
import { createUser, expect, test } from './fixtures';
import { type ApiSession, apiSignIn, createMemorial, restAs, signInAt } from './memorial-helpers';

// A dashboard that scales (issue 14): a user with 120 memorials gets them a page at a time, finds one by name in
// the database, and the cards download thumbnails from the storage's image-transformation URL, not the photos.

const COUNT = 120;
const PAGE = 24;
const name = (n: number) => `Keeper Person ${String(n).padStart(3, '0')}`;

/** The Family plan (unlimited memorials), as the payment webhook would have set it. */
async function unlimitedPlan(userId: string): Promise<void> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const response = await fetch(`${process.env.SUPABASE_URL}/rest/v1/subscriptions?on_conflict=user_id`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: key,
      Authorization: `Bearer ${key}`,
      Prefer: 'resolution=merge-duplicates',
    },
    body: JSON.stringify({ user_id: userId, price_id: 'price_family_monthly', status: 'active' }),
  });
  if (!response.ok) throw new Error(`Plan failed: ${response.status} ${await response.text()}`);
}

/** One camera-sized photo (about 4.7 MB) in the user's folder; answers its public URL and size. */
async function uploadLargePhoto(session: ApiSession): Promise<{ url: string; bytes: number }> {
  const bytes = samplePhoto(5);
  const path = `${session.userId}/large.png`;
  const response = await fetch(`${process.env.SUPABASE_URL}/storage/v1/object/grave-images/${path}`, {
    method: 'POST',
    headers: {
      apikey: process.env.SUPABASE_ANON_KEY ?? '',
      Authorization: `Bearer ${session.token}`,
      'Content-Type': 'image/png',
    },
    body: new Uint8Array(bytes),
  });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return {
    url: `${process.env.SUPABASE_URL}/storage/v1/object/public/grave-images/${path}`,
    bytes: bytes.byteLength,
  };
}

test('a user with 120 memorials sees the newest page, loads more, finds one by name, and gets thumbnails', async ({
  page,
  app,
}) => {
  const user = await createUser('Many Keeper');
  const session = await apiSignIn(user);
  await unlimitedPlan(session.userId);
  const photo = await uploadLargePhoto(session);
  // In one request, each an hour newer than the one before: Keeper Person 120 is the newest.
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    user_id: session.userId,
    full_name: name(index + 1),
    image_url: index % 2 === 0 ? photo.url : null,
    created_at: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString(),
  }));
  const inserted = await restAs(session, 'POST', 'graves', rows);
  expect(inserted.status).toBe(201);
  // One memorial a friend shares, which the search must find in its own section.
  const friend = await createUser('Sharing Friend');
  const friendSession = await apiSignIn(friend);
  const sharedId = await createMemorial(friendSession, { full_name: 'Keeper Friend Shared' });
  const shared = await restAs(friendSession, 'POST', 'rpc/share_memorial', {
    grave_id: sharedId,
    email: user.email,
    role: 'viewer',
  });
  expect(shared.status).toBe(200);

  const thumbnails: { url: string; bytes: number }[] = [];
  const fullPhotos: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('/storage/v1/object/public/')) fullPhotos.push(url);
    if (url.includes('/storage/v1/render/image/public/') && response.ok()) {
      thumbnails.push({ url, bytes: (await response.body()).byteLength });
    }
  });

  await signInAt(page, app(''), user);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Memorials' })).toBeVisible();
  await expect(
    page.getByText('121 memorials preserving precious memories • 1 shared with you'),
  ).toBeVisible();
  const own = page.getByRole('region', { name: 'Your Memorials' });
  const cards = own.getByRole('link');
  await expect(cards).toHaveCount(PAGE);
  await expect(cards.first()).toContainText(name(120));
  await expect(cards.last()).toContainText(name(120 - PAGE + 1));
  await expect(own.getByText(`Showing ${PAGE} of ${COUNT}`)).toBeVisible();

  // The card images are thumbnails, drawn at a fixed size, and lazy (every other memorial has a photo: the
  // newest has none, the one before it has).
  await expect(cards.first()).toContainText('No image');
  const cover = cards.nth(1).locator('img').first();
  await expect(cover).toHaveAttribute('loading', 'lazy');
  await expect(cover).toHaveAttribute(
    'src',
    `${process.env.SUPABASE_URL}/storage/v1/render/image/public/grave-images/${session.userId}/large.png?width=640&height=256&resize=cover&quality=75`,
  );
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  expect(await cover.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBe(160);
  await expect.poll(() => thumbnails.length).toBeGreaterThan(0);
  for (const thumbnail of thumbnails) expect(thumbnail.bytes).toBeLessThanOrEqual(30 * 1024);
  expect(photo.bytes).toBeGreaterThan(1024 * 1024);
  expect(fullPhotos).toEqual([]);

  // More, a page at a time, continuing where the first page ended.
  await own.getByRole('button', { name: 'Show more of Your Memorials' }).click();
  await expect(cards).toHaveCount(2 * PAGE);
  await expect(cards.nth(PAGE)).toContainText(name(120 - PAGE));
  await expect(own.getByText(`Showing ${2 * PAGE} of ${COUNT}`)).toBeVisible();

  // A memorial far beyond the loaded pages is found by name, in the database.
  const search = page.getByRole('searchbox', { name: 'Search memorials' });
  await search.fill('person 007');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name(7));
  await expect(page.getByRole('region', { name: 'Shared With You' })).toHaveCount(0);
  await search.fill('keeper friend');
  await expect(page.getByRole('region', { name: 'Your Memorials' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shared With You' }).getByRole('link')).toHaveText(
    /Keeper Friend Shared/,
  );
  await search.fill('nobody by this name');
  await expect(page.getByText('No memorials match "nobody by this name".')).toBeVisible();
  // Back to the whole list, with the pages it had loaded.
  await search.fill('');
  await expect(cards).toHaveCount(2 * PAGE);

  // The card still leads to the memorial (whose page shows the photo itself).
  await page.getByRole('link', { name: new RegExp(name(119)) }).click();
  await expect(page.getByRole('heading', { level: 1, name: name(119) })).toBeVisible();
});
