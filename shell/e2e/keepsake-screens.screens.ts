import { upgradeInSettings } from './billing-helpers';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt, uploadPhoto } from './memorial-helpers';

// Pictures of the PDF keepsake card on a memorial's page, for Free (the upgrade prompt) and Personal, at 1280 and
// 375 px: the card alone and the page around it. `pnpm --filter shell screenshots` (SCREENSHOTS, default
// test-results/screenshots).
test('the PDF keepsake card at 1280 and 375 px', async ({ page, app }) => {
  test.setTimeout(120_000);
  const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
  const user = await createUser('Keepsake Screens');
  const session = await apiSignIn(user);
  const imageUrl = await uploadPhoto(session, 'grave-images', `keepsake-screens-${Date.now()}.png`);
  const id = await createMemorial(session, {
    full_name: 'Eleanor Grace Whitfield',
    birth_date: '1931-05-04',
    death_date: '2024-03-03',
    epitaph: 'Forever in our hearts',
    image_url: imageUrl,
    is_public: true,
  });
  await signInAt(page, app(''), user, `/dashboard/grave/${id}`);

  const shoot = async (plan: string) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app(`/dashboard/grave/${id}`));
      const card = page.getByRole('region', { name: 'PDF Keepsake' });
      await expect(card.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${dir}/keepsake-card-${plan}-${width}.png` });
      await page.screenshot({ path: `${dir}/keepsake-page-${plan}-${width}.png`, fullPage: true });
    }
  };
  await shoot('free');
  await upgradeInSettings(page, app(''));
  await shoot('personal');
});
