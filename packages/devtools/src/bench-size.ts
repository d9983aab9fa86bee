import { spawnSync } from 'node:child_process';
import { APPS, WORKSPACE } from './apps';
import { recordGoalFigures } from './bench-results';
import { checkBudgets } from './budgets';
import { deploy } from './deploy';
import { kib, launchChromium, measurePage, printPageWeight, remoteEntrySizes } from './landing-weight';

// `pnpm bench:size`: build time of every app, then the JavaScript and CSS a first visit to the landing page
// really downloads (shell + remotes), measured in Debian's Chromium against the production builds.

// `--no-build` measures the builds already in dist/.
const build = !process.argv.includes('--no-build');
if (build) console.log('Build time per app');
for (const app of build ? APPS : []) {
  const started = Date.now();
  const { status } = spawnSync('pnpm', ['--filter', app.dir, 'build'], { cwd: WORKSPACE, stdio: 'ignore' });
  if (status !== 0) throw new Error(`${app.dir} failed to build`);
  console.log(`  ${app.dir.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const deployment = await deploy();
const browser = await launchChromium();
try {
  const landing = await measurePage(browser, deployment, '/');
  printPageWeight(landing);
  const entries = remoteEntrySizes();
  recordGoalFigures(
    'size',
    checkBudgets(landing.downloads, entries).map((result) => ({
      figure: result.figure,
      goal: result.goalKiB === 0 ? 'absent' : `<= ${result.goalKiB} KiB gz`,
      measured: result.goalKiB === 0 && result.ok ? 'absent' : `${result.measuredKiB.toFixed(1)} KiB gz`,
      met: result.measuredKiB <= result.goalKiB && (result.goalKiB > 0 || result.ok),
    })),
  );
  console.log('\nremoteEntry.js of each remote');
  for (const [remote, size] of Object.entries(entries)) {
    console.log(`  ${remote.padEnd(14)} ${kib(size.bytes).padStart(11)}  gzip ${kib(size.gzip)}`);
  }
} finally {
  await browser.close();
  await deployment.close();
}
