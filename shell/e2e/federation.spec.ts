import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from '@evergreen/devtools/apps';
import { deploy } from '@evergreen/devtools/deploy';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';
import { releaseDir } from './remote-release';

/** Counts React renderers as React DevTools would see them: a second react-dom copy would register twice. */
function countReactRenderers(page: Page) {
  return page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });
}

const screensOfEveryRemote = [
  { path: '/', heading: 'Preserve the memories of those you love' },
  { path: '/graves/demo', heading: 'Eleanor Grace Whitfield' },
  { path: '/dashboard', heading: 'Your Memorials' },
  { path: '/dashboard/reminders', heading: 'Reminders' },
  { path: '/dashboard/settings', heading: 'Settings' },
];

test.describe('federated shell', () => {
  test('shows the content of every remote, in one React and one shared store', async ({
    page,
    deployment,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await countReactRenderers(page);

    await page.goto(`${deployment.shellUrl}/auth`);
    await signIn(page, DEMO);
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
    for (const screen of screensOfEveryRemote) {
      // Client-side navigation keeps one page, so every remote ends up loaded side by side.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    }

    expect(await page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size)).toBe(1);

    // The session store: a value set through the module one remote received is read through another's.
    const seenByBilling = await page.evaluate(async () => {
      const instanceOf = (name: string) => {
        const instance = window.__FEDERATION__.__INSTANCES__.find((candidate) => candidate.name === name);
        if (!instance) throw new Error(`${name} is not loaded`);
        return instance;
      };
      type Store = { useSessionStore: { setState(state: object): void; getState(): { loading: boolean } } };
      const storeIn = async (name: string) => {
        const factory = await instanceOf(name).loadShare<Store>('@evergreen/supabase-client');
        if (!factory) throw new Error(`${name} got no shared @evergreen/supabase-client`);
        return factory().useSessionStore;
      };
      (await storeIn('mf_reminders')).setState({ loading: true });
      return (await storeIn('mf_billing')).getState().loading;
    });
    expect(seenByBilling).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a remote that is down shows an error panel while the others keep working', async ({
    page,
    deployment,
  }) => {
    await deployment.stopRemote('mf_billing');

    await page.goto(`${deployment.shellUrl}/auth?next=/dashboard/settings`);
    await signIn(page, DEMO);
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('link', { name: 'Reminders' }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Reminders' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
    await page.goto(`${deployment.shellUrl}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Preserve the memories of those you love' }),
    ).toBeVisible();

    // Once the remote is back, "Try again" loads it without reloading the page.
    await page.goto(`${deployment.shellUrl}/dashboard/settings`);
    await expect(page.getByRole('alert')).toBeVisible();
    await deployment.restartRemote('mf_billing');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('an unknown path shows the 404 page inside the layout', async ({ page, deployment }) => {
    await page.goto(`${deployment.shellUrl}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help' }).first()).toBeVisible();
  });
});

test('a redeployed remote shows its new text without rebuilding the shell', async ({ page }) => {
  const shellBundle = readFileSync(join(WORKSPACE, 'shell/dist/index.html'), 'utf8');

  // A team changes a text in mf-public and deploys a new build to a new place.
  const redeployed = await deploy({ remoteDirs: { mf_public: releaseDir('next-landing') } });
  try {
    await page.goto(redeployed.shellUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Keep the memories of those you love' }),
    ).toBeVisible();
  } finally {
    await redeployed.close();
  }
  expect(readFileSync(join(WORKSPACE, 'shell/dist/index.html'), 'utf8')).toBe(shellBundle);
});

test('a remote whose page throws while rendering gets an error panel that does not blame the connection', async ({
  page,
}) => {
  // A release of mf-public whose landing page has a bug: its code downloads fine, then throws as it renders.
  const broken = await deploy({ remoteDirs: { mf_public: releaseDir('broken-landing') } });
  try {
    await page.goto(broken.shellUrl);
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Something went wrong on this page');
    await expect(panel).not.toContainText('connection');
    await expect(panel).not.toContainText('could not be loaded');
    // The layout and the other pages keep working.
    await page.getByRole('link', { name: 'Help' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  } finally {
    await broken.close();
  }
});
