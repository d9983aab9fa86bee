import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (this machine reaches only the npm and Debian registries).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Journeys are the tests; screenshots are pictures for people, taken on demand (`pnpm screenshots`).
  projects: [
    { name: 'journeys', testMatch: '**/*.spec.ts' },
    { name: 'screenshots', testMatch: '**/*.screens.ts' },
  ],
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The theme honours reduced motion, so dialogs appear at once instead of fading in: axe and assertions never
    // sample a half-transparent frame (a modal mid-fade once failed color-contrast one run in four).
    reducedMotion: 'reduce',
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
