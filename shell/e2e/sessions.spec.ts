import { devices } from '@playwright/test';
import { createUser, expect, type TestUser, test } from './fixtures';
import { signInAt } from './memorial-helpers';

/** A new account whose sign-up session (the test's own request, not a browser) is already ended. */
async function accountWithoutSessions(): Promise<TestUser> {
  const user = await createUser('Two Devices');
  const auth = `${process.env.SUPABASE_URL}/auth/v1`;
  const headers = { 'Content-Type': 'application/json', apikey: process.env.SUPABASE_ANON_KEY ?? '' };
  const token = await fetch(`${auth}/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const logout = await fetch(`${auth}/logout?scope=global`, {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${access_token}` },
  });
  if (logout.status !== 204) throw new Error(`Logout failed: ${logout.status}`);
  return user;
}

// Issue 27, item 3: Settings lists where the account is signed in, and ending another session signs that device
// out the next time it asks the server.

test('signed in on a laptop and a phone: both are listed, the laptop signs the phone out', async ({
  page,
  app,
  browser,
}) => {
  const user = await accountWithoutSessions();
  const phoneContext = await browser.newContext({
    reducedMotion: 'reduce',
    userAgent: devices['iPhone 13'].userAgent,
  });
  try {
    const phone = await phoneContext.newPage();
    await signInAt(phone, app(''), user, '/dashboard');
    await expect(phone.getByRole('heading', { level: 1, name: 'Your Memorials' })).toBeVisible();

    await signInAt(page, app(''), user, '/dashboard/settings');
    const sessions = page.getByRole('region', { name: "Where you're signed in" });
    const devicesListed = sessions.getByRole('listitem');
    await expect(devicesListed).toHaveCount(2);
    await expect(devicesListed.filter({ hasText: 'This device' })).toContainText('Chrome on Windows');
    const phoneItem = devicesListed.filter({ hasText: 'Safari on iPhone' });
    await expect(phoneItem).not.toContainText('This device');

    await phoneItem.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
    await expect(devicesListed).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeHidden();
    const activity = page.getByRole('region', { name: 'Recent security activity' });
    await expect(activity.getByRole('listitem').first()).toContainText('Sessions ended · Chrome on Windows');

    // The phone's next page asks the server, which no longer knows its session: back to the sign-in form.
    await phone.reload();
    await expect(phone).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    await expect(phone.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    // The laptop stays signed in.
    await page.reload();
    await expect(devicesListed).toHaveCount(1);
    await expect(devicesListed.first()).toContainText('This device');
  } finally {
    await phoneContext.close();
  }
});
