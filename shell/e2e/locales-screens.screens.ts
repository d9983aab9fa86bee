import { LOCALES } from '@evergreen/domain/locale';
import type { Page } from '@playwright/test';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';

// Issue 28: every main screen in every locale at a phone's and a laptop's width, for people to look at
// (`pnpm --filter shell screenshots`), with the page's sideways overflow written beside each (none expected).
test('the main screens in every locale at 375 and 1280 px', async ({ page, browser, app }) => {
  test.setTimeout(600_000);
  const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots/locales';
  const user = await createUser('Amira Lindqvist');
  const session = await apiSignIn(user);
  const graveId = await createMemorial(session, {
    full_name: 'Helena Marguerite Lindqvist',
    birth_date: '1931-04-12',
    death_date: '2019-11-03',
    epitaph: 'Forever in our hearts',
    description: 'She taught three generations to read, and kept a garden that fed the street.',
    memories: 'Sunday lunches with her, the smell of bread and the radio on.',
    latitude: 59.3293,
    longitude: 18.0686,
    is_public: true,
    cemetery_name: 'Evergreen Cemetery',
    section: 'B',
    plot_number: '214',
  });
  const screens: [name: string, path: string][] = [
    ['landing', '/'],
    ['help', '/help'],
    ['public-memorial', `/graves/${graveId}`],
    ['auth', '/auth'],
  ];
  const signedInScreens: [name: string, path: string][] = [
    ['dashboard', '/dashboard'],
    ['details', `/dashboard/grave/${graveId}`],
    ['reminders', '/dashboard/reminders'],
    ['settings', '/dashboard/settings'],
  ];
  const overflow: string[] = [];
  const shoot = async (on: Page, name: string, locale: string, width: number) => {
    await expect(on.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-US' : locale);
    const sideways = await on.evaluate(() => {
      const past = document.documentElement.scrollWidth - window.innerWidth;
      // The innermost element that reaches furthest past the right edge: what to fix.
      const culprit = [...document.querySelectorAll('body *')]
        .filter(
          (node) => node.getBoundingClientRect().right > window.innerWidth && node.children.length === 0,
        )
        .map((node) => {
          // The nearest ancestor with words says where it is.
          let labelled: Element | null = node;
          while (labelled && !(labelled.textContent ?? '').trim() && !labelled.getAttribute('aria-label')) {
            labelled = labelled.parentElement;
          }
          const words = labelled?.getAttribute('aria-label') ?? labelled?.textContent ?? '';
          return `${node.tagName.toLowerCase()} in "${words.trim().slice(0, 60)}"`;
        })[0];
      return past > 0 ? `${past} px (${culprit ?? 'no single element'})` : '';
    });
    if (sideways) overflow.push(`${locale} ${width} ${name}: ${sideways}`);
    await on.screenshot({ path: `${dir}/${name}-${locale}-${width}.png`, fullPage: true });
  };
  // Signed in once (in English); each locale is then the cookie the language menu sets.
  await signInAt(page, app(''), user, '/dashboard');
  const visitor = await browser.newPage();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await visitor.setViewportSize({ width, height: 900 });
    for (const locale of LOCALES) {
      for (const on of [page, visitor]) {
        await on.context().addCookies([{ name: 'evergreen-locale', value: locale, url: app('/') }]);
      }
      for (const [name, path] of screens) {
        await visitor.goto(app(path));
        await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await shoot(visitor, name, locale, width);
      }
      for (const [name, path] of signedInScreens) {
        await page.goto(app(path));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('main').locator('.mantine-Loader-root')).toHaveCount(0);
        await shoot(page, name, locale, width);
      }
    }
  }
  await visitor.close();
  expect(overflow).toEqual([]);
});
