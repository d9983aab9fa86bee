import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE } from '@evergreen/devtools/apps';

/**
 * Releases of mf-public that journeys deploy in place of its dist/, each with one change to its landing page, as a
 * team would ship it. `pnpm --filter shell build:releases` builds them once (the build step of `npm test` does),
 * so no journey waits for a build.
 */
const RELEASES = {
  /**
   * A new text, and two Mantine components no other app uses (Stepper, RingProgress) with the theme and colour
   * scheme its own copy of Mantine reads from the context. Each app bundles its own Mantine components and only
   * Mantine's context modules are shared (build-config's mantine.ts), so this proves a remote can bring a
   * component the shell never had, styled, inside the shell's one MantineProvider.
   */
  'next-landing': (code: string) =>
    `import { RingProgress, Stepper, useComputedColorScheme, useMantineTheme } from '@mantine/core';\n${code
      .replace('Preserve the memories of those you love', 'Keep the memories of those you love')
      .replace('export function LandingPage() {', 'function ReleasedLandingPage() {')}
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
`,
  /** A bug: the code downloads fine, then throws as it renders. */
  'broken-landing': (code: string) =>
    code.replace(
      'export function LandingPage() {',
      "export function LandingPage() {\n  throw new Error('A bug in the landing page');",
    ),
} satisfies Record<string, (code: string) => string>;

export type ReleaseName = keyof typeof RELEASES;

const RELEASES_DIR = join(WORKSPACE, 'shell/e2e-releases');

/** The build folder of a release, for `deploy({ remoteDirs: { mf_public: ... } })`. */
export function releaseDir(name: ReleaseName): string {
  const dir = join(RELEASES_DIR, name);
  if (!existsSync(join(dir, 'mf-manifest.json'))) {
    throw new Error(`The release ${name} of mf-public is not built: run pnpm --filter shell build:releases`);
  }
  return dir;
}

/** Builds a copy of mf-public with the release's change into shell/e2e-releases/<name>. */
function buildRelease(name: ReleaseName): void {
  const source = mkdtempSync(join(tmpdir(), `mf-public-${name}-`));
  try {
    for (const entry of ['src', 'package.json', 'rsbuild.config.ts', 'lingui.config.ts']) {
      cpSync(join(WORKSPACE, 'mf-public', entry), join(source, entry), { recursive: true });
    }
    writeFileSync(
      join(source, 'tsconfig.json'),
      JSON.stringify({ extends: join(WORKSPACE, 'tsconfig.base.json'), include: ['src'] }),
    );
    symlinkSync(join(WORKSPACE, 'mf-public/node_modules'), join(source, 'node_modules'));
    const landing = join(source, 'src/features/landing/LandingPage.tsx');
    const code = readFileSync(landing, 'utf8');
    const changed = RELEASES[name](code);
    if (changed === code) throw new Error(`The change of ${name} did not apply to LandingPage.tsx`);
    writeFileSync(landing, changed);
    // A release's new words are messages like any other: its catalogs are extracted before it is built (the build
    // would otherwise show the new message's id).
    execFileSync(join(WORKSPACE, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
      cwd: source,
      stdio: 'pipe',
    });
    execFileSync(join(WORKSPACE, 'mf-public/node_modules/.bin/rsbuild'), ['build'], {
      cwd: source,
      stdio: 'pipe',
    });
    const dir = join(RELEASES_DIR, name);
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(source, 'dist'), dir, { recursive: true });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  for (const name of Object.keys(RELEASES) as ReleaseName[]) {
    buildRelease(name);
    console.log(`built the ${name} release of mf-public into ${join(RELEASES_DIR, name)}`);
  }
}
