import { createUser, DEMO, expect, test } from './fixtures';
import { apiSignIn, signInAt } from './memorial-helpers';

// Pictures of every memorial screen for a person to look at: `pnpm --filter shell screenshots` (the folder is
// SCREENSHOTS, test-results/screenshots by default). Not part of `pnpm test`: it asserts nothing beyond each
// screen loading.
test.describe('memorial screens', () => {
  test('at 1280 and 375 px', async ({ page, app }) => {
    test.setTimeout(180_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    const demoSession = await apiSignIn(DEMO);
    const demoId = (
      (await (
        await fetch(`${process.env.SUPABASE_URL}/rest/v1/graves?slug=eq.demo&select=id`, {
          headers: {
            apikey: process.env.SUPABASE_ANON_KEY ?? '',
            Authorization: `Bearer ${demoSession.token}`,
          },
        })
      ).json()) as { id: string }[]
    )[0]?.id;
    const empty = await createUser('Empty Dashboard');
    const screens: { name: string; path: string; ready: string; as?: 'empty' | 'visitor'; act?: string }[] = [
      { name: 'list', path: '/dashboard', ready: 'Your Memorials' },
      { name: 'list-empty', path: '/dashboard', ready: 'Create Your First Memorial', as: 'empty' },
      { name: 'add-step1', path: '/dashboard/add', ready: 'Create New Memorial' },
      { name: 'add-step2', path: '/dashboard/add', ready: 'Create New Memorial', act: 'Location' },
      { name: 'add-step3', path: '/dashboard/add', ready: 'Create New Memorial', act: 'Photos' },
      { name: 'details', path: `/dashboard/grave/${demoId}`, ready: 'Eleanor Grace Whitfield' },
      { name: 'share', path: `/dashboard/grave/${demoId}`, ready: 'Eleanor Grace Whitfield', act: 'Share' },
      { name: 'edit', path: `/dashboard/edit/${demoId}`, ready: 'Edit Eleanor Grace Whitfield' },
      { name: 'public', path: '/graves/demo', ready: 'Eleanor Grace Whitfield', as: 'visitor' },
      { name: 'not-found', path: '/graves/nothing', ready: 'Memorial Not Found', as: 'visitor' },
    ];
    for (const width of [1280, 375]) {
      for (const screen of screens) {
        await page.context().clearCookies();
        await page.setViewportSize({ width, height: 900 });
        await page.goto(app('/'));
        await page.evaluate(() => localStorage.clear());
        if (screen.as !== 'visitor') await signInAt(page, app(''), screen.as === 'empty' ? empty : DEMO);
        await page.goto(app(screen.path));
        await expect(page.getByRole('heading', { name: screen.ready }).first()).toBeVisible();
        if (screen.act === 'Share') await page.getByRole('button', { name: 'Share', exact: true }).click();
        else if (screen.act) await page.getByRole('button', { name: screen.act }).click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${dir}/${screen.name}-${width}.png`, fullPage: true });
      }
    }
  });
});
