import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, photo, restAs, signInAt, uploadPhoto } from './memorial-helpers';

// The photo gallery (issue 15): an owner builds it, a public visitor browses it, a Free user at its limit meets
// the upgrade prompt. Screenshots at 1280 and 375 px go to SCREENSHOTS (test-results/screenshots by default).
const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/gallery-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const captions = (page: Page) => page.getByLabel(/^Caption for photo \d+$/);

test('an owner adds three captioned photos and reorders them by keyboard and by dragging; a public visitor browses them in order', async ({
  page,
  browser,
  app,
}) => {
  const owner = await createUser('Gallery Owner');
  const session = await apiSignIn(owner);
  const id = await createMemorial(session, { full_name: 'Rosalind Hartley', is_public: true });
  await signInAt(page, app(''), owner, `/dashboard/grave/${id}`);

  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByText('No photos yet. Add photos to share more of their story.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await gallery.getByRole('button', { name: 'Add Photos' }).click();
  await (await chooser).setFiles(
    (
      [
        [200, 80, 60],
        [60, 120, 200],
        [90, 160, 90],
      ] as const
    ).map((rgb, index) => ({
      name: `photo-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: photo(640, 480, [...rgb]),
    })),
  );
  await expect(captions(page)).toHaveCount(3);
  await expect(gallery.getByText('3 of 10 photos')).toBeVisible();

  for (const [index, caption] of [
    'The garden in June',
    'Sunday at the lake',
    'Her eightieth birthday',
  ].entries()) {
    const input = page.getByLabel(`Caption for photo ${index + 1}`);
    await input.fill(caption);
    await input.press('Enter');
    await expect(page.getByLabel(`Caption for photo ${index + 1}`)).toHaveValue(caption);
  }
  // Keyboard only: the birthday photo goes first, in two moves up.
  await page.getByRole('button', { name: 'Move up photo 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(captions(page).nth(1)).toHaveValue('Her eightieth birthday');
  await expect(page.getByRole('button', { name: 'Move up photo 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  const moved = ['Her eightieth birthday', 'The garden in June', 'Sunday at the lake'];
  for (const [index, caption] of moved.entries())
    await expect(captions(page).nth(index)).toHaveValue(caption);
  // By pointer: the lake photo dragged by its handle to the top, in small steps as a hand moves.
  const handle = page.getByRole('button', { name: 'Drag photo 3' });
  const from = await handle.boundingBox();
  const to = await page.getByRole('button', { name: 'Drag photo 1' }).boundingBox();
  if (!from || !to) throw new Error('The drag handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 20, { steps: 12 });
  await page.mouse.up();
  const order = ['Sunday at the lake', 'Her eightieth birthday', 'The garden in June'];
  for (const [index, caption] of order.entries())
    await expect(captions(page).nth(index)).toHaveValue(caption);
  await page.reload();
  for (const [index, caption] of order.entries())
    await expect(captions(page).nth(index)).toHaveValue(caption);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'owner');

  // A visitor without an account, on the public page.
  const visitor = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await visitor.goto(app(`/graves/${id}`));
  const tiles = visitor.getByRole('region', { name: 'Gallery' }).getByRole('button', { name: /^Open / });
  await expect(tiles).toHaveCount(3);
  expect(
    await tiles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
  ).toEqual(order.map((caption) => `Open ${caption}`));
  await expect(
    visitor.getByRole('region', { name: 'Gallery' }).getByRole('button', { name: /Move|Drag/ }),
  ).toHaveCount(0);
  await expectNoSeriousViolations(visitor);
  await screenshots(visitor, 'public');

  await tiles.first().click();
  await expect(visitor.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: order[0] })).toBeVisible();
  await visitor.keyboard.press('ArrowRight');
  await expect(visitor.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: order[1] })).toBeVisible();
  await visitor.keyboard.press('ArrowRight');
  await expect(visitor.getByRole('img', { name: order[2] })).toBeVisible();
  await visitor.keyboard.press('ArrowLeft');
  await expect(visitor.getByRole('img', { name: order[1] })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await screenshots(visitor, 'viewer');
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await visitor.context().close();
});

test('a Free user whose gallery holds 10 photos meets the upgrade prompt', async ({ page, app }) => {
  const owner = await createUser('Full Gallery');
  const session = await apiSignIn(owner);
  const id = await createMemorial(session, { full_name: 'Walter Brennan', is_public: false });
  const rows = [];
  for (let n = 1; n <= 10; n++) {
    const url = await uploadPhoto(session, 'grave-images', `gallery-${n}.png`);
    rows.push({ grave_id: id, storage_path: url.split('/grave-images/')[1], caption: `Photo number ${n}` });
  }
  const seeded = await restAs(session, 'POST', 'grave_photos', rows);
  expect(seeded.status).toBe(201);
  // The database refuses an eleventh, naming the plan.
  const refused = await restAs(session, 'POST', 'grave_photos', {
    grave_id: id,
    storage_path: `${session.userId}/gallery-11.png`,
  });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Your Free plan allows 10 photos per memorial.',
  );

  await signInAt(page, app(''), owner, `/dashboard/grave/${id}`);
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByText('Your Free plan allows 10 photos per memorial.')).toBeVisible();
  await expect(gallery.getByText('10 of 10 photos')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Add Photos' })).toBeDisabled();
  await screenshots(page, 'limit');
  await gallery.getByRole('button', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add More Photos' });
  await expect(
    dialog.getByText(
      "You've reached your plan's photo limit. Upgrade to keep more photos in each memorial's gallery.",
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose Personal' })).toBeEnabled();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'upgrade');
});
