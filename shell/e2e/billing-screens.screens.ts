import { createUser, DEMO, expect, test } from './fixtures';
import { signInAt } from './memorial-helpers';

// Pictures of the settings page and the dashboard's usage panel for a person to look at:
// `pnpm --filter shell screenshots` (the folder is SCREENSHOTS, test-results/screenshots by default).
test.describe('billing screens', () => {
  test('at 1280 and 375 px', async ({ page, app }) => {
    test.setTimeout(120_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    const user = await createUser('Settings Screens');
    for (const width of [1280, 375]) {
      await page.context().clearCookies();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app('/'));
      await page.evaluate(() => localStorage.clear());
      await signInAt(page, app(''), user, '/dashboard/settings');
      await expect(page.getByLabel('Full Name')).toHaveValue('Settings Screens');
      await expect(page.getByRole('button', { name: 'Current Plan' })).toBeVisible();
      await page.screenshot({ path: `${dir}/settings-${width}.png`, fullPage: true });
      // The page's banner after "Import from archive" refused a file that is not an archive.
      await page
        .getByLabel('Archive to import (.zip)')
        .setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('notes') });
      await expect(page.getByRole('alert')).toContainText('This file is not an Evergreen archive');
      await page.screenshot({ path: `${dir}/settings-import-refused-${width}.png` });
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByRole('button', { name: 'Reset Password' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/settings-delete-${width}.png`, fullPage: true });

      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signInAt(page, app(''), DEMO, '/dashboard');
      await expect(page.getByText('Current usage & limits')).toBeVisible();
      await page.screenshot({ path: `${dir}/dashboard-usage-${width}.png`, fullPage: true });
    }
  });
});
