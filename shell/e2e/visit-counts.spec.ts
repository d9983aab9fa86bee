import { expectNoSeriousViolations } from './axe';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';
import { subscribeToFamily, visitAs, visitorBrowser } from './visit-helpers';

/**
 * Visit counts on a memorial's page (issue 15, Family plan): Free meets the upgrade dialog; a Family owner's public
 * memorial opened by two people in two browsers counts 2, and a second visit of one of them leaves it at 2.
 */

const ELEANOR = { full_name: 'Eleanor Grace Whitfield', birth_date: '1931-05-04', death_date: '2024-03-03' };
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';

test('a Free owner meets the upgrade dialog instead of visit counts', async ({ page, app }) => {
  const user = await createUser('Free Visits');
  const id = await createMemorial(await apiSignIn(user), { ...ELEANOR, is_public: true });
  await signInAt(page, app(''), user, `/dashboard/grave/${id}`);
  const section = page.getByRole('region', { name: 'Visits' });
  await expect(section).toContainText('Visit counts come with the Family plan.');
  await section.getByRole('button', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'See How Many Visit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose Family' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a Family owner sees two visitors counted once each, with the chart', async ({ page, app, browser }) => {
  const user = await createUser('Family Visits');
  await signInAt(page, app(''), user, '/dashboard/settings');
  await subscribeToFamily(page, app(''));
  const id = await createMemorial(await apiSignIn(user), { ...ELEANOR, is_public: true });

  const first = await visitorBrowser(browser, FIREFOX);
  const second = await visitorBrowser(browser, SAFARI);
  try {
    await visitAs(first.page, app(`/graves/${id}`));
    await expect(first.page.getByRole('heading', { name: ELEANOR.full_name })).toBeVisible();
    await visitAs(second.page, app(`/graves/${id}`));
    // The same person again, the same day: still one visitor.
    await visitAs(first.page, app(`/graves/${id}`));
  } finally {
    await first.context.close();
    await second.context.close();
  }

  // The owner opening the public page is not counted (and the page does not even ask).
  await page.goto(app(`/graves/${id}`));
  await expect(page.getByRole('heading', { name: ELEANOR.full_name })).toBeVisible();

  await page.goto(app(`/dashboard/grave/${id}`));
  const section = page.getByRole('region', { name: 'Visits' });
  await expect(section.getByText('Last 90 days').locator('xpath=following-sibling::*[1]')).toHaveText('2');
  await expect(
    section.getByText('Today', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('2');
  await expect(section.locator('figure svg.recharts-surface')).toBeVisible();
  await expect(section.locator('figure .recharts-bar-rectangle').first()).toBeAttached();
  await expect(section.locator('figcaption')).toHaveText(/^2 visits in the last 90 days, 2 visits today\./);
  await section.getByText('Visits by day').click();
  await expect(section.getByRole('table').getByRole('row')).toHaveCount(2);
  await expectNoSeriousViolations(page);
});
