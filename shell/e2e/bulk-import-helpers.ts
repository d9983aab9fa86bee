import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { account } from './billing-helpers';

/** Helpers of the bulk-import journey (issue 15, Family plan). */

/** Pays for the Family plan on the backend's test-mode checkout, from the settings page's plan cards. */
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

/** Downloads the page's CSV template and answers its text (with its byte-order mark). */
export async function downloadTemplate(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('evergreen-memorials-template.csv');
  return (await readFile(await download.path())).toString('utf-8');
}

/** Picks a CSV file made of these lines in the page's file input. */
export async function chooseCsv(page: Page, lines: string[]): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'memorials.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf-8'),
  });
}
