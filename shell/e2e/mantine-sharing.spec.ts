import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from '@evergreen/devtools/apps';
import { deploy } from '@evergreen/devtools/deploy';
import { expect, test } from './fixtures';
import { releaseDir } from './remote-release';

// The release's landing page (remote-release.ts) also renders Stepper and RingProgress, which no other app uses, and
// prints the theme and colour scheme its own copy of Mantine reads from the context.
test('a remote redeployed with Mantine components the shell never used renders them in the shell’s one MantineProvider', async ({
  page,
}) => {
  const shellBundle = readFileSync(join(WORKSPACE, 'shell/dist/index.html'), 'utf8');
  const redeployed = await deploy({ remoteDirs: { mf_public: releaseDir('next-landing') } });
  try {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(redeployed.shellUrl);
    const check = page.getByTestId('release-check');
    // The remote's own useMantineTheme reads the theme the shell's MantineProvider holds (evergreen, not
    // Mantine's default blue): one context, though the code comes from another build.
    await expect(check).toContainText('theme evergreen, scheme light');
    await expect(check.getByText('Photos')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Keep the memories of those you love' }),
    ).toBeVisible();

    // Their stylesheets came with them: the completed step is a 42 px disc in the theme's filled evergreen,
    // the ring is 120 px wide (without RingProgress.css its root would be a full-width block).
    const completedIcon = check.locator('.mantine-Stepper-stepIcon[data-completed]');
    await expect(completedIcon).toHaveCSS('width', '42px');
    await expect(completedIcon).toHaveCSS('background-color', 'rgb(46, 125, 83)');
    await expect(check.locator('.mantine-RingProgress-root')).toHaveCSS('width', '120px');

    // The shell's colour scheme toggle changes what the remote's components read: one colour scheme too.
    await page.getByRole('button', { name: 'Toggle color scheme' }).first().click();
    await expect(check).toContainText('theme evergreen, scheme dark');
    expect(pageErrors).toEqual([]);
  } finally {
    await redeployed.close();
  }
  // Nothing of the shell was rebuilt.
  expect(readFileSync(join(WORKSPACE, 'shell/dist/index.html'), 'utf8')).toBe(shellBundle);
});
