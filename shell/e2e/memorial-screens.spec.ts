import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { signInAt } from './memorial-helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  // Check the screen a person sees once it has settled, not a frame of a transition.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the memorial screens have no serious accessibility violations', async ({ page, app }) => {
  test.setTimeout(120_000);
  await page.goto(app('/graves/demo'));
  await expect(page.getByRole('listitem', { name: 'Memory from Margaret Ellis' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

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

  await page.goto(app('/dashboard/add'));
  for (const step of ['Basic Info', 'Location', 'Photos', 'Details']) {
    await page.getByRole('button', { name: new RegExp(step) }).click();
    expect(await seriousViolations(page), step).toEqual([]);
  }
});
