import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE } from '@evergreen/devtools/apps';
import { deploy } from '@evergreen/devtools/deploy';
import { expect, test } from './fixtures';
import { buildChangedLandingPage } from './remote-release';

/**
 * A landing page that also renders two Mantine components no other app uses (Stepper, RingProgress), and prints
 * the theme and colour scheme its own copy of Mantine reads from the context. Each app bundles its own Mantine
 * components and only Mantine's context modules are shared (build-config's mantine.ts), so this proves a remote
 * can bring a component the shell never had, styled, inside the shell's one MantineProvider.
 */
const withComponentsTheShellNeverUsed = (code: string) =>
  `import { RingProgress, Stepper, useComputedColorScheme, useMantineTheme } from '@mantine/core';\n${code.replace(
    'export function LandingPage() {',
    'function ReleasedLandingPage() {',
  )}
function ReleaseCheck() {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  return (
    <section data-testid="release-check">
      <p>{\`theme \${theme.primaryColor}, scheme \${scheme}\`}</p>
      <Stepper active={1}>
        <Stepper.Step label="Photos" />
        <Stepper.Step label="Story" />
      </Stepper>
      <RingProgress sections={[{ value: 40, color: 'evergreen' }]} />
    </section>
  );
}

export function LandingPage() {
  return (
    <>
      <ReleaseCheck />
      <ReleasedLandingPage />
    </>
  );
}
`;

test('a remote redeployed with Mantine components the shell never used renders them in the shell’s one MantineProvider', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shellBundle = readFileSync(join(WORKSPACE, 'shell/dist/index.html'), 'utf8');
  const source = mkdtempSync(join(tmpdir(), 'mf-public-mantine-'));
  try {
    const dist = buildChangedLandingPage(source, withComponentsTheShellNeverUsed);
    const redeployed = await deploy({ remoteDirs: { mf_public: dist } });
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
        page.getByRole('heading', { level: 1, name: 'Preserve the memories of those you love' }),
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
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
});
