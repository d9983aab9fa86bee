import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createUser, expect, lastMailTo, signIn, type TestUser, test } from './fixtures';
import { apiSignIn, createMemorial, postMemory, restAs, signInAt } from './memorial-helpers';

/** Journeys of the settings page against the real backend and its local test-mode checkout. */

const account = (page: Page) => page.getByRole('region', { name: 'Account Information' });

async function openSettings(page: Page, shellUrl: string, user: TestUser): Promise<void> {
  await signInAt(page, shellUrl, user, '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(account(page).getByText('Free', { exact: true })).toBeVisible();
}

/** From the plan cards to the backend's checkout page, paying with a test card. */
async function payWith(page: Page, card: string): Promise<void> {
  await page.getByRole('button', { name: 'Choose Personal' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to the Personal plan' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('a Free user upgrades to Personal with a test card', async ({ page, app }) => {
  const user = await createUser('Paying Person');
  await openSettings(page, app(''), user);

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard\/settings\?success=true$/);
  await expect(page.getByText('Payment successful! Your plan is now active.')).toBeVisible();
  await expect(account(page).getByText('Personal', { exact: true })).toBeVisible();
  await expect(account(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(account(page).getByText('Visa ending in 4242')).toBeVisible();
  const plans = page.getByRole('region', { name: 'Choose Your Plan' });
  await expect(plans.getByRole('article', { name: 'Personal' }).getByRole('button')).toHaveText(
    'Current Plan',
  );
  await expect(plans.getByRole('article', { name: 'Personal' }).getByRole('button')).toBeDisabled();

  // A paid user manages the subscription on the backend's portal page, and comes back to the settings.
  await account(page).getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage subscription' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Evergreen Memorials' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(account(page).getByText('Personal', { exact: true })).toBeVisible();
});

test('a declined card changes nothing', async ({ page, app }) => {
  const user = await createUser('Declined Person');
  await openSettings(page, app(''), user);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?canceled=true$/);
  await expect(page.getByText('Checkout canceled. Your plan has not changed.')).toBeVisible();
  await expect(account(page).getByText('Free', { exact: true })).toBeVisible();
  await expect(account(page).getByText('Active', { exact: true })).toHaveCount(0);
});

test('a new full name shows in the top bar at once', async ({ page, app }) => {
  const user = await createUser('Before Rename');
  await openSettings(page, app(''), user);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Before Rename')).toBeVisible();

  await page.getByLabel('Full Name').fill('After Rename');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(banner.getByText('After Rename')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('After Rename');
});

test('"Reset Password" sends the reset e-mail', async ({ page, app }) => {
  const user = await createUser('Forgetful Person');
  await openSettings(page, app(''), user);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  const mail = await lastMailTo(user.email);
  expect(mail.links.some((link) => /reset(=|%3D)true/.test(link))).toBe(true);
});

test('"Export Data" downloads the user own rows as JSON', async ({ page, app }) => {
  const user = await createUser('Exporting Person');
  const session = await apiSignIn(user);
  const graveId = await createMemorial(session, { full_name: 'Exported Memorial', is_public: true });
  const memory = await postMemory(session, graveId, 'A sunny afternoon.');
  expect(memory.ok).toBe(true);
  // Someone else's memorial never leaks into this user's export.
  const stranger = await apiSignIn(await createUser('Someone Else'));
  await createMemorial(stranger, { full_name: 'Not Mine', is_public: true });

  await openSettings(page, app(''), user);
  const downloading = page.waitForEvent('download');
  const before = Date.now();
  await page.getByRole('button', { name: 'Export Data' }).click();
  const download = await downloading;
  await expect(page.getByText('Data exported successfully!')).toBeVisible();

  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  expect(download.suggestedFilename()).toBe(`evergreen-export-${today}.json`);
  const path = await download.path();
  const data = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  expect(Object.keys(data).sort()).toEqual(['exported_at', 'graves', 'memories', 'profile', 'reminders']);
  expect(data.profile).toMatchObject({ id: session.userId, email: user.email, full_name: user.name });
  expect(data.graves).toEqual([expect.objectContaining({ id: graveId, full_name: 'Exported Memorial' })]);
  expect(data.memories).toEqual([
    expect.objectContaining({
      grave_id: graveId,
      user_id: session.userId,
      memory_text: 'A sunny afternoon.',
    }),
  ]);
  expect(data.reminders).toEqual([]);
  const exportedAt = Date.parse(String(data.exported_at));
  expect(exportedAt).toBeGreaterThanOrEqual(before - 1000);
  expect(exportedAt).toBeLessThanOrEqual(Date.now());
});

test('deleting the account signs out, and the old password no longer works', async ({ page, app }) => {
  const user = await createUser('Leaving Person');
  await openSettings(page, app(''), user);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));

  await page.goto(app('/auth'));
  await signIn(page, user);
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
});

test('the settings page has no serious accessibility violations', async ({ page, app }) => {
  const user = await createUser('Accessible Person');
  await openSettings(page, app(''), user);
  await expect(page.getByLabel('Full Name')).toHaveValue('Accessible Person');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expectNoSeriousViolations(page);
});

test('the dashboard shows the usage panel, and says the plan is unavailable when the billing remote is down', async ({
  page,
  deployment,
}) => {
  const user = await createUser('Usage Watcher');
  const session = await apiSignIn(user);
  for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
    await createMemorial(session, { full_name: `Memorial ${name}`, is_public: false });
  }
  await signInAt(page, deployment.shellUrl, user, '/dashboard');
  const memorials = page.getByRole('progressbar', { name: 'Memorials: 5 / 5' });
  await expect(memorials).toBeVisible();
  await expect(page.getByText('Approaching Limit')).toBeVisible();
  await expect(
    page.getByText('Consider upgrading your plan to continue adding memorials or collaborators.'),
  ).toBeVisible();
  // Red above 90 %: the bar is drawn in the theme's red.
  expect(await memorials.getAttribute('style')).toContain('--mantine-color-red-filled');
  await expect(page.getByRole('heading', { name: 'Upgrade to Personal' })).toBeVisible();
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('heading', { name: 'Upgrade to Personal' })).toHaveCount(0);
  await page.reload();
  await expect(memorials).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Personal' })).toHaveCount(0);

  await deployment.stopRemote('mf_billing');
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Memorial Five' })).toBeVisible();
  await expect(page.getByText('Your plan is unavailable right now.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Memorials: 5 / 5' })).toHaveCount(0);
  // At the limit, "New Memorial" opens the upgrade dialog's stand-in, which says so too.
  await page.getByRole('button', { name: 'New Memorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Plans' })).toContainText('Plans are unavailable right now.');
});
