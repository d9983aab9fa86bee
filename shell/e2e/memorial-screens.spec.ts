import { seriousViolations } from './axe';
import { createUser, DEMO, expect, test } from './fixtures';
import { signInAt } from './memorial-helpers';

test('the public memorial page has no serious accessibility violations', async ({ page, app }) => {
  await page.goto(app('/graves/demo'));
  await expect(page.getByRole('listitem', { name: 'Memory from Margaret Ellis' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the dashboard and the owner's memorial page, share dialog and edit form have no serious accessibility violations", async ({
  page,
  app,
}) => {
  await signInAt(page, app(''), DEMO);
  await expect(page.getByRole('link', { name: /Eleanor Grace Whitfield/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free Plan' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /Eleanor Grace Whitfield/ }).click();
  await expect(page.getByRole('listitem', { name: 'Memory from Margaret Ellis' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('0 / 1 collaborators')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel(/Full Name/)).toHaveValue('Eleanor Grace Whitfield');
  expect(await seriousViolations(page)).toEqual([]);
});

test('every step of creating a memorial has no serious accessibility violations', async ({ page, app }) => {
  await signInAt(page, app(''), await createUser(), '/dashboard/add');
  for (const step of ['Basic Info', 'Location', 'Photos', 'Details']) {
    await page.getByRole('button', { name: new RegExp(step) }).click();
    expect(await seriousViolations(page), step).toEqual([]);
  }
});
