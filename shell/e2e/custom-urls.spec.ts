import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { payForPersonal } from './billing-helpers';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';

// Custom memorial URLs (issue 15): a Free owner meets the upgrade prompt, pays for Personal, gives the memorial
// the address /graves/eleanor-whitfield; visitors open it there and by its id; the share link and the QR code use
// it; a changed address keeps the old one leading to the memorial. Screenshots at 1280 and 375 px go to
// SCREENSHOTS (test-results/screenshots by default).
const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/custom-urls-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a Free owner upgrades to Personal, sets /graves/eleanor-whitfield, and the old address keeps working after a change', async ({
  page,
  browser,
  app,
}) => {
  // One backend serves every repetition of the run, and an address is unique: later repetitions add a suffix.
  const { repeatEachIndex, retry } = test.info();
  const suffix = repeatEachIndex === 0 && retry === 0 ? '' : `-${repeatEachIndex}-${retry}`;
  const address = `eleanor-whitfield${suffix}`;
  const changed = `eleanor-grace-whitfield${suffix}`;

  const owner = await createUser('Address Owner');
  const id = await createMemorial(await apiSignIn(owner), {
    full_name: 'Eleanor Grace Whitfield',
    is_public: true,
  });
  await signInAt(page, app(''), owner, `/dashboard/edit/${id}`);

  // Free: the upgrade prompt, no field.
  const section = page.getByRole('region', { name: 'Custom address' });
  await expect(
    section.getByText(/Custom memorial URLs come with the Personal and Family plans\./),
  ).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Custom address' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'free');
  await section.getByRole('button', { name: 'Choose a custom address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Custom Address' });
  await expect(dialog.getByText(/Upgrade to give each memorial an address/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose Personal' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'upgrade');
  await dialog.getByRole('button', { name: 'Choose Personal' }).click();
  await payForPersonal(page);

  // Personal: the field, checked as typed.
  await page.goto(app(`/dashboard/edit/${id}`));
  const field = section.getByRole('textbox', { name: 'Custom address' });
  await field.fill('dashboard');
  await expect(section.getByText('This word is reserved; choose another address.')).toBeVisible();
  await field.fill('Eleanor Whitfield');
  await expect(field).toHaveValue('eleanor-whitfield');
  await field.fill(address);
  await expect(section.getByText('This address is available.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'available');
  await section.getByRole('button', { name: 'Save Address' }).click();
  await expect(
    section.getByText(`Saved. This memorial is now at ${app(`/graves/${address}`)}.`),
  ).toBeVisible();
  await expect(section.getByText("This is the memorial's custom address.")).toBeVisible();

  // A visitor, signed out: the custom address and the id address both open the memorial.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(app(`/graves/${address}`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
  await expect(visitor).toHaveURL(app(`/graves/${address}`));
  await expectNoSeriousViolations(visitor);
  await screenshots(visitor, 'public');
  await visitor.goto(app(`/graves/${id}`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
  await expect(visitor).toHaveURL(app(`/graves/${id}`));

  // The owner's share link and QR code carry the custom address.
  await page.goto(app(`/dashboard/grave/${id}`));
  await expect(page.getByRole('img', { name: `QR code for ${app(`/graves/${address}`)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share Memorial' }).getByLabel('Public link')).toHaveValue(
    app(`/graves/${address}`),
  );
  await screenshots(page, 'share');
  await page.keyboard.press('Escape');

  // Changing the address: the old one still leads to the memorial, now at its new address.
  await page.goto(app(`/dashboard/edit/${id}`));
  await expect(
    section.getByText(`If you change it, ${app(`/graves/${address}`)} keeps leading here for a year.`),
  ).toBeVisible();
  await field.fill(changed);
  await expect(section.getByText('This address is available.')).toBeVisible();
  await section.getByRole('button', { name: 'Save Address' }).click();
  await expect(
    section.getByText(
      `Saved. This memorial is now at ${app(`/graves/${changed}`)}. ${app(`/graves/${address}`)} keeps leading here for a year.`,
    ),
  ).toBeVisible();
  await visitor.goto(app(`/graves/${address}`));
  await expect(visitor).toHaveURL(app(`/graves/${changed}`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
  await visitorContext.close();
});
