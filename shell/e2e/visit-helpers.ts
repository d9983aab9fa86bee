import type { Browser, Page } from '@playwright/test';
import { account } from './billing-helpers';
import { expect } from './fixtures';

/** From the settings page: the Family plan on the backend's test-mode checkout, with a card that succeeds. */
export async function subscribeToFamily(page: Page, shellUrl: string): Promise<void> {
  await page.goto(`${shellUrl}/dashboard/settings`);
  await page.getByRole('button', { name: 'Choose Family' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to the Family plan' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(account(page).getByText('Family', { exact: true })).toBeVisible();
}

/**
 * Opens a public memorial page as a signed-out visitor would, and waits for the page's own visit call (sent once
 * it has painted) to be answered.
 */
export async function visitAs(page: Page, url: string): Promise<void> {
  const counted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/functions/v1/memorial-visit') && response.request().method() === 'POST',
  );
  await page.goto(url);
  expect((await counted).status()).toBe(204);
}

/** A browser of its own (no shared cookies or storage) with its own user agent. */
export async function visitorBrowser(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}
