import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, WORKSPACE } from './apps';
import { deploy } from './deploy';

// `pnpm bench:size`: build time of every app, then the JavaScript a first visit to the landing page really
// downloads (shell + remotes), measured in Debian's Chromium against the production builds.

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('Build time per app');
for (const app of APPS) {
  const started = Date.now();
  const { status } = spawnSync('pnpm', ['--filter', app.dir, 'build'], { cwd: WORKSPACE, stdio: 'ignore' });
  if (status !== 0) throw new Error(`${app.dir} failed to build`);
  console.log(`  ${app.dir.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const deployment = await deploy();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const scripts: { origin: string; bytes: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ origin: new URL(response.url()).origin, bytes: body.length, gzip: gzipSync(body).length });
  });
  await page.goto(deployment.shellUrl, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  const appOf = (origin: string) =>
    origin === new URL(deployment.shellUrl).origin
      ? 'shell'
      : (Object.entries(deployment.remotes).find(([, site]) => new URL(site.url).origin === origin)?.[0] ??
        origin);
  const totals = new Map<string, { files: number; bytes: number; gzip: number }>();
  for (const script of scripts) {
    const key = appOf(script.origin);
    const total = totals.get(key) ?? { files: 0, bytes: 0, gzip: 0 };
    totals.set(key, {
      files: total.files + 1,
      bytes: total.bytes + script.bytes,
      gzip: total.gzip + script.gzip,
    });
  }
  console.log('\nInitial JavaScript of the landing page (/)');
  for (const [app, total] of totals) {
    console.log(
      `  ${app.padEnd(14)} ${String(total.files).padStart(3)} files ${kib(total.bytes).padStart(11)}  gzip ${kib(total.gzip)}`,
    );
  }
  const all = [...totals.values()].reduce(
    (sum, total) => ({ bytes: sum.bytes + total.bytes, gzip: sum.gzip + total.gzip }),
    { bytes: 0, gzip: 0 },
  );
  console.log(
    `  ${'total'.padEnd(14)} ${String(scripts.length).padStart(3)} files ${kib(all.bytes).padStart(11)}  gzip ${kib(all.gzip)}`,
  );
} finally {
  await browser.close();
  await deployment.close();
}
