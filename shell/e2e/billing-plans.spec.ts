import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createMemorials, endSubscription, payForPersonal, upgradeInSettings } from './billing-helpers';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, restAs, signInAt } from './memorial-helpers';

/**
 * Journeys of the plans against the real backend: the upgrade dialog where a limit stops a Free user, and no grief
 * paywall when a paid plan ends (the memorials over the limit become read-only, never deleted).
 */

const READ_ONLY_REASON =
  'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.';
const ownMemorials = (page: Page) => page.getByRole('region', { name: 'Your Memorials' });

test('a Personal plan that ends leaves 7 memorials, the 2 newest read-only, until the next upgrade', async ({
  page,
  app,
}) => {
  const user = await createUser('Ending Subscriber');
  await signInAt(page, app(''), user, '/dashboard/settings');
  await upgradeInSettings(page, app(''));
  const session = await apiSignIn(user);
  const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map((name) => `Memorial ${name}`);
  const ids = await createMemorials(session, names);
  const newest = ids.get('Memorial Seven') ?? '';
  const oldest = ids.get('Memorial One') ?? '';

  // The subscription ends on the local portal, as it does on Stripe's when the period is over.
  await endSubscription(page, app(''));

  // Nothing deleted; the two most recently created are read-only.
  await page.goto(app('/dashboard'));
  const cards = ownMemorials(page).getByRole('link');
  await expect(cards).toHaveCount(7);
  const readOnly = cards.filter({ hasText: 'Read-only' });
  await expect(readOnly).toHaveCount(2);
  await expect(readOnly.getByRole('heading')).toHaveText(['Memorial Seven', 'Memorial Six']);

  // Its details page says why and how to lift it, and offers no Edit; sharing stays.
  await readOnly.filter({ hasText: 'Memorial Seven' }).click();
  const notice = page.getByRole('region', { name: 'Read-only' });
  await expect(notice).toContainText(READ_ONLY_REASON);
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.goto(app(`/dashboard/edit/${newest}`));
  await expect(page.getByRole('region', { name: 'Read-only' })).toContainText(READ_ONLY_REASON);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete memorial' })).toBeVisible();

  // The database refuses the edit to anyone asking directly, and still allows it on the older ones.
  const refused = await restAs(session, 'PATCH', `graves?id=eq.${newest}`, { epitaph: 'Changed anyway' });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(READ_ONLY_REASON);
  const allowed = await restAs(session, 'PATCH', `graves?id=eq.${oldest}`, { epitaph: 'Still editable' });
  expect(allowed.status).toBe(200);

  // Upgrading again lifts it at once.
  await upgradeInSettings(page, app(''));
  await page.goto(app('/dashboard'));
  await expect(ownMemorials(page).getByRole('link')).toHaveCount(7);
  await expect(ownMemorials(page).getByRole('link').filter({ hasText: 'Read-only' })).toHaveCount(0);
  await page.goto(app(`/dashboard/edit/${newest}`));
  await page.getByLabel('Epitaph').fill('Editable again');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/grave/${newest}$`));
  await expect(page.getByText('Editable again')).toBeVisible();
});

test('a Free owner at 1 collaborator upgrades from the share dialog, then adds a second', async ({
  page,
  app,
}) => {
  const owner = await createUser('Sharing Owner');
  const first = await createUser('First Relative');
  const second = await createUser('Second Relative');
  const session = await apiSignIn(owner);
  const graveId = await createMemorial(session, { full_name: 'Shared Grandmother', is_public: true });
  const shared = await restAs(session, 'POST', 'rpc/share_memorial', {
    grave_id: graveId,
    email: first.email,
    role: 'viewer',
  });
  expect(shared.ok).toBe(true);

  await signInAt(page, app(''), owner, `/dashboard/grave/${graveId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Memorial' });
  await expect(share.getByText("You've reached your Free plan limit of 1 collaborator...")).toBeVisible();
  await share.getByRole('button', { name: 'Upgrade Plan' }).click();

  const upgrade = page.getByRole('dialog', { name: 'Add More Collaborators' });
  await expect(upgrade.getByRole('article', { name: 'Family' })).toBeVisible();
  await upgrade.getByRole('button', { name: 'Choose Personal' }).click();
  await payForPersonal(page);

  await page.goto(app(`/dashboard/grave/${graveId}`));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText('1 / 3 collaborators')).toBeVisible();
  await expect(share.getByText(/plan limit/)).toHaveCount(0);
  await share.getByLabel('Email').fill(second.email);
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  const people = share.getByRole('list', { name: 'People with access' });
  await expect(people.getByText('Second Relative')).toBeVisible();
  await expect(share.getByText('2 / 3 collaborators')).toBeVisible();
});

test('"New Memorial" at 5 of 5 on Free opens the upgrade dialog with the plans', async ({ page, app }) => {
  const user = await createUser('Limited Creator');
  const session = await apiSignIn(user);
  await createMemorials(
    session,
    ['A', 'B', 'C', 'D', 'E'].map((name) => `Memorial ${name}`),
  );
  await signInAt(page, app(''), user, '/dashboard');
  await expect(ownMemorials(page).getByRole('link')).toHaveCount(5);
  await page.getByRole('button', { name: 'New Memorial' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create More Memorials' });
  await expect(
    dialog.getByText(
      "You've reached your plan's memorial limit. Upgrade to create unlimited memorials and access advanced features.",
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose Personal' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Choose Family' })).toBeEnabled();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the usage bar turns orange above 80 % at 21 of 25 on Personal, with no upgrade prompt', async ({
  page,
  app,
}) => {
  const user = await createUser('Busy Personal');
  await signInAt(page, app(''), user, '/dashboard/settings');
  await upgradeInSettings(page, app(''));
  const session = await apiSignIn(user);
  // One request for all 21 rows, to be quick.
  const rows = Array.from({ length: 21 }, (_, index) => ({
    user_id: session.userId,
    full_name: `Memorial ${index + 1}`,
    is_public: false,
  }));
  const inserted = await restAs(session, 'POST', 'graves', rows);
  expect(inserted.status).toBe(201);

  await page.goto(app('/dashboard'));
  const memorials = page.getByRole('progressbar', { name: 'Memorials: 21 / 25' });
  await expect(memorials).toBeVisible();
  expect(await memorials.getAttribute('style')).toContain('--mantine-color-orange-filled');
  await expect(page.getByText('Approaching Limit')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Upgrade to/ })).toHaveCount(0);
});
