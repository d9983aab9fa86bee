import { expect, type Page } from '@playwright/test';
import { type ApiSession, createMemorial } from './memorial-helpers';

/** Helpers of the plan journeys: paying on the backend's test-mode checkout and ending on its portal. */

export const account = (page: Page) => page.getByRole('region', { name: 'Account Information' });

/** On the backend's test-mode checkout page: pays for the Personal plan with a card that succeeds. */
export async function payForPersonal(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Subscribe to the Personal plan' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?success=true$/);
  await expect(account(page).getByText('Personal', { exact: true })).toBeVisible();
}

/** From the settings page's plan cards. */
export async function upgradeInSettings(page: Page, shellUrl: string): Promise<void> {
  await page.goto(`${shellUrl}/dashboard/settings`);
  await page.getByRole('button', { name: 'Choose Personal' }).click();
  await payForPersonal(page);
}

/** Ends the subscription on the local portal, as Stripe does when the period is over: back on Free. */
export async function endSubscription(page: Page, shellUrl: string): Promise<void> {
  await page.goto(`${shellUrl}/dashboard/settings`);
  await account(page).getByRole('button', { name: 'Manage Subscription' }).click();
  await page.getByRole('button', { name: /^End the subscription now/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(account(page).getByText('Free', { exact: true })).toBeVisible();
}

/** Memorials made one after the other, so that their creation order is certain; answers their ids by name. */
export async function createMemorials(session: ApiSession, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of names)
    ids.set(name, await createMemorial(session, { full_name: name, is_public: true }));
  return ids;
}
