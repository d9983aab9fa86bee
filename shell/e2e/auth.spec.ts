import { randomUUID } from 'node:crypto';
import { seriousViolations } from './axe';
import { createUser, DEMO, expect, lastMailTo, signIn, test } from './fixtures';

test('sign up, sign out and sign in again', async ({ page, app }) => {
  const email = `new-${randomUUID()}@example.com`;
  await page.goto(app('/auth'));
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill('secret-password');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  await expect(page.getByText('GH', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(app('/dashboard'));
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);

  await signIn(page, { email, password: 'secret-password' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Grace Hopper')).toBeVisible();
});

test('a wrong password shows the server message in the red box', async ({ page, app }) => {
  await page.goto(app('/auth'));
  await signIn(page, { email: DEMO.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the guard sends visitors to sign in and back to the page they asked for', async ({ page, app }) => {
  await page.goto(app('/dashboard/reminders?filter=overdue'));
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Freminders%3Ffilter%3Doverdue$/);
  await expect(page.getByText("You'll be redirected to your intended page after signing in.")).toBeVisible();
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard\/reminders\?filter=overdue$/);
  await expect(page.getByRole('link', { name: 'Reminders' }).first()).toHaveAttribute('aria-current', 'page');

  // Signed in, /auth goes straight to the dashboard.
  await page.goto(app('/auth'));
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a password reset e-mail leads to a working new password', async ({ page, app }) => {
  const user = await createUser('Reset Person');
  await page.goto(app('/auth'));
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toContainText('Password reset email sent! Check your inbox.');

  const mail = await lastMailTo(user.email);
  const link = mail.links[0];
  if (!link) throw new Error('The reset mail has no link');
  await page.goto(link);
  await expect(page.getByText('Please enter your new password below.')).toBeVisible();
  await page.getByLabel('New Password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  // Signed out once the app has taken the user home; going to /auth before that would find them still signed in.
  await expect(page).toHaveURL(/\/$/);
  await page.goto(app('/auth'));
  await signIn(page, { email: user.email, password: user.password });
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
  await signIn(page, { email: user.email, password: 'brand-new-password' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out in one tab signs out the other', async ({ context, app }) => {
  // Signing out ends every session of the account: not the demo user's, which other journeys sign in as meanwhile.
  const user = await createUser();
  const first = await context.newPage();
  await first.goto(app('/auth'));
  await signIn(first, user);
  await expect(first).toHaveURL(/\/dashboard$/);

  const second = await context.newPage();
  await second.goto(app('/dashboard/settings'));
  await expect(second.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();

  await first.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(second).toHaveURL(/\/auth\?next=%2Fdashboard%2Fsettings$/);
});

test('the mobile menu holds the navigation at phone width', async ({ page, app }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(app('/auth?next=/dashboard'));
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(menu).toBeHidden();
});

test('the auth screen and the dashboard layout have no serious accessibility violations', async ({
  page,
  app,
}) => {
  await page.goto(app('/auth'));
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
