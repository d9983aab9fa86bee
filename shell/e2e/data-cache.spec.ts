import type { Page } from '@playwright/test';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';

/**
 * The data layer seen from the network: pages share one TanStack Query cache, so moving between dashboard pages
 * fetches nothing that is still fresh, and a write refetches exactly the views that show what it changed.
 */

/** Every REST call the page makes, as "METHOD /rest/v1/path?query". */
function recordRestCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/rest/v1/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** The dashboard list's own query: the user's memorials (the details page reads one memorial by id). */
const listFetches = (calls: string[]) =>
  calls.filter((call) => call.startsWith('GET /rest/v1/graves?') && call.includes('user_id=eq.')).length;
const usageFetches = (calls: string[]) =>
  calls.filter((call) => call.startsWith('POST /rest/v1/rpc/my_plan')).length;

test('moving between dashboard pages reuses fresh data; a new memorial refreshes the list and the usage', async ({
  page,
  deployment,
}) => {
  const user = await createUser('Cache Watcher');
  await createMemorial(await apiSignIn(user), { full_name: 'Agnes First', is_public: false });
  const calls = recordRestCalls(page);

  await signInAt(page, deployment.shellUrl, user, '/dashboard');
  await expect(page.getByRole('heading', { level: 3, name: 'Agnes First' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Memorials: 1 / 5' })).toBeVisible();
  expect(listFetches(calls)).toBe(1);
  expect(usageFetches(calls)).toBe(1);

  // List -> memorial -> back to the list: the list and the usage are still fresh, so nothing is fetched again.
  await page.getByRole('link', { name: /Agnes First/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agnes First' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Agnes First' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Memorials: 1 / 5' })).toBeVisible();
  expect(listFetches(calls)).toBe(1);
  expect(usageFetches(calls)).toBe(1);

  // A new memorial: the list and the usage numbers are fetched again and show it.
  await page.getByRole('button', { name: 'New Memorial' }).click();
  await page.getByLabel(/Full Name/).fill('Bertram Second');
  await page.getByRole('button', { name: /Details/ }).click();
  await page.getByRole('button', { name: 'Create Memorial' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Bertram Second' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Memorials: 2 / 5' })).toBeVisible();
  expect(listFetches(calls)).toBe(2);
  expect(usageFetches(calls)).toBeGreaterThanOrEqual(2);
});
