import { createUser, expect, test } from './fixtures';
import { signInAt } from './memorial-helpers';

// Pictures of Settings' Language section in German and Arabic (`pnpm --filter shell screenshots`).
test.describe('language screens', () => {
  test('settings in German and Arabic at 1280 and 375 px', async ({ page, app }) => {
    test.setTimeout(120_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    const user = await createUser('Language Screens');
    for (const width of [1280, 375]) {
      await page.context().clearCookies();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app('/'));
      await page.evaluate(() => localStorage.clear());
      await signInAt(page, app(''), user, '/dashboard/settings');
      for (const [name, heading] of [
        ['Deutsch', 'Sprache'],
        ['العربية', 'اللغة'],
      ] as const) {
        await page.getByRole('combobox', { name: /^(Language|Sprache|اللغة)$/ }).click();
        await page.getByRole('option', { name }).click();
        const section = page.getByRole('region', { name: heading });
        await expect(section).toBeVisible();
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `${dir}/settings-language-${name === 'Deutsch' ? 'de' : 'ar'}-${width}.png`,
        });
        await page.screenshot({
          path: `${dir}/settings-language-${name === 'Deutsch' ? 'de' : 'ar'}-${width}-full.png`,
          fullPage: true,
        });
      }
      // Back to English for the next width (the profile keeps the choice).
      await page.getByRole('combobox', { name: 'اللغة' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page.getByRole('region', { name: 'Language' })).toBeVisible();
    }
  });
});
