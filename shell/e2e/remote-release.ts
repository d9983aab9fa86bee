import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from '@evergreen/devtools/apps';

/**
 * Builds a copy of mf-public with one change to its landing page, as a team would release it, and answers the
 * new build's folder (inside `source`, which the caller removes).
 */
export function buildChangedLandingPage(source: string, change: (code: string) => string): string {
  for (const entry of ['src', 'package.json', 'rsbuild.config.ts']) {
    cpSync(join(WORKSPACE, 'mf-public', entry), join(source, entry), { recursive: true });
  }
  writeFileSync(
    join(source, 'tsconfig.json'),
    JSON.stringify({ extends: join(WORKSPACE, 'tsconfig.base.json'), include: ['src'] }),
  );
  symlinkSync(join(WORKSPACE, 'mf-public/node_modules'), join(source, 'node_modules'));
  const landing = join(source, 'src/features/landing/LandingPage.tsx');
  const code = readFileSync(landing, 'utf8');
  const changed = change(code);
  if (changed === code) throw new Error('The change did not apply to LandingPage.tsx');
  writeFileSync(landing, changed);
  execFileSync(join(WORKSPACE, 'mf-public/node_modules/.bin/rsbuild'), ['build'], {
    cwd: source,
    stdio: 'pipe',
  });
  return join(source, 'dist');
}
