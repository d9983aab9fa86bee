import { randomUUID } from 'node:crypto';
import { type Deployment, deploy } from '@evergreen/devtools/deploy';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@evergreen.local', password: 'demo-password', name: 'Demo User' };

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

/** A fresh account per test, created through the real auth API as the sign-up form would. */
export async function createUser(name = 'Test Person'): Promise<TestUser> {
  const user = { email: `user-${randomUUID()}@example.com`, password: `pw-${randomUUID()}`, name };
  const response = await fetch(`${process.env.SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: process.env.SUPABASE_ANON_KEY ?? '' },
    body: JSON.stringify({ email: user.email, password: user.password, data: { full_name: name } }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  return user;
}

export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The newest mail sent to an address, from the backend's local mailbox. */
export async function lastMailTo(email: string): Promise<{ subject: string; links: string[] }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${process.env.SUPABASE_URL}/mailbox.json`);
    const mails = (await response.json()) as { to: string; subject: string; links: string[] }[];
    const mail = mails.find((candidate) => candidate.to === email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email}`);
}

/**
 * Every test gets the production builds deployed on free ports, pointing at the run's backend; and fails if React
 * could not hydrate a prerendered page of its browser context (the shell's onRecoverableError, or React itself, says
 * so on the console).
 */
export const test = base.extend<{
  deployment: Deployment;
  app: (path?: string) => string;
  hydrationErrors: undefined;
}>({
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (/hydrat/i.test(message.text())) errors.push(message.text());
      });
      context.on('weberror', (error) => {
        if (/hydrat/i.test(error.error().message)) errors.push(error.error().message);
      });
      await use(undefined);
      expect(errors, 'hydration errors on the console').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  deployment: async ({}, use) => {
    const deployment = await deploy();
    await use(deployment);
    await deployment.close();
  },
  app: async ({ deployment }, use) => {
    await use((path = '/') => `${deployment.shellUrl}${path}`);
  },
});

export { expect };
