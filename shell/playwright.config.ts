import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (this machine reaches only the npm and Debian registries): its
// headless shell, the build Playwright itself runs headless tests on, which spends a fifth less CPU on our journeys
// than the full browser in headless mode (its browser process alone does half the work).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: 'e2e',
  // Journeys are the tests; screenshots are pictures for people, taken on demand (`pnpm screenshots`).
  projects: [
    { name: 'journeys', testMatch: '**/*.spec.ts' },
    { name: 'screenshots', testMatch: '**/*.screens.ts' },
  ],
  globalSetup: './e2e/global-setup.ts',
  build: {
    // The memorial's server bundle that a deployment's host evaluates (devtools' importSource) is built JavaScript,
    // not a test's TypeScript: compiling its 1.9 MB with Babel again for each deployment cost 1-2 s of CPU a test.
    external: ['**/evergreen-prerender-*/**'],
  },
  // Two files at a time, each test in its own deployment with its own users and memorials (the demo memorial is
  // only read); a file's tests run in order, so the contact form's per-address allowance is one file's alone.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // No journey may ask for more: one that needs it is doing too much in one test.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Recording a trace (even one kept only on failure) cost a fifth of the journeys' CPU. A failure keeps its
    // screenshot and Playwright's error context; `--trace retain-on-failure` records one when chasing a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The theme honours reduced motion, so dialogs appear at once instead of fading in: axe and assertions never
    // sample a half-transparent frame (a modal mid-fade once failed color-contrast one run in four).
    reducedMotion: 'reduce',
    // The app's service worker (issue 30) would answer from its caches across a file's tests: only the offline
    // journeys (e2e/offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      // Without these Chromium keeps dialling Google's services, which this closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
