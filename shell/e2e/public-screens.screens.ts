import { DEMO, expect, signIn, test } from './fixtures';

// Pictures of the public pages for a person to look at: `pnpm --filter shell screenshots` (the folder is
// SCREENSHOTS, test-results/screenshots by default).
test.describe('public screens', () => {
  test('at 1280 and 375 px', async ({ page, app }) => {
    test.setTimeout(120_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    const screens = [
      { path: '/', name: 'landing', heading: 'Preserve the memories of those you love' },
      { path: '/terms', name: 'terms', heading: 'Terms of Service' },
      { path: '/privacy', name: 'privacy', heading: 'Privacy Policy' },
      { path: '/help', name: 'help', heading: 'Help Center' },
      { path: '/help#faq-plans', name: 'help-answer', heading: 'Help Center' },
      { path: '/graves/demo', name: 'public-memorial', heading: 'Eleanor Grace Whitfield' },
    ];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(app(screen.path));
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await page.screenshot({ path: `${dir}/public-${screen.name}-${width}.png`, fullPage: true });
      }
      await page.goto(app('/help'));
      await page.getByRole('searchbox', { name: 'Search the help center' }).fill('phtoos');
      await expect(page.locator('summary', { hasText: 'How do I add photos?' })).toBeVisible();
      await page.screenshot({ path: `${dir}/public-help-search-${width}.png`, fullPage: true });
      await page.getByRole('searchbox', { name: 'Search the help center' }).fill('xylophone');
      await expect(page.getByText('No results', { exact: true })).toBeVisible();
      await page.screenshot({ path: `${dir}/public-help-no-results-${width}.png` });
    }
    // Signed in: the public layout offers the dashboard.
    await page.goto(app('/auth'));
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(app('/'));
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.screenshot({ path: `${dir}/public-landing-signed-in-375.png` });
  });
});
