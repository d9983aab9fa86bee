// The shell's service worker (issue 30), after its build: esbuild bundles src/offline/worker/service-worker.ts and
// Workbox's injectManifest writes it to dist/sw.js with the shell's precache list. Fails the build when what the
// worker precaches (the shell's files here, and each remote's entry and first chunks, measured from their builds
// when they are there) weighs more than 1.5 MB compressed.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import { remotePrecacheUrls } from '../src/offline/worker/cache-names';

const APP = join(import.meta.dirname, '..');
const DIST = join(APP, 'dist');
export const PRECACHE_BUDGET_BYTES = 1.5 * 1024 * 1024;
const REMOTES = ['mf-public', 'mf-memorials', 'mf-reminders', 'mf-billing'];

/** The bytes a file travels as (the build writes a .gz beside each text file). */
function gzippedSize(file: string): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
}

const work = mkdtempSync(join(tmpdir(), 'evergreen-sw-'));
try {
  const bundled = join(work, 'sw.js');
  await build({
    entryPoints: [join(APP, 'src/offline/worker/service-worker.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files = {
    globDirectory: DIST,
    globPatterns: ['static/**/*.{js,css}'],
    // The password-strength dictionary (1.6 MB) serves the sign-up form only: it is cached if that form is opened.
    maximumFileSizeToCacheInBytes: 512 * 1024,
  };
  const { count, manifestEntries } = await getManifest(files);
  await injectManifest({ ...files, swSrc: bundled, swDest: join(DIST, 'sw.js') });
  const shellBytes = manifestEntries.reduce((sum, entry) => sum + gzippedSize(join(DIST, entry.url)), 0);
  let total = shellBytes;
  const lines = [`shell: ${count} files, ${(shellBytes / 1024).toFixed(1)} KiB gz`];
  for (const remote of REMOTES) {
    const dist = join(APP, '..', remote, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
    const base = 'https://remote.invalid/';
    const urls = remotePrecacheUrls(
      `${base}mf-manifest.json`,
      JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')),
    );
    const bytes = urls.reduce((sum, url) => sum + gzippedSize(join(dist, url.slice(base.length))), 0);
    total += bytes;
    lines.push(`${remote}: ${urls.length} files, ${(bytes / 1024).toFixed(1)} KiB gz`);
  }
  console.log(`Service worker precache (${(total / 1024).toFixed(1)} KiB gz):\n  ${lines.join('\n  ')}`);
  if (total > PRECACHE_BUDGET_BYTES) {
    throw new Error(
      `The service worker would precache ${(total / 1024 / 1024).toFixed(2)} MB, over its 1.5 MB budget`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
