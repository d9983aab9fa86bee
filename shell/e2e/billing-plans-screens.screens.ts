import { createMemorials, endSubscription, upgradeInSettings } from './billing-helpers';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, signInAt } from './memorial-helpers';

// Pictures of the upgrade dialog and of read-only memorials for a person to look at:
// `pnpm --filter shell screenshots` (the folder is SCREENSHOTS, test-results/screenshots by default).
test.describe('plans screens', () => {
  test('at 1280 and 375 px', async ({ page, app }) => {
    test.setTimeout(180_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    // A Personal plan that ended with 7 memorials: the 2 newest are read-only, and the Free plan is at its limit.
    const user = await createUser('Plans Screens');
    await signInAt(page, app(''), user, '/dashboard/settings');
    await upgradeInSettings(page, app(''));
    const session = await apiSignIn(user);
    const ids = await createMemorials(
      session,
      ['Ada', 'Ben', 'Cora', 'Dan', 'Eve', 'Finn', 'Grace'].map((name) => `${name} Whitfield`),
    );
    await endSubscription(page, app(''));
    const newest = ids.get('Grace Whitfield') ?? '';

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app('/dashboard'));
      await expect(page.getByRole('link').filter({ hasText: 'Read-only' })).toHaveCount(2);
      // The billing remote's usage card, not the stand-in shown while it loads.
      await expect(page.getByText('Current usage & limits')).toBeVisible();
      await page.screenshot({ path: `${dir}/read-only-dashboard-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'New Memorial' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create More Memorials' });
      await expect(dialog.getByRole('button', { name: 'Choose Family' })).toBeVisible();
      await page.screenshot({ path: `${dir}/upgrade-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Maybe Later' }).click();

      await page.goto(app(`/dashboard/grave/${newest}`));
      await expect(page.getByRole('region', { name: 'Read-only' })).toBeVisible();
      await page.screenshot({ path: `${dir}/read-only-details-${width}.png`, fullPage: true });
    }
  });
});
