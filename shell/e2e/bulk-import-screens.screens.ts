import { chooseCsv, subscribeToFamily } from './bulk-import-helpers';
import { createUser, expect, test } from './fixtures';
import { signInAt } from './memorial-helpers';

// Pictures of the bulk-import page (issue 15) at 1280 and 375 px: the preview of a file with errors marked, and
// the Free user's upgrade prompt. `pnpm --filter shell screenshots` (SCREENSHOTS, default test-results/screenshots).
test('the bulk-import page at 1280 and 375 px', async ({ page, app }) => {
  test.setTimeout(120_000);
  const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
  const user = await createUser('Import Screens');
  await signInAt(page, app(''), user, '/dashboard/import');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app('/dashboard/import'));
    await expect(page.getByRole('dialog', { name: 'Import Memorials from a Spreadsheet' })).toBeVisible();
    await page.screenshot({ path: `${dir}/bulk-import-free-${width}.png`, fullPage: true });
  }
  await subscribeToFamily(page, app(''));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app('/dashboard/import'));
    await chooseCsv(page, [
      'Full Name,Birth Date,Death Date,Cemetery Name,Public',
      'Eleanor Whitfield,1931-04-12,2019-11-03,Oak Hill Cemetery,yes',
      ',1940-05-02,,Oak Hill Cemetery,maybe',
      'Margaret Ellis,1950-03-01,1949-01-01,St. Mary,no',
    ]);
    await expect(page.getByText('1 row ready, 2 with errors')).toBeVisible();
    await page.screenshot({ path: `${dir}/bulk-import-preview-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(app('/dashboard'));
  await expect(page.getByRole('button', { name: 'Import from CSV' })).toBeEnabled();
  await page.screenshot({ path: `${dir}/bulk-import-dashboard-1280.png` });
});
