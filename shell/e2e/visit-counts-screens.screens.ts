import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';
import { subscribeToFamily, visitAs, visitorBrowser } from './visit-helpers';

// Pictures of the Visits section on a memorial's page, for Free (the upgrade prompt) and Family (counts and the
// chart), at 1280 and 375 px. `pnpm --filter shell screenshots` (SCREENSHOTS, default test-results/screenshots).
test('the Visits section at 1280 and 375 px', async ({ page, app, browser }) => {
  test.setTimeout(120_000);
  const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
  const user = await createUser('Visits Screens');
  const id = await createMemorial(await apiSignIn(user), {
    full_name: 'Eleanor Grace Whitfield',
    birth_date: '1931-05-04',
    death_date: '2024-03-03',
    is_public: true,
  });
  await signInAt(page, app(''), user, `/dashboard/grave/${id}`);

  const shoot = async (plan: string) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app(`/dashboard/grave/${id}`));
      const section = page.getByRole('region', { name: 'Visits' });
      await expect(section.getByRole('button').or(section.locator('figcaption')).first()).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${dir}/visits-section-${plan}-${width}.png` });
      await page.screenshot({ path: `${dir}/visits-page-${plan}-${width}.png`, fullPage: true });
    }
  };
  await shoot('free');
  await subscribeToFamily(page, app(''));
  for (const agent of ['Visitor/1', 'Visitor/2', 'Visitor/3']) {
    const visitor = await visitorBrowser(browser, agent);
    await visitAs(visitor.page, app(`/graves/${id}`));
    await visitor.context.close();
  }
  await shoot('family');
});
